import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  Label,
} from 'react-aria-components';
import type { Tone } from '../../theme/tone';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps
  extends Omit<AriaProgressBarProps, 'className' | 'style' | 'children' | 'isIndeterminate'> {
  /** Visible label; without one pass `aria-label`. */
  label?: string;
  /** @default 'accent' */
  tone?: Tone;
  /**
   * Show the formatted value (e.g. "75%") beside the label.
   * @default true
   */
  showValue?: boolean;
}

/** How far a task has got, e.g. a room's completion rate. */
export function ProgressBar({ label, tone, showValue = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          {label && <Label className={styles.label}>{label}</Label>}
          {showValue && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div className={styles.fill({ tone })} style={{ inlineSize: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
