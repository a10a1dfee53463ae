import {
  Meter as AriaMeter,
  type MeterProps as AriaMeterProps,
  Label,
} from 'react-aria-components';
import type { Tone } from '../../theme/tone';
import * as styles from '../ProgressBar/ProgressBar.css';

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children'> {
  label?: string;
  /**
   * Colour of the filled part; `scoreTone(score)` for scores.
   * @default 'accent'
   */
  tone?: Tone;
  /** @default true */
  showValue?: boolean;
}

/** A measurement within a known range (a score, an accuracy), not progress over time. */
export function Meter({ label, tone, showValue = true, ...props }: MeterProps) {
  return (
    <AriaMeter {...props} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          {label && <Label className={styles.label}>{label}</Label>}
          {showValue && <span className={styles.value}>{valueText}</span>}
          <div className={styles.track}>
            <div className={styles.fill({ tone })} style={{ inlineSize: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
