import type { ReactNode } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './AnswersToCheck.css';

/** An answer the grader could neither prove right nor wrong, waiting for the teacher. */
export interface AnswerToCheck {
  id: string;
  /** Who gave it (a name, shown as written). */
  student: string;
  /** Where: the assignment's title (shown as written). */
  assignment: string;
  /** The question as the student saw it. */
  question: string;
  answer: string;
  /** The answer key's answer, beside it. */
  answerKey: string;
}

export interface AnswersToCheckProps {
  answers: readonly AnswerToCheck[];
  /** The decision controls under each answer (`DecisionButtons`). */
  renderActions?: (answer: AnswerToCheck) => ReactNode;
  /**
   * Level of each answer's heading, to fit the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.detail}>{children}</dd>
    </>
  );
}

/** The answers left to the teacher: who, where, the question, the answer and the key. */
export function AnswersToCheck({ answers, renderActions, headingLevel = 3 }: AnswersToCheckProps) {
  const strings = useUiStrings();
  const Heading = `h${headingLevel}` as const;
  if (answers.length === 0)
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={strings.nothingToCheck}
        description={strings.nothingToCheckDescription}
      />
    );
  return (
    <ol className={styles.list} aria-label={strings.answersToCheck}>
      {answers.map((answer) => (
        <li key={answer.id} className={styles.item}>
          <Heading className={styles.heading}>
            <span translate="no">{answer.student}</span>
            {' — '}
            <span translate="no">{answer.assignment}</span>
          </Heading>
          <dl className={styles.facts}>
            <Fact term={strings.question}>
              <span translate="no">{answer.question}</span>
            </Fact>
            <Fact term={strings.answer}>
              <span translate="no" className={styles.answer}>
                {answer.answer}
              </span>
            </Fact>
            <Fact term={strings.answerKey}>
              <span translate="no">{answer.answerKey}</span>
            </Fact>
          </dl>
          {renderActions?.(answer)}
        </li>
      ))}
    </ol>
  );
}

export interface DecisionButtonsProps {
  onAccept: () => void;
  onRefuse: () => void;
  /** The decision on its way: its button spins, both are disabled. @default null */
  pending?: 'accept' | 'refuse' | null;
  /** Why the last decision was not saved. */
  errorMessage?: string | null;
}

/** Accept (right, and for everyone who gave it) or refuse (wrong) one answer to check. */
export function DecisionButtons({
  onAccept,
  onRefuse,
  pending = null,
  errorMessage,
}: DecisionButtonsProps) {
  const strings = useUiStrings();
  const busy = pending !== null;
  return (
    <div className={styles.actions}>
      <Button
        size="small"
        onPress={onAccept}
        isPending={pending === 'accept'}
        isDisabled={busy && pending !== 'accept'}
        pendingLabel={strings.savingPending}
      >
        {strings.acceptAnswer}
      </Button>
      <Button
        size="small"
        variant="secondary"
        onPress={onRefuse}
        isPending={pending === 'refuse'}
        isDisabled={busy && pending !== 'refuse'}
        pendingLabel={strings.savingPending}
      >
        {strings.refuseAnswer}
      </Button>
      {errorMessage && (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
