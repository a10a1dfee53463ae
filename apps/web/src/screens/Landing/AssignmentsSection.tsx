import { useText } from '../../i18n/useText';
import * as styles from './AssignmentsSection.css';
import { assignmentSteps } from './content';
import { cardText, cardTitle, container, section } from './landing.css';
import { SectionHeader } from './SectionHeader';

/** The #rooms-templates section: how templates, rooms and assignments fit together. */
export function AssignmentsSection() {
  const t = useText();
  return (
    <section id="rooms-templates" className={section} aria-labelledby="rooms-templates-title">
      <div className={container}>
        <SectionHeader
          id="rooms-templates-title"
          eyebrow={t('landing.assignments.eyebrow')}
          title={t('landing.assignments.title')}
          lead={t('landing.assignments.lead')}
        />
        <ol className={styles.steps}>
          {assignmentSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={cardTitle}>{t(step.title)}</h3>
              <p className={cardText}>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
