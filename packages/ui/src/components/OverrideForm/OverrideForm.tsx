import { type FormEvent, useState } from 'react';
import { overrideCommentMaxLength } from '../../contractValues';
import { useUiStrings } from '../../strings/UiStrings';
import { FormFooter } from '../FormFooter/FormFooter';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';
import { type Verdict, verdictLabelsOf, verdicts } from '../SittingReview/verdict';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './OverrideForm.css';

export interface OverrideValues {
  verdict: Verdict;
  comment: string;
}

export interface OverrideFormProps {
  /** The verdict the item has now; the form starts there. */
  current: Verdict;
  onSubmit: (values: OverrideValues) => void;
  onCancel?: () => void;
  /**
   * The change is being saved.
   * @default false
   */
  isPending?: boolean;
  /** Why the last save failed, in words the teacher can act on. */
  errorMessage?: string;
  /** Names the form for screen readers ("Change the verdict of question 2"). */
  'aria-label'?: string;
}

/** The teacher's correction of one verdict, with a comment the student reads. */
export function OverrideForm({
  current,
  onSubmit,
  onCancel,
  isPending = false,
  errorMessage,
  'aria-label': ariaLabelProp,
}: OverrideFormProps) {
  const strings = useUiStrings();
  const verdictLabels = verdictLabelsOf(strings);
  const ariaLabel = ariaLabelProp ?? strings.changeTheVerdict;
  const [verdict, setVerdict] = useState<Verdict>(current);
  const [comment, setComment] = useState('');
  const unchanged = verdict === current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) onSubmit({ verdict, comment: comment.trim() });
  };
  return (
    <form className={styles.root} aria-label={ariaLabel} onSubmit={submit}>
      <RadioGroup
        label={strings.verdict}
        orientation="horizontal"
        value={verdict}
        onChange={(value) => setVerdict(value as Verdict)}
        isDisabled={isPending}
      >
        {verdicts.map((value) => (
          <Radio key={value} value={value}>
            {verdictLabels[value]}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        label={strings.commentForStudent}
        description={strings.commentDescription}
        value={comment}
        onChange={setComment}
        maxLength={overrideCommentMaxLength}
        rows={2}
        isDisabled={isPending}
      />
      <FormFooter
        submitLabel={strings.saveVerdict}
        isPending={isPending}
        isDisabled={unchanged}
        errorMessage={errorMessage}
        onCancel={onCancel}
      />
    </form>
  );
}
