export interface ChartItem {
  id: string;
  label: string;
  /** The label is a name or content (an assignment's title): shown as written, `translate="no"`. */
  asWritten?: boolean;
  /** `null` when there is no data yet, shown as such rather than as zero. */
  value: number | null;
}
