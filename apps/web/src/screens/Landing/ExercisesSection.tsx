import { exerciseKinds } from './content';
import * as styles from './ExercisesSection.css';
import { Icon } from './icons';
import { card, cardText, cardTitle, iconBadge } from './landing.css';
import { TintedCardSection } from './TintedCardSection';

export function ExercisesSection() {
  return (
    <TintedCardSection
      id="exercises"
      eyebrow="Exercises"
      title="Writing, reading and listening, at every level"
      lead="Tell Lingua the topic and what you want practised. It writes the exercise for the language and CEFR level you choose, from A1 to C2."
      cards={exerciseKinds.map((kind) => (
        <li key={kind.title} className={card}>
          <div className={styles.kindHeader}>
            <span className={iconBadge}>
              <Icon name={kind.icon} />
            </span>
            <h3 className={cardTitle}>{kind.title}</h3>
          </div>
          <p className={cardText}>{kind.text}</p>
          <ul className={styles.details}>
            {kind.details.map((detail) => (
              <li key={detail} className={styles.detail}>
                {detail}
              </li>
            ))}
          </ul>
        </li>
      ))}
    >
      <p className={styles.note}>
        Every exercise can be edited before it reaches your students, and saved for the next class.
      </p>
    </TintedCardSection>
  );
}
