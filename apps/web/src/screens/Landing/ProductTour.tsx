import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../i18n/format';
import { useText } from '../../i18n/useText';
import { Icon } from './icons';
import { action, small } from './landing.css';
import * as styles from './ProductTour.css';
import { tourCaption, tourSteps } from './tour';

/**
 * The demo of the Book a Demo dialog: generate -> solve -> analytics, drawn with CSS so it
 * works offline and costs a few kilobytes instead of a video. Rendered at its first step,
 * paused; `enhanceLanding` plays it and moves between steps.
 */
export function ProductTour() {
  const t = useText();
  const caption = tourCaption(0, t);
  const scenes = [GenerateScene, SolveScene, AnalyticsScene];
  return (
    <div className={styles.tour} data-tour="" data-playing="false">
      <div className={styles.stage} aria-hidden="true">
        {scenes.map((Scene, index) => (
          <div
            key={tourSteps[index]?.title}
            className={styles.scene}
            data-tour-scene=""
            data-active={index === 0 ? 'true' : 'false'}
            // enhanceLanding shows these under the stage when the scene plays.
            data-caption-heading={tourCaption(index, t).heading}
            data-caption-text={tourCaption(index, t).text}
          >
            <Scene />
          </div>
        ))}
      </div>
      <p className={styles.caption} data-tour-caption="" aria-live="polite">
        <strong data-tour-caption-heading="">{caption.heading}</strong>{' '}
        <span data-tour-caption-text="">{caption.text}</span>
      </p>
      <div className={styles.controls}>
        <button type="button" className={`${action.secondary} ${small}`} data-action="tour-toggle">
          <span className={styles.iconWhenPaused}>
            <Icon name="play" size={18} />
          </span>
          <span className={styles.iconWhenPlaying}>
            <Icon name="pause" size={18} />
          </span>
          <span
            data-tour-toggle-label=""
            data-play-label={t('landing.tour.play')}
            data-pause-label={t('landing.tour.pause')}
          >
            {t('landing.tour.play')}
          </span>
        </button>
        <ol className={styles.steps} aria-label={t('landing.tour.steps')}>
          {tourSteps.map((step, index) => (
            <li key={step.title}>
              <button
                type="button"
                className={styles.stepButton}
                data-action="tour-step"
                data-step={index}
                aria-current={index === 0 ? 'step' : undefined}
              >
                {index + 1}. {t(step.title)}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function GenerateScene() {
  const t = useText();
  return (
    <>
      <span className={styles.windowBar}>
        {t('landing.tour.generate')} · {t('landing.exercises.writing.title')}
      </span>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('landing.tour.topic')}</span>
        <span className={styles.typed}>{t('landing.tour.topicExample')}</span>
      </div>
      <div className={styles.row}>
        <span className={styles.field}>
          <span className={styles.fieldLabel}>{t('language.label')}</span>
          {t('landing.spanish')}
        </span>
        <span className={styles.field}>
          <span className={styles.fieldLabel}>{t('landing.tour.level')}</span>
          {/* A CEFR level's code reads the same in every language. */}
          <span translate="no">A2</span>
        </span>
      </div>
      <span className={styles.pressedButton}>{t('landing.tour.generate')}</span>
      <div className={styles.result}>
        {/* The mock exercise's Spanish title and its size, in the reader's language. */}
        <span className={styles.resultTitle} lang="es" translate="no">
          {`En la cafetería · ${t('landing.tour.prompts', { count: 5 })}`}
        </span>
        <span className={styles.line} style={{ inlineSize: '90%' }} />
        <span className={styles.line} style={{ inlineSize: '70%' }} />
      </div>
    </>
  );
}

function SolveScene() {
  const t = useText();
  const format = useFormat();
  return (
    <>
      <span className={styles.windowBar}>
        {t('landing.tour.exerciseOf', { index: 1, total: 3 })}
      </span>
      <span className={styles.question} lang="es" translate="no">
        Completa: Yo ___ (querer) un café con leche.
      </span>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>{t('landing.tour.yourAnswer')}</span>
        <span className={styles.typedAnswer} lang="es" translate="no">
          quiero
        </span>
      </div>
      <span className={styles.pressedButton}>{t('landing.tour.finish')}</span>
      <div className={styles.score}>
        <span className={styles.scoreValue}>{format.percent(86)}</span>
        <span>
          <FormattedMessage
            id="landing.tour.correct"
            values={{
              verb: (
                <span lang="es" translate="no">
                  querer
                </span>
              ),
              form: (
                <span lang="es" translate="no">
                  quiero
                </span>
              ),
            }}
          />
        </span>
      </div>
    </>
  );
}

const accuracy = [
  { type: 'landing.exercises.writing.title', value: 88 },
  { type: 'landing.exercises.reading.title', value: 74 },
  { type: 'landing.exercises.listening.title', value: 63 },
] as const;

function AnalyticsScene() {
  const t = useText();
  const format = useFormat();
  return (
    <>
      <span className={styles.windowBar}>{t('landing.tour.roomAnalytics')}</span>
      <div className={styles.stats}>
        <span className={styles.stat}>
          <span className={styles.statValue}>{format.percent(92)}</span>
          {t('landing.tour.completionRate')}
        </span>
        <span className={styles.stat}>
          <span className={styles.statValue}>{format.percent(81)}</span>
          {t('landing.tour.averageScore')}
        </span>
      </div>
      <div className={styles.bars}>
        {accuracy.map((item, index) => (
          <div key={item.type} className={styles.barRow}>
            <span>{t(item.type)}</span>
            <span className={styles.barTrack}>
              <span
                className={styles.bar}
                style={
                  {
                    inlineSize: `${item.value}%`,
                    '--bar-delay': `${index * 0.25}s`,
                  } as CSSProperties
                }
              />
            </span>
            <span>{format.percent(item.value)}</span>
          </div>
        ))}
      </div>
      <span className={styles.revisit}>
        <FormattedMessage
          id="landing.tour.revisit"
          values={{
            topic: (
              <span lang="es" translate="no">
                pretérito imperfecto
              </span>
            ),
          }}
        />
      </span>
    </>
  );
}
