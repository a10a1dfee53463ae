import { Link } from 'wouter';
import { trialClaims } from './content';
import * as styles from './HeroSection.css';
import { Icon } from './icons';
import { action, container, eyebrow, lead } from './landing.css';

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy}>
          <p className={eyebrow}>For language teachers, academies and students</p>
          <h1 id="hero-title" className={styles.title}>
            Language practice your students <span className={styles.highlight}>finish</span>, ready
            in minutes
          </h1>
          <p className={lead}>
            Lingua writes writing, reading and listening exercises in six languages, turns them into
            timed assignments for your classes, scores every answer with instant AI feedback and
            shows you where each room needs help.
          </p>
          <div className={styles.ctas}>
            <Link href="/login" className={action.primary}>
              Get Started Free
            </Link>
            <button type="button" className={action.secondary} data-action="demo-open">
              <Icon name="play" size={18} />
              Book a Demo
            </button>
          </div>
          <ul className={styles.claims}>
            {trialClaims.map((claim) => (
              <li key={claim} className={styles.claim}>
                <span className={styles.claimIcon}>
                  <Icon name="check" size={18} />
                </span>
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <ExercisePreview />
      </div>
    </section>
  );
}

/** A sample of what a student sees: an exercise in Spanish with its instant result. */
function ExercisePreview() {
  return (
    <figure className={styles.preview} aria-label="Example: a reading exercise in Spanish, scored">
      <div className={styles.previewMeta}>
        <span className={styles.tag}>Reading</span>
        <span className={styles.tag}>Spanish</span>
        <span className={styles.tag}>B1</span>
      </div>
      <p className={styles.previewTitle} lang="es">
        Un fin de semana en Sevilla
      </p>
      <div className={styles.question}>
        <p className={styles.questionText} lang="es">
          ¿Por qué Marta visita el barrio de Triana?
        </p>
        <p className={styles.answer} lang="es">
          Porque quiere comprar cerámica para su madre.
        </p>
      </div>
      <div className={styles.result}>
        <span className={styles.score}>92%</span>
        <p className={styles.resultText}>
          Correct. Tip: <span lang="es">"cerámica de Triana"</span> names the local style.
        </p>
      </div>
    </figure>
  );
}
