import { Link } from 'wouter';
import { useText } from '../../i18n/useText';
import * as styles from './NotFoundScreen.css';

export default function NotFoundScreen() {
  const t = useText();
  return (
    <main className={styles.root}>
      <div className={styles.content}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <Link href="/" className={styles.homeLink}>
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
