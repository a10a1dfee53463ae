/** A cell: text, a number, or nothing (an empty cell). */
export type Cell = string | number | null;

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A CSV file as spreadsheets open it: UTF-8 with a byte order mark (Excel reads accents right
 * only with it), comma-separated, CRLF line ends, text cells escaped against formulas.
 */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cellText).join(',')).join('\r\n')}\r\n`;
}

/** `attachment; filename="..."` with a name any file system and browser take (accents dropped). */
export function attachment(name: string, suffix: string): string {
  const safe =
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'lingua';
  return `attachment; filename="${safe}-${suffix}.csv"`;
}
