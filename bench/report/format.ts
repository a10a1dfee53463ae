/** A budget and how the run did against it; `met` is null when it could not be measured. */
export interface BudgetCheck {
  budget: string;
  measured: string;
  met: boolean | null;
}

export const verdict = (met: boolean | null) =>
  met === null ? 'not measured' : met ? 'met' : '**missed**';

export function ms(value: number | undefined): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
  return value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

/** Kilobytes of 1,024 bytes, as browsers' developer tools and Lighthouse count them. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-GB')}/s`;

export const ratio = (value: number) => `${value.toFixed(1)}x`;

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export function budgetTable(checks: readonly BudgetCheck[]): string {
  return table(
    ['Budget', 'Measured', 'Verdict'],
    checks.map((check) => [check.budget, check.measured, verdict(check.met)]),
  );
}
