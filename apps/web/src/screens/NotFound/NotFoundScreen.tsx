import { Link } from 'wouter';
import * as styles from './NotFoundScreen.css';

export default function NotFoundScreen() {
  return (
    <main className={styles.root}>
      <div className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Oops! Page not found</h1>
        <Link href="/" className={styles.homeLink}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
