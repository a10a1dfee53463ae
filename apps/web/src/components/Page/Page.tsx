import type { ReactNode } from 'react';
import * as styles from './Page.css';

interface PageProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the end of the header (Refresh, Create...). */
  actions?: ReactNode;
  /** Content above the title, e.g. a back button. */
  before?: ReactNode;
  /** The page is still loading what its header names (assistive technology waits for it). */
  busy?: boolean;
  children: ReactNode;
}

/** The common frame of the app's pages: a header with title, subtitle and actions. */
export function Page({ title, subtitle, actions, before, busy, children }: PageProps) {
  return (
    <div className={styles.page} aria-busy={busy || undefined}>
      {before}
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A row of stat cards that wraps on narrow screens. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className={styles.statGrid}>
      {children}
    </section>
  );
}

/** Cards in a responsive grid. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className={styles.cardGrid}>{children}</div>;
}
