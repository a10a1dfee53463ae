import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import * as styles from './AuthLayout.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (to sign-up, to login...). */
  footer?: ReactNode;
  /**
   * The frame the build pre-renders (scripts/prerender.mjs): its language picker stays disabled
   * until the app takes over, so no choice made there is lost. @default false
   */
  prerendered?: boolean;
}

/**
 * The centred card of the sign-in pages, with the page's one `<h1>` and, under the card, the
 * language switcher (these pages open in the browser's language; a visitor can pick another).
 */
export function AuthLayout({ title, subtitle, children, footer, prerendered }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <div className={styles.card}>
          {/* The product's name, the same in every language. */}
          <p className={styles.brand} translate="no">
            Lingua
          </p>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
        <div className={styles.language}>
          <LanguageSwitcher disabled={prerendered} />
        </div>
      </div>
    </main>
  );
}
