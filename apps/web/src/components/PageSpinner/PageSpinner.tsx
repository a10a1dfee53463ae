import { useText } from '../../i18n/useText';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as styles from './PageSpinner.css';

interface PageSpinnerProps {
  /**
   * What is being waited for, announced to screen readers.
   * @default the catalogue's "Loading..."
   */
  label?: string;
}

/** Full-page wait while a screen's code or the session is on its way. */
export function PageSpinner({ label }: PageSpinnerProps) {
  const t = useText();
  return (
    <div className={styles.root} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? t('common.loadingPage')}</span>
    </div>
  );
}

/** The wait while a dialog's code is on its way the first time it opens. */
export function DialogSpinner() {
  const t = useText();
  return (
    <div className={styles.overlay} role="status">
      <span className={styles.wheel} aria-hidden="true" />
      <span className={visuallyHidden}>{t('common.loadingPage')}</span>
    </div>
  );
}
