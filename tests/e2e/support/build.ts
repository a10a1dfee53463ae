import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo';

interface BuildOutput {
  /** A file the build writes last, relative to the repo root. */
  output: string;
  /** Files and folders whose changes make the output stale. */
  sources: readonly string[];
}

/** What `pnpm start` serves, and what goes into it. */
const buildOutputs: readonly BuildOutput[] = [
  {
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/ui/src',
      'packages/flows/src',
      'packages/api/src',
    ],
  },
];

/** Stories, unit tests and their screenshots never reach the build. */
const notBuilt = /(\.stories\.tsx?|\.test\.tsx?|__screenshots__)$/;

function newestChange(path: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!notBuilt.test(entry)) newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function isStale({ output, sources }: BuildOutput): boolean {
  const built = newestChange(join(repoRoot, output));
  return built === 0 || sources.some((source) => newestChange(join(repoRoot, source)) > built);
}

/**
 * Runs the repo's `pnpm build` once when an output is missing or older than its sources, so
 * the journeys never test yesterday's bundle; a fresh build is reused by later runs.
 */
export function ensureBuilt(): void {
  const stale = buildOutputs.filter(isStale);
  if (stale.length === 0) return;
  console.log(`[e2e] building (${stale.map((build) => build.output).join(', ')} out of date)`);
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: the
  // journeys and the size check measure what a school is served.
  const result = spawnSync('pnpm', ['build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`pnpm build failed (exit code ${result.status})`);
}
