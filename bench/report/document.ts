import { readFileSync } from 'node:fs';
import type { BenchName, BenchResults, RunRecord, StepRun } from '../lib/results';
import { apiBudgets, renderApi } from './api';
import { renderDistrict } from './district';
import { type BudgetCheck, budgetTable, table } from './format';
import { renderStart } from './start';
import { renderWeb, webBudgets } from './web';

export interface DocumentInput {
  run: RunRecord;
  results: Partial<BenchResults>;
}

const REPRODUCE = `\`\`\`sh
pnpm install
pnpm build
# PostgreSQL figures need a server; without TEST_DATABASE_URL only the embedded database runs.
TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm bench   # all, rewrites this file

pnpm bench:web        # first-view bytes and Lighthouse (needs pnpm build)
pnpm bench:api        # seeds, then 64 connections per call on PostgreSQL and PGlite
pnpm bench:district   # one instance, then three behind nginx (PostgreSQL and nginx needed)
pnpm bench:start      # cold start on a new and an existing DATA_DIR
pnpm bench:content    # the exercise engine (packages/content)
pnpm seed:scale       # the school alone: DATABASE_URL, or DATA_DIR (default .data), must be empty
pnpm bench --report-only   # this file again from bench/results, without measuring
\`\`\`

Knobs: \`BENCH_CONNECTIONS\` (64), \`BENCH_SECONDS\` per API call (10), \`BENCH_WARMUP_SECONDS\` (2),
\`BENCH_START_RUNS\` (3). Each benchmark also writes its raw figures to \`bench/results/*.json\`.`;

/** Hand-written: each step of issue 34 on the first views, measured, with its cause. */
const FIRST_VIEW_STEPS = readFileSync(new URL('./firstViewSteps.md', import.meta.url), 'utf8');

function section<T>(
  title: string,
  step: StepRun | undefined,
  results: T | undefined,
  render: (results: T) => string,
): string {
  const body =
    step && step.exitCode !== 0
      ? `Failed (exit code ${step.exitCode}); see the console output of \`${step.command}\`.`
      : results
        ? render(results)
        : 'Not run.';
  return `## ${title}\n\n${body}\n`;
}

/** packages/content owns its benchmark; its output is kept as printed, failures included. */
function contentSection(content: BenchResults['content'] | undefined): string {
  if (!content) return '## Exercise engine\n\nNot run.\n';
  const outcome = content.exitCode === 0 ? '' : ` It failed (exit code ${content.exitCode}).`;
  const output = content.output.trim() || '(no output)';
  return [
    '## Exercise engine',
    '',
    `Output of \`pnpm bench:content\` (packages/content's own benchmark).${outcome}`,
    '',
    `\`\`\`text\n${output}\n\`\`\``,
    '',
  ].join('\n');
}

export function renderDocument(input: DocumentInput): string {
  const { results, run } = input;
  const { machine } = run;
  const stepOf = (name: BenchName) => run.steps.find((step) => step.name === name);
  const budgets: BudgetCheck[] = [...webBudgets(results.web), ...apiBudgets(results.api)];
  const missed = budgets.filter((check) => check.met === false).length;
  const unmeasured = budgets.filter((check) => check.met === null).length;
  const totalSeconds = run.steps.reduce((sum, step) => sum + step.seconds, 0);
  return [
    '# Benchmarks',
    '',
    '<!-- Written by `pnpm bench` (bench/all.ts); edit the harness, not this file. -->',
    '',
    `Run on ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC. These are ` +
      'benchmarks, not tests: nothing fails on a time, and the figures move with the machine.',
    '',
    table(
      ['Machine', ''],
      [
        ['CPU', `${machine.cpuModel}, ${machine.cores} cores`],
        ['Memory', `${machine.memoryGiB} GiB`],
        ['System', `${machine.os}, Node ${machine.node}`],
        [
          'Load average (1 min)',
          `${machine.loadAverage} at the start, ${run.loadAverageAfter} at the end ` +
            `(above ${machine.cores}, other work shared the CPU and the figures are pessimistic)`,
        ],
      ],
    ),
    '',
    '## Budgets',
    '',
    `${budgets.length - missed - unmeasured} met, ${missed} missed, ${unmeasured} not measured.`,
    '',
    budgetTable(budgets),
    '',
    section('Web: first views and Lighthouse', stepOf('web'), results.web, renderWeb),
    FIRST_VIEW_STEPS,
    section('API under load: a school of 2,000 students', stepOf('api'), results.api, renderApi),
    section(
      'One instance and three behind nginx',
      stepOf('district'),
      results.district,
      renderDistrict,
    ),
    section('Cold start', stepOf('start'), results.start, renderStart),
    contentSection(results.content),
    '## Reproduce',
    '',
    REPRODUCE,
    '',
    '## This run',
    '',
    table(
      ['Step', 'Command', 'Time', 'Exit code'],
      run.steps.map((step) => [
        step.name,
        `\`${step.command}\``,
        `${Math.round(step.seconds)} s`,
        String(step.exitCode),
      ]),
    ),
    '',
    `Total: ${Math.floor(totalSeconds / 60)} min ${Math.round(totalSeconds % 60)} s.`,
    '',
  ].join('\n');
}
