import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { sectionLinks } from './content';
import * as styles from './LandingFooter.css';
import { container } from './landing.css';

// Relative links, as the spec asks: they stay on this page, or this site, wherever it is hosted.
const audienceLinks = [
  { href: '#pricing', label: 'For Academies' },
  { href: '#rooms-templates', label: 'For Teachers' },
] as const;

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

function AnchorLinks({ items }: { items: readonly { href: string; label: string }[] }) {
  return items.map((item) => (
    <li key={item.href}>
      <a href={item.href} className={styles.link}>
        {item.label}
      </a>
    </li>
  ));
}

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p className={styles.brand}>Lingua</p>
            <p className={styles.blurb}>
              AI-assisted language practice for teachers, academies and students.
            </p>
          </div>
          <FooterColumn id="footer-product" title="Product">
            <AnchorLinks items={sectionLinks} />
          </FooterColumn>
          <FooterColumn id="footer-solutions" title="Solutions">
            <AnchorLinks items={audienceLinks} />
          </FooterColumn>
          <FooterColumn id="footer-account" title="Account">
            <li>
              <Link href="/login" className={styles.link}>
                Sign In
              </Link>
            </li>
            <li>
              <Link href="/signup" className={styles.link}>
                Create an account
              </Link>
            </li>
          </FooterColumn>
        </div>
        <p className={styles.legal}>© Lingua. All rights reserved.</p>
      </div>
    </footer>
  );
}
