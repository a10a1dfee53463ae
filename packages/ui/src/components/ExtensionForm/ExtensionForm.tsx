import { type CalendarDateTime, parseDateTime } from '@internationalized/date';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useUiStrings } from '../../strings/UiStrings';
import * as formStyles from '../AccommodationsForm/AccommodationsForm.css';
import { Button } from '../Button/Button';
import { DatePicker } from '../DatePicker/DatePicker';
import { FormFooter } from '../FormFooter/FormFooter';

export interface ExtensionFormProps {
  /** The student's current due moment, local `YYYY-MM-DDTHH:mm`. */
  defaultDue: string;
  /** The assignment's own due moment, local `YYYY-MM-DDTHH:mm`, told to the teacher. */
  assignmentDue: string;
  /** Formatted `assignmentDue` for reading. */
  assignmentDueLabel: ReactNode;
  /** Receives the new due moment, local `YYYY-MM-DDTHH:mm:ss`. */
  onSubmit: (due: string) => void;
  /** Present when the student has an extension: takes it back. */
  onRemove?: () => void;
  onCancel?: () => void;
  /** @default false */
  isPending?: boolean;
  errorMessage?: string;
}

/** A later due moment for one student on one assignment. */
export function ExtensionForm({
  defaultDue,
  assignmentDue,
  assignmentDueLabel,
  onSubmit,
  onRemove,
  onCancel,
  isPending = false,
  errorMessage,
}: ExtensionFormProps) {
  const strings = useUiStrings();
  const [due, setDue] = useState<CalendarDateTime | null>(parseDateTime(defaultDue));
  const notLater = due !== null && due.compare(parseDateTime(assignmentDue)) <= 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (due && !notLater) onSubmit(due.toString());
  };
  return (
    <form className={formStyles.root} aria-label={strings.extension} onSubmit={submit}>
      <DatePicker
        label={strings.newDue}
        description={strings.assignmentDue(assignmentDueLabel)}
        granularity="minute"
        value={due}
        onChange={setDue}
        isInvalid={notLater}
        errorMessage={strings.dueNotLater}
        isDisabled={isPending}
      />
      <FormFooter
        submitLabel={strings.saveExtension}
        isPending={isPending}
        isDisabled={!due || notLater}
        errorMessage={errorMessage}
        onCancel={onCancel}
      >
        {onRemove && (
          <Button variant="danger" onPress={onRemove} isDisabled={isPending}>
            {strings.removeExtension}
          </Button>
        )}
      </FormFooter>
    </form>
  );
}
