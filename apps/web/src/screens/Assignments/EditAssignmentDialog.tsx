import type { Assignment } from '@lingua/api';
import { readApiError } from '@lingua/api';
import * as contract from '@lingua/api/contract';
import { msg } from '@lingua/i18n';
import { Button, Dialog, NumberField, TextArea, TextField } from '@lingua/ui';
import { useState } from 'react';
import { useShowToast } from '../../app/services';
import { useUpdateAssignment } from '../../features/assignments/queries';
import { useText } from '../../i18n/useText';
import * as styles from './AssignmentsScreen.css';

/** `2026-11-23T09:00` in the reader's time zone, as a datetime-local input wants it. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

interface EditAssignmentDialogProps {
  assignment: Assignment | null;
  onClose: () => void;
}

/** Edit Alert: title, description, due moment, time limit and attempts of one assignment. */
export function EditAssignmentDialog({ assignment, onClose }: EditAssignmentDialogProps) {
  const t = useText();
  return (
    <Dialog
      title={t('assignments.edit.title')}
      isOpen={assignment !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {assignment && <EditAssignmentForm assignment={assignment} onClose={onClose} />}
    </Dialog>
  );
}

function EditAssignmentForm({
  assignment,
  onClose,
}: {
  assignment: Assignment;
  onClose: () => void;
}) {
  const t = useText();
  const showToast = useShowToast();
  const [text, setText] = useState(assignment.assignment_text);
  const [description, setDescription] = useState(assignment.assignment_description);
  const [schedule, setSchedule] = useState(toLocalInput(assignment.schedule));
  const [timeLimit, setTimeLimit] = useState(assignment.time_limit);
  const [attempts, setAttempts] = useState(assignment.attempts);

  const save = useUpdateAssignment(assignment.assignment_id, {
    onSuccess: () => {
      showToast({ title: msg('assignments.edit.updated'), variant: 'default' });
      onClose();
    },
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, msg('assignments.edit.failed')),
        variant: 'destructive',
      }),
  });

  const complete =
    text.trim() !== '' &&
    description.trim() !== '' &&
    !Number.isNaN(Date.parse(schedule)) &&
    Number.isInteger(timeLimit) &&
    Number.isInteger(attempts);

  return (
    <form
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) {
          save.mutate({
            assignment_text: text.trim(),
            assignment_description: description.trim(),
            schedule: new Date(schedule).toISOString(),
            time_limit: timeLimit,
            attempts,
          });
        }
      }}
    >
      <TextField
        label={t('assignments.edit.titleField')}
        value={text}
        onChange={setText}
        maxLength={contract.AssignmentText.maxLength}
        isRequired
      />
      <TextArea
        label={t('assignments.field.description')}
        value={description}
        onChange={setDescription}
        maxLength={contract.AssignmentDescription.maxLength}
        isRequired
      />
      <TextField
        label={t('assignments.edit.due')}
        type="datetime-local"
        value={schedule}
        onChange={setSchedule}
        isRequired
      />
      <NumberField
        label={t('assignments.edit.timeLimit')}
        value={timeLimit}
        onChange={setTimeLimit}
        minValue={contract.TimeLimit.minimum}
        maxValue={contract.TimeLimit.maximum}
      />
      <NumberField
        label={t('assignments.field.attempts')}
        value={attempts}
        onChange={setAttempts}
        minValue={contract.Attempts.minimum}
        maxValue={contract.Attempts.maximum}
      />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          isDisabled={!complete}
          isPending={save.isPending}
          pendingLabel={t('assignments.edit.saving')}
        >
          {t('assignments.edit.save')}
        </Button>
      </div>
    </form>
  );
}
