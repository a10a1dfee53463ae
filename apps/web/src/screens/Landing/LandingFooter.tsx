import type { MessageId } from '@lingua/i18n';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useText } from '../../i18n/useText';
import { sectionLinks } from './content';
import * as styles from './LandingFooter.css';
import { container } from './landing.css';

// Relative links, as the spec asks: they stay on this page, or this site, wherever it is hosted.
const audienceLinks = [
  { href: '#pricing', label: 'landing.footer.academies' },
  { href: '#rooms-templates', label: 'landing.footer.teachers' },
] as const satisfies readonly { href: string; label: MessageId }[];

function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      <ul className={styles.links}>{children}</ul>
    </nav>
  );
}

function AnchorLinks({ items }: { items: readonly { href: string; label: MessageId }[] }) {
  const t = useText();
  return items.map((item) => (
    <li key={item.href}>
      <a href={item.href} className={styles.link}>
        {t(item.label)}
      </a>
    </li>
  ));
}

interface LandingFooterProps {
  /** The language choice: the auth pages' switcher in the app, a plain select when pre-rendered. */
  languageSwitcher: ReactNode;
}

export function LandingFooter({ languageSwitcher }: LandingFooterProps) {
  const t = useText();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.brand} translate="no">
              Lingua
            </p>
            <p className={styles.blurb}>{t('landing.footer.blurb')}</p>
            <div className={styles.language}>{languageSwitcher}</div>
          </div>
          <FooterColumn id="footer-product" title={t('landing.footer.product')}>
            <AnchorLinks items={sectionLinks} />
          </FooterColumn>
          <FooterColumn id="footer-solutions" title={t('landing.footer.solutions')}>
            <AnchorLinks items={audienceLinks} />
          </FooterColumn>
          <FooterColumn id="footer-account" title={t('landing.footer.account')}>
            <li>
              <Link href="/login" className={styles.link}>
                {t('landing.signIn')}
              </Link>
            </li>
            <li>
              <Link href="/signup" className={styles.link}>
                {t('landing.footer.createAccount')}
              </Link>
            </li>
          </FooterColumn>
        </div>
        <p className={styles.legal}>{t('landing.footer.legal')}</p>
      </div>
    </footer>
  );
}
