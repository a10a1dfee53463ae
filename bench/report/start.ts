import type { StartResults } from '../lib/results';
import { median } from '../lib/stats';
import { ms, table } from './format';

const row = (label: string, values: number[]) => [
  label,
  ms(median(values)),
  ms(Math.min(...values)),
  ms(Math.max(...values)),
  values.map((value) => Math.round(value)).join(', '),
];

export function renderStart(results: StartResults): string {
  return [
    `Command: \`${results.server}\` with DATA_DIR (embedded database), timed from spawn to the ` +
      `first 200 of GET /api/health, polled every 10 ms.`,
    '',
    table(
      ['DATA_DIR', 'Median', 'Fastest', 'Slowest', 'Every run (ms)'],
      [
        row('new (initdb + migrations)', results.runs.fresh),
        row('existing (reopen)', results.runs.existing),
      ],
    ),
  ].join('\n');
}
