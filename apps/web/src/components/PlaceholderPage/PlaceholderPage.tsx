import * as styles from './PlaceholderPage.css';

interface PlaceholderPageProps {
  title: string;
  description: string;
}

/** A page that only names itself: the spec's placeholders and screens still to come. */
export function PlaceholderPage({ title, description }: PlaceholderPageProps) {
  return (
    <main className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
    </main>
  );
}
