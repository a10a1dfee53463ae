import { type FormEvent, type ReactNode, useId } from 'react';
import { rubricCommentMaxLength, rubricPoints } from '../../contractValues';
import { useUiStrings } from '../../strings/UiStrings';
import { FormFooter } from '../FormFooter/FormFooter';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './RubricScorer.css';

/** The points a criterion can be given, from none to fully at the level. */
export const pointChoices = Array.from(
  { length: rubricPoints.max - rubricPoints.min + 1 },
  (_, index) => rubricPoints.min + index,
);

/** One criterion of the rubric, named and explained in the teacher's language. */
export interface RubricCriterion {
  id: string;
  label: string;
  /** What the criterion looks at, under its name. */
  description?: string;
}

export interface RubricScorerProps {
  criteria: readonly RubricCriterion[];
  /** The points given so far, by criterion id. */
  scores: Readonly<Partial<Record<string, number>>>;
  onScore: (criterion: string, points: number) => void;
  comment: string;
  onCommentChange: (comment: string) => void;
  /** A recorder for the teacher's spoken reply, under the comment. */
  reply?: ReactNode;
  onSubmit: () => void;
  onCancel?: () => void;
  /**
   * The grade is being saved.
   * @default false
   */
  isPending?: boolean;
  /** Why the last save failed, in words the teacher can act on. */
  errorMessage?: string;
  /** Names the form for screen readers ("Grade the recording of question 2 on the rubric"). */
  'aria-label': string;
}

/**
 * The teacher's grading of a spoken answer: 0 to 4 points per criterion (arrow keys move
 * within a criterion, Tab to the next), the total as it adds up, a comment and a spoken reply.
 */
export function RubricScorer({
  criteria,
  scores,
  onScore,
  comment,
  onCommentChange,
  reply,
  onSubmit,
  onCancel,
  isPending = false,
  errorMessage,
  'aria-label': ariaLabel,
}: RubricScorerProps) {
  const strings = useUiStrings();
  const scaleId = useId();
  const points = criteria.reduce((sum, criterion) => sum + (scores[criterion.id] ?? 0), 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.root} aria-label={ariaLabel} onSubmit={submit}>
      <fieldset className={styles.criteria} aria-describedby={scaleId}>
        <legend className={styles.legend}>{strings.rubric}</legend>
        <p id={scaleId} className={styles.scale}>
          {strings.rubricScale}
        </p>
        {criteria.map((criterion) => {
          const given = scores[criterion.id];
          return (
            <RadioGroup
              key={criterion.id}
              label={criterion.label}
              description={criterion.description}
              orientation="horizontal"
              value={given === undefined ? null : String(given)}
              onChange={(value) => onScore(criterion.id, Number(value))}
              isDisabled={isPending}
            >
              {pointChoices.map((choice) => (
                <Radio key={choice} value={String(choice)}>
                  {choice}
                </Radio>
              ))}
            </RadioGroup>
          );
        })}
        <p className={styles.total} role="status">
          {strings.rubricPoints(points, criteria.length * rubricPoints.max)}
        </p>
      </fieldset>
      <TextArea
        label={strings.commentForStudent}
        description={strings.commentDescription}
        value={comment}
        onChange={onCommentChange}
        maxLength={rubricCommentMaxLength}
        rows={2}
        isDisabled={isPending}
      />
      {reply && (
        <div className={styles.reply}>
          <span className={styles.legend}>{strings.replyAloud}</span>
          {reply}
        </div>
      )}
      <FormFooter
        submitLabel={strings.saveGrade}
        isPending={isPending}
        errorMessage={errorMessage}
        onCancel={onCancel}
      />
    </form>
  );
}
