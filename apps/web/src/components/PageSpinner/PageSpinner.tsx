import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './PageSpinner.css';

interface PageSpinnerProps {
  /**
   * What is being waited for, announced to screen readers.
   * @default 'Loading...'
   */
  label?: string;
}

/** Full-page wait while a screen's code or the session is on its way. */
export function PageSpinner({ label = 'Loading...' }: PageSpinnerProps) {
  return (
    <div className={styles.root} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      <span className={visuallyHidden}>{label}</span>
    </div>
  );
}
