import type { ApiResults, ApiScenarioResult, ApiTargetResult } from '../lib/results';
import { type BudgetCheck, ms, perSecond, ratio, table } from './format';

export const READ_P99_BUDGET_MS = 50;
export const METRIC_SQL_RATIO_BUDGET = 3;

/**
 * How many times more database-and-server time a room metric costs over HTTP than its bare
 * query: both run at full throughput, so the ratio of throughputs is the ratio of times per call.
 */
function sqlRatio(scenario: ApiScenarioResult): number | undefined {
  if (!scenario.sql) return undefined;
  if (scenario.http.requests === 0) return Number.POSITIVE_INFINITY;
  return scenario.sql.callsPerSecond / scenario.http.requestsPerSecond;
}

/** Nothing answered within the run: latencies unknown, and above any budget. */
const answered = (scenario: ApiScenarioResult) => scenario.http.requests > 0;

const healthOf = (target: ApiTargetResult) => target.scenarios.find((s) => s.id === 'health');

function statusesNote(scenario: ApiScenarioResult): string {
  if (!answered(scenario)) return 'no answer within the run';
  if (scenario.http.errors === 0) return '0';
  const codes = Object.entries(scenario.http.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}x${code}`);
  return `${scenario.http.errors} (${codes.join(', ') || 'socket errors'})`;
}

function targetSection(target: ApiTargetResult): string {
  const health = healthOf(target);
  const rows = target.scenarios.map((scenario) => {
    const toSql = sqlRatio(scenario);
    const latency = (value: number) => (answered(scenario) ? ms(value) : '-');
    return [
      scenario.label,
      perSecond(scenario.http.requestsPerSecond),
      latency(scenario.http.p50Ms),
      latency(scenario.http.p99Ms),
      statusesNote(scenario),
      health && answered(health) && answered(scenario) && scenario.id !== 'health'
        ? ratio(scenario.http.p50Ms / health.http.p50Ms)
        : '-',
      scenario.sql
        ? `${perSecond(scenario.sql.callsPerSecond)} (p50 ${ms(scenario.sql.p50Ms)})`
        : '-',
      toSql === undefined || !Number.isFinite(toSql) ? '-' : ratio(toSql),
    ];
  });
  const { counts } = target;
  return [
    `### ${target.label}`,
    '',
    `Seeded in ${target.seedSeconds.toFixed(1)} s: ${counts.teachers} teachers, ${counts.students} ` +
      `students, ${counts.rooms} rooms, ${counts.assignments} assignments, ` +
      `${counts.gradedAttempts.toLocaleString('en-GB')} graded answers ` +
      `(${counts.attemptItems.toLocaleString('en-GB')} graded items).`,
    '',
    table(
      [
        'Call',
        'Requests',
        'p50',
        'p99',
        'Errors',
        'p50 / health p50',
        'Bare SQL',
        'HTTP cost / SQL cost',
      ],
      rows,
    ),
  ].join('\n');
}

const floorConcurrency = (results: ApiResults) =>
  results.targets.flatMap((t) => t.scenarios).find((s) => s.sql)?.sql?.concurrency ?? '-';

export function renderApi(results: ApiResults): string {
  return [
    `Server: \`${results.server}\`, ${results.connections} connections, ` +
      `${results.seconds} s per call after a warm-up, the load generator (autocannon) in another ` +
      'process on loopback. "p50 / health p50" compares a call with the framework answering ' +
      'GET /api/health (one `SELECT 1`): the framework\'s floor. "Bare SQL" is the room ' +
      "metric's query from the server's metrics module called directly through its Db layer by " +
      `${floorConcurrency(results)} concurrent loops (the server's pool size): the database's ` +
      'floor. "HTTP cost / SQL cost" divides bare SQL calls/s by HTTP requests/s: how many ' +
      'times more time a call costs through the server than its query alone.',
    '',
    ...results.targets.flatMap((target) => [targetSection(target), '']),
    ...results.skipped.map((reason) => `Not measured: ${reason}.`),
  ]
    .join('\n')
    .trim();
}

export function apiBudgets(results: ApiResults | undefined): BudgetCheck[] {
  const postgres = results?.targets.find((target) => target.kind === 'postgresql');
  const checks: BudgetCheck[] = [];
  if (!postgres) {
    checks.push({
      budget: `p99 <= ${READ_P99_BUDGET_MS} ms on every read, 64 connections, PostgreSQL`,
      measured: 'PostgreSQL not measured',
      met: null,
    });
  }
  for (const scenario of postgres?.scenarios ?? []) {
    if (scenario.kind !== 'read') continue;
    checks.push({
      budget: `p99 <= ${READ_P99_BUDGET_MS} ms, PostgreSQL: ${scenario.label}`,
      measured: answered(scenario) ? ms(scenario.http.p99Ms) : statusesNote(scenario),
      met: answered(scenario) && scenario.http.p99Ms <= READ_P99_BUDGET_MS,
    });
  }
  for (const target of results?.targets ?? []) {
    const failing = target.scenarios.filter((s) => s.http.errors > 0 || !answered(s));
    checks.push({
      budget: `0 errors, ${target.label}`,
      measured:
        failing.length === 0 ? '0' : failing.map((s) => `${s.id}: ${statusesNote(s)}`).join('; '),
      met: failing.length === 0,
    });
    for (const scenario of target.scenarios) {
      const toSql = sqlRatio(scenario);
      if (toSql === undefined) continue;
      checks.push({
        budget: `room metric within ${METRIC_SQL_RATIO_BUDGET}x its bare SQL, ${target.label}: ${scenario.id}`,
        measured: Number.isFinite(toSql) ? ratio(toSql) : statusesNote(scenario),
        met: toSql <= METRIC_SQL_RATIO_BUDGET,
      });
    }
  }
  return checks;
}
