import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = fileURLToPath(new URL('..', import.meta.url));
export const repoRoot = join(benchDir, '..');

export const benchPaths = {
  /** Scratch space: embedded databases, server logs (gitignored). */
  work: join(benchDir, '.work'),
  logs: join(benchDir, '.work', 'logs'),
  /** One JSON file per benchmark, read back by `pnpm bench` to write the report (gitignored). */
  results: join(benchDir, 'results'),
  report: join(repoRoot, 'docs', 'benchmarks.md'),
  webDist: join(repoRoot, 'apps', 'web', 'dist'),
};
