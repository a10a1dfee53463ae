export type SortDirection = 'ascending' | 'descending';

export interface SortOrder {
  column: string;
  direction: SortDirection;
}

type Sortable = string | number | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: Sortable, b: Sortable): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Rows ordered by one column. Empty values (null/undefined) always go last, whatever the
 * direction, so "no data" never tops a ranking. Equal rows keep their order.
 */
export function sortRows<T>(
  rows: readonly T[],
  order: SortOrder,
  sortValue: (row: T) => Sortable,
): T[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = sortValue(left);
    const b = sortValue(right);
    const aEmpty = a === null || a === undefined;
    const bEmpty = b === null || b === undefined;
    if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty);
    return sign * compare(a, b);
  });
}
