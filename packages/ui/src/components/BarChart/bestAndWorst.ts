export interface ChartItem {
  id: string;
  label: string;
  /** `null` when there is no data yet, shown as such rather than as zero. */
  value: number | null;
}

/**
 * The `count` highest and `count` lowest items that have data. With few items the two lists may
 * share some: a teacher with three topics still sees both rankings.
 */
export function bestAndWorst(items: readonly ChartItem[], count: number) {
  const known = items.filter((item): item is ChartItem & { value: number } => item.value !== null);
  const descending = [...known].sort((a, b) => b.value - a.value);
  return {
    best: descending.slice(0, count),
    worst: descending.reverse().slice(0, count),
  };
}
