import { ProgressBar } from 'react-aria-components';
import { useUiStrings } from '../../strings/UiStrings';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /**
   * What is loading, for screen readers.
   * @default 'Loading'
   */
  label?: string;
}

/** An indeterminate progress indicator, announced as a progress bar with its label. */
export function Spinner({ label: labelProp }: SpinnerProps) {
  const strings = useUiStrings();
  const label = labelProp ?? strings.loading;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={styles.root}>
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </ProgressBar>
  );
}
