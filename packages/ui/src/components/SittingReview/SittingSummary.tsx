import type { ReactNode } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import { scoreTone } from '../../theme/tone';
import { Badge } from '../Badge/Badge';
import * as styles from './SittingReview.css';

export interface SittingSummaryProps {
  /** The sitting's score in percent; null while it has none. */
  score: number | null;
  /** How long it took, formatted ("12 min"). */
  timeTaken?: ReactNode;
  /** When it was handed in, formatted. */
  submittedAt?: ReactNode;
  /** @default false */
  isLate?: boolean;
  /**
   * Left out of the averages by the teacher.
   * @default false
   */
  isExcused?: boolean;
}

/** One line on a sitting: its score, time, and whether it was late or excused. */
export function SittingSummary({
  score,
  timeTaken,
  submittedAt,
  isLate = false,
  isExcused = false,
}: SittingSummaryProps) {
  const strings = useUiStrings();
  return (
    <p className={styles.summary}>
      {score === null ? (
        <Badge>{strings.noScore}</Badge>
      ) : (
        <Badge tone={scoreTone(score)}>{strings.score(score)}</Badge>
      )}
      {isExcused && <Badge tone="accent">{strings.excusedNotInAverages}</Badge>}
      {isLate && <Badge tone="caution">{strings.late}</Badge>}
      {timeTaken && (
        <span>
          {`${strings.timeTaken} `}
          {timeTaken}
        </span>
      )}
      {submittedAt && (
        <span>
          {`${strings.handedIn} `}
          {submittedAt}
        </span>
      )}
    </p>
  );
}
