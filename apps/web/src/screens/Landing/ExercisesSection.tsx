import { useText } from '../../i18n/useText';
import { exerciseKinds } from './content';
import * as styles from './ExercisesSection.css';
import { Icon } from './icons';
import { card, cardText, cardTitle, iconBadge } from './landing.css';
import { TintedCardSection } from './TintedCardSection';

export function ExercisesSection() {
  const t = useText();
  return (
    <TintedCardSection
      id="exercises"
      eyebrow={t('landing.nav.exercises')}
      title={t('landing.exercises.title')}
      lead={t('landing.exercises.lead')}
      cards={exerciseKinds.map((kind) => (
        <li key={kind.title} className={card}>
          <div className={styles.kindHeader}>
            <span className={iconBadge}>
              <Icon name={kind.icon} />
            </span>
            <h3 className={cardTitle}>{t(kind.title)}</h3>
          </div>
          <p className={cardText}>{t(kind.text)}</p>
          <ul className={styles.details}>
            {kind.details.map((detail) => (
              <li key={detail} className={styles.detail}>
                {t(detail)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    >
      <p className={styles.note}>{t('landing.exercises.note')}</p>
    </TintedCardSection>
  );
}
