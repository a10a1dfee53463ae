import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useFormat } from '../../i18n/format';
import { useText } from '../../i18n/useText';
import { trialClaims } from './content';
import * as styles from './HeroSection.css';
import { Icon } from './icons';
import { action, container, eyebrow, lead } from './landing.css';

export function HeroSection() {
  const t = useText();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.copy}>
          <p className={eyebrow}>{t('landing.hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.title}>
            <FormattedMessage
              id="landing.hero.title"
              values={{
                highlight: (words) => <span className={styles.highlight}>{words}</span>,
              }}
            />
          </h1>
          <p className={lead}>{t('landing.hero.lead')}</p>
          <div className={styles.ctas}>
            <Link href="/login" className={action.primary}>
              {t('landing.getStarted')}
            </Link>
            <button type="button" className={action.secondary} data-action="demo-open">
              <Icon name="play" size={18} />
              {t('landing.bookDemo')}
            </button>
          </div>
          <ul className={styles.claims}>
            {trialClaims.map((claim) => (
              <li key={claim} className={styles.claim}>
                <span className={styles.claimIcon}>
                  <Icon name="check" size={18} />
                </span>
                {t(claim)}
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
  const t = useText();
  const format = useFormat();
  // The exercise itself stays Spanish in every language: it is content, not interface.
  return (
    <figure className={styles.preview} aria-label={t('landing.preview.label')}>
      <div className={styles.previewMeta}>
        <span className={styles.tag}>{t('landing.exercises.reading.title')}</span>
        <span className={styles.tag}>{t('landing.spanish')}</span>
        <span className={styles.tag} translate="no">
          B1
        </span>
      </div>
      <p className={styles.previewTitle} lang="es" translate="no">
        Un fin de semana en Sevilla
      </p>
      <div className={styles.question}>
        <p className={styles.questionText} lang="es" translate="no">
          ¿Por qué Marta visita el barrio de Triana?
        </p>
        <p className={styles.answer} lang="es" translate="no">
          Porque quiere comprar cerámica para su madre.
        </p>
      </div>
      <div className={styles.result}>
        <span className={styles.score}>{format.percent(92)}</span>
        <p className={styles.resultText}>
          <FormattedMessage
            id="landing.preview.tip"
            values={{
              phrase: (
                <span lang="es" translate="no">
                  "cerámica de Triana"
                </span>
              ),
            }}
          />
        </p>
      </div>
    </figure>
  );
}
