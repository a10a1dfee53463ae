import { Icon } from './icons';
import * as styles from './ScrollToTopButton.css';

/** Hidden until the page is scrolled past the threshold (`enhanceLanding` shows it). */
export function ScrollToTopButton() {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      data-action="to-top"
      hidden
    >
      <Icon name="arrowUp" />
    </button>
  );
}
