import { exerciseKinds } from './content';
import * as styles from './ExercisesSection.css';
import { Icon } from './icons';
import {
  card,
  cardGrid,
  cardText,
  cardTitle,
  container,
  iconBadge,
  sectionTinted,
} from './landing.css';
import { SectionHeader } from './SectionHeader';

export function ExercisesSection() {
  return (
    <section id="exercises" className={sectionTinted} aria-labelledby="exercises-title">
      <div className={container}>
        <SectionHeader
          id="exercises-title"
          eyebrow="Exercises"
          title="Writing, reading and listening, at every level"
          lead="Tell Lingua the topic and what you want practised. It writes the exercise for the language and CEFR level you choose, from A1 to C2."
          centered
        />
        <ul className={cardGrid}>
          {exerciseKinds.map((kind) => (
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
        </ul>
        <p className={styles.note}>
          Every exercise can be edited before it reaches your students, and saved for the next
          class.
        </p>
      </div>
    </section>
  );
}
