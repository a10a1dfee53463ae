import { type CalendarDateTime, parseDateTime } from '@internationalized/date';
import { type FormEvent, useState } from 'react';
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
  assignmentDueLabel: string;
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
  const [due, setDue] = useState<CalendarDateTime | null>(parseDateTime(defaultDue));
  const notLater = due !== null && due.compare(parseDateTime(assignmentDue)) <= 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (due && !notLater) onSubmit(due.toString());
  };
  return (
    <form className={formStyles.root} aria-label="Extension" onSubmit={submit}>
      <DatePicker
        label="New due date and time"
        description={`The assignment is due ${assignmentDueLabel}.`}
        granularity="minute"
        value={due}
        onChange={setDue}
        isInvalid={notLater}
        errorMessage="Choose a moment after the assignment's own due date."
        isDisabled={isPending}
      />
      <FormFooter
        submitLabel="Save extension"
        isPending={isPending}
        isDisabled={!due || notLater}
        errorMessage={errorMessage}
        onCancel={onCancel}
      >
        {onRemove && (
          <Button variant="danger" onPress={onRemove} isDisabled={isPending}>
            Remove extension
          </Button>
        )}
      </FormFooter>
    </form>
  );
}
