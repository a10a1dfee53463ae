import { useText } from '../../i18n/useText';
import { Icon } from './icons';
import * as styles from './ScrollToTopButton.css';

/** Hidden until the page is scrolled past the threshold (`enhanceLanding` shows it). */
export function ScrollToTopButton() {
  const t = useText();
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('landing.backToTop')}
      data-action="to-top"
      hidden
    >
      <Icon name="arrowUp" />
    </button>
  );
}
