import { Link } from 'wouter';
import { useText } from '../../i18n/useText';
import * as styles from './DemoDialog.css';
import { Icon } from './icons';
import { action } from './landing.css';
import { ProductTour } from './ProductTour';

/**
 * The Book a Demo modal, closed until `enhanceLanding` calls showModal(). A native modal
 * <dialog> gives focus containment, Escape and an inert page behind it without a dialog
 * library on the landing page.
 */
export function DemoDialog() {
  const t = useText();
  return (
    <dialog
      className={styles.dialog}
      aria-labelledby="demo-title"
      aria-describedby="demo-subtitle"
      data-landing-demo=""
    >
      <div className={styles.body}>
        <div className={styles.header}>
          <div className={styles.titles}>
            <h2 id="demo-title" className={styles.title}>
              {t('landing.demo.title')}
            </h2>
            <p id="demo-subtitle" className={styles.subtitle}>
              {t('landing.demo.subtitle')}
            </p>
          </div>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={t('ui.close')}
            data-action="demo-close"
          >
            <Icon name="close" />
          </button>
        </div>
        <ProductTour />
        <div className={styles.footer}>
          <Link href="/login" className={action.primary}>
            {t('landing.getStarted')}
          </Link>
        </div>
      </div>
    </dialog>
  );
}
