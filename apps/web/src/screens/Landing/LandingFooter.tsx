import { Link } from 'wouter';
import { sectionLinks } from './content';
import * as styles from './LandingFooter.css';
import { container } from './landing.css';

// Relative links, as the spec asks: they stay on this page, or this site, wherever it is hosted.
const audienceLinks = [
  { href: '#pricing', label: 'For Academies' },
  { href: '#rooms-templates', label: 'For Teachers' },
] as const;

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
          <nav aria-labelledby="footer-product">
            <h2 id="footer-product" className={styles.columnTitle}>
              Product
            </h2>
            <ul className={styles.links}>
              {sectionLinks.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={styles.link}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-solutions">
            <h2 id="footer-solutions" className={styles.columnTitle}>
              Solutions
            </h2>
            <ul className={styles.links}>
              {audienceLinks.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={styles.link}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-account">
            <h2 id="footer-account" className={styles.columnTitle}>
              Account
            </h2>
            <ul className={styles.links}>
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
            </ul>
          </nav>
        </div>
        <p className={styles.legal}>© Lingua. All rights reserved.</p>
      </div>
    </footer>
  );
}
