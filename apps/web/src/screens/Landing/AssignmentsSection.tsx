import * as styles from './AssignmentsSection.css';
import { assignmentSteps } from './content';
import { cardText, cardTitle, container, section } from './landing.css';
import { SectionHeader } from './SectionHeader';

/** The #rooms-templates section: how templates, rooms and assignments fit together. */
export function AssignmentsSection() {
  return (
    <section id="rooms-templates" className={section} aria-labelledby="rooms-templates-title">
      <div className={container}>
        <SectionHeader
          id="rooms-templates-title"
          eyebrow="Rooms, templates and assignments"
          title="From a set of exercises to a graded assignment"
          lead="Reuse what works: bundle exercises into templates, give each class a room, and schedule timed assignments that mark themselves."
        />
        <ol className={styles.steps}>
          {assignmentSteps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={cardTitle}>{step.title}</h3>
              <p className={cardText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
