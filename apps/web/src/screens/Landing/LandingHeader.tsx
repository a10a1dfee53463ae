import { Link } from 'wouter';
import { useText } from '../../i18n/useText';
import { sectionLinks } from './content';
import { Icon } from './icons';
import * as styles from './LandingHeader.css';
import { action, container, small } from './landing.css';

export const landingNavId = 'landing-nav';

/** Static markup; the phone menu's toggling is wired by `enhanceLanding`. */
export function LandingHeader() {
  const t = useText();
  return (
    <header className={styles.header} data-landing-header="">
      <div className={`${container} ${styles.bar}`}>
        <a href="#top" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            L
          </span>
          <span translate="no">Lingua</span>
        </a>
        <nav
          id={landingNavId}
          className={styles.nav}
          aria-label={t('landing.nav.label')}
          data-open="false"
        >
          <ul className={styles.navList}>
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.navLink}>
                  {t(link.label)}
                </a>
              </li>
            ))}
            <li className={styles.menuTrial}>
              <a href="#pricing" className={`${action.primary} ${small}`}>
                {t('landing.startTrial')}
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <Link href="/login" className={`${action.quiet} ${small}`}>
            {t('landing.signIn')}
          </Link>
          <span className={styles.wideOnly}>
            <a href="#pricing" className={`${action.primary} ${small}`}>
              {t('landing.startTrial')}
            </a>
          </span>
          <span className={styles.narrowOnly}>
            <button
              type="button"
              className={`${action.secondary} ${small}`}
              aria-expanded="false"
              aria-controls={landingNavId}
              data-action="menu-toggle"
            >
              <span className={styles.iconWhenClosed}>
                <Icon name="menu" size={20} />
              </span>
              <span className={styles.iconWhenOpen}>
                <Icon name="close" size={20} />
              </span>
              {t('landing.menu')}
            </button>
          </span>
        </div>
      </div>
    </header>
  );
}
