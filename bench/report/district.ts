import type { DistrictResults } from '../lib/results';
import { table } from './format';

/** One instance beside three behind nginx, call by call. */
export function renderDistrict(results: DistrictResults): string {
  if (results.runs.length === 0)
    return `Not measured: ${results.skipped.join('; ') || 'nothing ran'}.`;
  const ids = [...new Set(results.runs.map((run) => run.id))];
  const rows = ids.map((id) => {
    const one = results.runs.find((run) => run.id === id && run.instances === 1);
    const many = results.runs.find((run) => run.id === id && run.instances > 1);
    const cell = (run: typeof one) =>
      run
        ? `${run.http.requestsPerSecond.toFixed(0)} req/s (p99 ${run.http.p99Ms} ms, ${run.http.errors} errors)`
        : '–';
    return [one?.label ?? many?.label ?? id, cell(one), cell(many)];
  });
  const instances = Math.max(...results.runs.map((run) => run.instances));
  return [
    `${results.connections} connections, ${results.seconds} s per call, on PostgreSQL; the ${instances} instances share the machine's cores and sit behind nginx (\`${results.server}\`).`,
    '',
    table(['Call', 'One instance', `${instances} instances behind nginx`], rows),
  ].join('\n');
}
