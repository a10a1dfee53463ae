export interface ChartItem {
  id: string;
  label: string;
  /** `null` when there is no data yet, shown as such rather than as zero. */
  value: number | null;
}
