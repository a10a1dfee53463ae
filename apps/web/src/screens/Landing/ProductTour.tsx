import type { CSSProperties } from 'react';
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
  const caption = tourCaption(0);
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
          <span data-tour-toggle-label="">Play tour</span>
        </button>
        <ol className={styles.steps} aria-label="Tour steps">
          {tourSteps.map((step, index) => (
            <li key={step.title}>
              <button
                type="button"
                className={styles.stepButton}
                data-action="tour-step"
                data-step={index}
                aria-current={index === 0 ? 'step' : undefined}
              >
                {index + 1}. {step.title}
              </button>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

function GenerateScene() {
  return (
    <>
      <span className={styles.windowBar}>Generate · Writing</span>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>Topic &amp; Instructions</span>
        <span className={styles.typed}>Ordering food at a café</span>
      </div>
      <div className={styles.row}>
        <span className={styles.field}>
          <span className={styles.fieldLabel}>Language</span>
          Spanish
        </span>
        <span className={styles.field}>
          <span className={styles.fieldLabel}>Level</span>
          A2
        </span>
      </div>
      <span className={styles.pressedButton}>Generate</span>
      <div className={styles.result}>
        <span className={styles.resultTitle} lang="es">
          En la cafetería · 5 prompts
        </span>
        <span className={styles.line} style={{ inlineSize: '90%' }} />
        <span className={styles.line} style={{ inlineSize: '70%' }} />
      </div>
    </>
  );
}

function SolveScene() {
  return (
    <>
      <span className={styles.windowBar}>Exercise 1 of 3</span>
      <span className={styles.question} lang="es">
        Completa: Yo ___ (querer) un café con leche.
      </span>
      <div className={styles.field}>
        <span className={styles.fieldLabel}>Your answer</span>
        <span className={styles.typedAnswer} lang="es">
          quiero
        </span>
      </div>
      <span className={styles.pressedButton}>Finish &amp; Evaluate</span>
      <div className={styles.score}>
        <span className={styles.scoreValue}>86%</span>
        <span>
          Question 1 is correct: <span lang="es">querer</span> changes its stem to{' '}
          <span lang="es">quiero</span>.
        </span>
      </div>
    </>
  );
}

const accuracy = [
  { type: 'Writing', value: 88 },
  { type: 'Reading', value: 74 },
  { type: 'Listening', value: 63 },
] as const;

function AnalyticsScene() {
  return (
    <>
      <span className={styles.windowBar}>Room · Spanish A2 · Analytics</span>
      <div className={styles.stats}>
        <span className={styles.stat}>
          <span className={styles.statValue}>92%</span>
          Completion rate
        </span>
        <span className={styles.stat}>
          <span className={styles.statValue}>81%</span>
          Average score
        </span>
      </div>
      <div className={styles.bars}>
        {accuracy.map((item, index) => (
          <div key={item.type} className={styles.barRow}>
            <span>{item.type}</span>
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
            <span>{item.value}%</span>
          </div>
        ))}
      </div>
      <span className={styles.revisit}>
        Topic to revisit: <span lang="es">pretérito imperfecto</span>
      </span>
    </>
  );
}
