// pnpm bench: every benchmark in its own process, then docs/benchmarks.md from their results.
// `pnpm bench --report-only` writes the document again from the last run's results.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { describeMachine } from './lib/machine';
import { benchDir, benchPaths, repoRoot } from './lib/paths';
import {
  type BenchName,
  type RunRecord,
  readResults,
  type StepRun,
  writeResults,
} from './lib/results';
import { renderDocument } from './report/document';

interface Step {
  name: BenchName;
  /** What a person types to run the step alone. */
  command: string;
  run: () => Promise<number>;
}

/** Runs a command with the console attached; resolves with its exit code. */
function run(command: string, args: string[], cwd: string, capture?: (text: string) => void) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      capture?.(chunk.toString());
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const tsxStep = (name: BenchName, file: string): Step => ({
  name,
  command: `pnpm bench:${name}`,
  run: () => run(process.execPath, ['--import', 'tsx', join(benchDir, file)], benchDir),
});

const steps: Step[] = [
  tsxStep('web', 'web.ts'),
  tsxStep('start', 'start.ts'),
  tsxStep('api', 'api.ts'),
  tsxStep('district', 'district.ts'),
  {
    name: 'content',
    command: 'pnpm bench:content',
    async run() {
      let output = '';
      const exitCode = await run('pnpm', ['--silent', 'bench:content'], repoRoot, (text) => {
        output += text;
      });
      writeResults('content', { exitCode, output });
      return exitCode;
    },
  },
];

async function runAll(): Promise<RunRecord> {
  const machine = describeMachine();
  const startedAt = new Date().toISOString();
  // Never report a previous run's figures as this run's.
  rmSync(benchPaths.results, { recursive: true, force: true });
  const runs: StepRun[] = [];
  for (const step of steps) {
    console.log(`\n[bench] ${step.command}`);
    const started = performance.now();
    const exitCode = await step.run();
    const seconds = (performance.now() - started) / 1000;
    runs.push({ name: step.name, command: step.command, seconds, exitCode });
  }
  const loadAverageAfter = Math.round((loadavg()[0] ?? 0) * 10) / 10;
  const record: RunRecord = { startedAt, machine, loadAverageAfter, steps: runs };
  writeResults('run', record);
  return record;
}

const record = process.argv.includes('--report-only') ? readResults('run') : await runAll();
if (!record) throw new Error('No previous run in bench/results: run `pnpm bench` first.');
const results = {
  web: readResults('web'),
  start: readResults('start'),
  api: readResults('api'),
  district: readResults('district'),
  content: readResults('content'),
};
writeFileSync(benchPaths.report, renderDocument({ run: record, results }));
console.log(`\n[bench] wrote ${benchPaths.report}`);
