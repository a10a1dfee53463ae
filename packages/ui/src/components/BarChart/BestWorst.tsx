import { BarChart, type BarChartProps } from './BarChart';
import * as styles from './BarChart.css';
import { bestAndWorst } from './bestAndWorst';

export interface BestWorstProps extends Omit<BarChartProps, 'title'> {
  /** e.g. "Best topics". */
  bestTitle: string;
  /** e.g. "Topics to practise". */
  worstTitle: string;
  /**
   * How many items each list shows.
   * @default 5
   */
  count?: number;
}

/** The strongest and weakest items side by side (e.g. topic performance), each a BarChart. */
export function BestWorst({ bestTitle, worstTitle, items, count = 5, ...chart }: BestWorstProps) {
  const { best, worst } = bestAndWorst(items, count);
  return (
    <div className={styles.pair}>
      <BarChart {...chart} title={bestTitle} items={best} />
      <BarChart {...chart} title={worstTitle} items={worst} />
    </div>
  );
}
