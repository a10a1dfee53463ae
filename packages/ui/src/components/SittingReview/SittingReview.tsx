import type { ReactNode } from 'react';
import { rubricPoints } from '../../contractValues';
import { useUiStrings } from '../../strings/UiStrings';
import { Badge } from '../Badge/Badge';
import * as styles from './SittingReview.css';
import { type Verdict, verdictLabelsOf, verdictTones } from './verdict';

/** The most points a criterion of the rubric earns. */
const RUBRIC_MOST = rubricPoints.max;

/** One change of a verdict, already formatted for reading. */
export interface VerdictChange {
  id: string;
  /** Who changed it (the teacher's name). */
  by: string;
  /** When, formatted in the reader's locale. */
  at: string;
  from: Verdict;
  to: Verdict;
  comment?: string | null;
}

/** A student's report that a question is faulty. */
export interface QuestionFlag {
  id: string;
  /** Who flagged it; left out where the reader is the student. */
  by?: string;
  at: string;
  comment?: string | null;
}

/** A criterion of the rubric with the points a spoken answer was given (of 4). */
export interface RubricLine {
  id: string;
  label: string;
  points: number;
}

export interface ReviewItem {
  id: string;
  /** The question as the student saw it. */
  question: ReactNode;
  /** What the student wrote; null when the item was left empty. */
  answer: string | null;
  /** A spoken answer: its player, shown in place of `answer`. */
  spokenAnswer?: ReactNode;
  verdict: Verdict;
  /** Credited until the teacher accepts or refuses it: its badge says so. @default false */
  toCheck?: boolean;
  feedback?: string | null;
  tip?: string | null;
  /** The teacher's comment on the last change, which the student reads. */
  comment?: string | null;
  /** A spoken answer graded on the rubric: the points per criterion. */
  rubric?: readonly RubricLine[];
  /** The teacher's recorded reply: its player. */
  reply?: ReactNode;
  /** Every change of the verdict, oldest first; shown beside the item when given. */
  history?: readonly VerdictChange[];
  flags?: readonly QuestionFlag[];
}

export interface SittingReviewProps {
  items: readonly ReviewItem[];
  /**
   * Level of each item's heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Controls under an item: the teacher's override, the student's flag button. */
  renderActions?: (item: ReviewItem) => ReactNode;
  /**
   * Show the history and flags column (the teacher's view).
   * @default false
   */
  showHistory?: boolean;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

/** The changes and flags of one item, beside it. */
function ItemSide({ item, headingLevel }: { item: ReviewItem; headingLevel: 3 | 4 | 5 }) {
  const Heading = `h${headingLevel}` as const;
  const strings = useUiStrings();
  const verdictLabels = verdictLabelsOf(strings);
  const history = item.history ?? [];
  const flags = item.flags ?? [];
  return (
    <div className={styles.side}>
      <Heading className={styles.sideTitle}>{strings.changes}</Heading>
      {history.length === 0 ? (
        <p className={styles.muted}>{strings.notChanged}</p>
      ) : (
        <ol className={styles.history}>
          {history.map((change) => (
            <li key={change.id}>
              <span translate="no">{change.by}</span>
              {', '}
              <span translate="no">{change.at}</span>
              {': '}
              {verdictLabels[change.from]}
              {' → '}
              {verdictLabels[change.to]}
              {change.comment && <span translate="no">{` — “${change.comment}”`}</span>}
            </li>
          ))}
        </ol>
      )}
      <Heading className={styles.sideTitle}>{strings.flags}</Heading>
      {flags.length === 0 ? (
        <p className={styles.muted}>{strings.noFlags}</p>
      ) : (
        <ul className={styles.history}>
          {flags.map((flag) => (
            <li key={flag.id}>
              {flag.by && <span translate="no">{flag.by}</span>}
              {flag.by && flag.at && ', '}
              {flag.at && <span translate="no">{flag.at}</span>}
              {flag.comment && <span translate="no">{`: “${flag.comment}”`}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Every item of a sitting: the question, the answer, its verdict, feedback and tip. */
export function SittingReview({
  items,
  headingLevel = 3,
  renderActions,
  showHistory = false,
}: SittingReviewProps) {
  const Heading = `h${headingLevel}` as const;
  const strings = useUiStrings();
  const verdictLabels = verdictLabelsOf(strings);
  return (
    <ol className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item} aria-label={strings.questionNumber(index + 1)}>
          <div className={styles.main}>
            <div className={styles.header}>
              <Heading className={styles.question}>
                {index + 1}. <span translate="no">{item.question}</span>
              </Heading>
              {item.toCheck ? (
                <Badge tone="accent">{strings.verdictToCheck}</Badge>
              ) : (
                <Badge tone={verdictTones[item.verdict]}>{verdictLabels[item.verdict]}</Badge>
              )}
            </div>
            <dl className={styles.facts}>
              <Fact term={strings.answer}>
                {item.spokenAnswer ??
                  (item.answer ? <span translate="no">{item.answer}</span> : strings.noAnswer)}
              </Fact>
              {item.feedback && (
                <Fact term={strings.feedback}>
                  <span translate="no">{item.feedback}</span>
                </Fact>
              )}
              {item.tip && (
                <Fact term={strings.tip}>
                  <span translate="no">{item.tip}</span>
                </Fact>
              )}
              {item.rubric && item.rubric.length > 0 && (
                <Fact term={strings.rubric}>
                  <ul className={styles.rubric}>
                    {item.rubric.map((line) => (
                      <li key={line.id}>
                        {line.label}: {strings.rubricPoints(line.points, RUBRIC_MOST)}
                      </li>
                    ))}
                  </ul>
                </Fact>
              )}
              {item.reply && <Fact term={strings.teacherReply}>{item.reply}</Fact>}
            </dl>
            {item.comment && (
              <p className={styles.comment}>
                <strong>{strings.teacherComment}</strong> <span translate="no">{item.comment}</span>
              </p>
            )}
            {!showHistory && (item.flags?.length ?? 0) > 0 && (
              <p className={styles.muted}>{strings.youFlagged}</p>
            )}
            {renderActions?.(item)}
          </div>
          {showHistory && <ItemSide item={item} headingLevel={(headingLevel + 1) as 3 | 4 | 5} />}
        </li>
      ))}
    </ol>
  );
}
