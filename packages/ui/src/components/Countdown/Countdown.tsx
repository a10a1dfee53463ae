import { useEffect, useState } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import * as styles from './Countdown.css';
import { describeRemaining, formatCountdown, isAnnouncedMoment } from './countdown';

export interface CountdownProps {
  /** Seconds remaining; the caller owns the clock and re-renders every second. */
  secondsLeft: number;
  /**
   * At or below this many seconds the display turns to its warning style.
   * @default 60
   */
  warningAtSeconds?: number;
  /** @default 'Time left' */
  label?: string;
  /** Words screen readers hear at the announced moments. @default "5 minutes left" style */
  describe?: (secondsLeft: number) => string;
}

/**
 * MM:SS of a timed assignment. The visible timer is silent (`role="timer"`); a polite live
 * region speaks only at whole minutes and in the last 30 and 10 seconds.
 */
export function Countdown({
  secondsLeft,
  warningAtSeconds = 60,
  label: labelProp,
  describe: describeProp,
}: CountdownProps) {
  const strings = useUiStrings();
  const label = labelProp ?? strings.timeLeft;
  const describe = describeProp ?? ((seconds: number) => describeRemaining(seconds, strings));
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (isAnnouncedMoment(secondsLeft)) setAnnouncement(describe(secondsLeft));
  }, [secondsLeft, describe]);

  return (
    <div className={styles.root} data-warning={secondsLeft <= warningAtSeconds || undefined}>
      <span className={styles.label}>{label}</span>
      <span role="timer" aria-label={label} className={styles.time}>
        {formatCountdown(secondsLeft)}
      </span>
      <span aria-live="polite" className={styles.announcer}>
        {announcement}
      </span>
    </div>
  );
}
