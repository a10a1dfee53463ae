import type { ReactNode } from 'react';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** What is counted, e.g. "Total Rooms". */
  label: string;
  /** The figure, already formatted. */
  value: ReactNode;
  /** A line under the figure, e.g. "Created by me". */
  hint?: ReactNode;
  /** Decorative icon. */
  icon?: ReactNode;
}

/** One headline figure; screen readers read the label before the value. */
export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <div className={styles.root}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <dl className={styles.text}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>{value}</dd>
        {hint && <dd className={styles.hint}>{hint}</dd>}
      </dl>
    </div>
  );
}
