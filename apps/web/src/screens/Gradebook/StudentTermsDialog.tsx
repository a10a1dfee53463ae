import type { Assignment } from '@lingua/api';
import { studentTermsMachine } from '@lingua/flows';
import { AccommodationsForm, Dialog, ExtensionForm, Select, type TimeMultiplier } from '@lingua/ui';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useInspectedMachine } from '../../app/inspector';
import { useApi } from '../../app/services';
import {
  type Accommodation,
  gradebookCalls,
  useExtensions,
  useTermsSaved,
} from '../../features/gradebook/queries';
import { useFormat } from '../../i18n/format';
import { Untranslated, useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './Gradebook.css';
import { fromLocalMoment, toLocalMoment } from './localMoment';

const savedText = {
  accommodations: 'gradebook.terms.accommodationsSaved',
  extension: 'gradebook.terms.extensionSaved',
  extensionRemoved: 'gradebook.terms.extensionRemoved',
} as const;

interface StudentTermsDialogProps {
  roomId: string;
  student: Accommodation;
  assignments: readonly Assignment[];
  onClose: () => void;
}

/** A student's extra time and attempts in the room, and a later schedule per assignment. */
export function StudentTermsDialog({
  roomId,
  student,
  assignments,
  onClose,
}: StudentTermsDialogProps) {
  const t = useText();
  const named = useNamed();
  const format = useFormat();
  const api = useApi();
  const termsSaved = useTermsSaved();
  const machine = useMemo(() => {
    const calls = gradebookCalls(api);
    return studentTermsMachine.provide({
      actors: {
        saveAccommodations: fromPromise(({ input }) => calls.saveAccommodations(input)),
        saveExtension: fromPromise(({ input }) => calls.saveExtension(input)),
        removeExtension: fromPromise(({ input }) => calls.removeExtension(input)),
      },
      actions: { reportSaved: () => void termsSaved() },
    });
  }, [api, termsSaved]);
  const [state, send] = useInspectedMachine(machine, {
    input: { roomId, studentId: student.student_id },
  });
  const busy = state.hasTag('busy');
  const { saved, error, scheduleError } = state.context;
  const [assignmentId, setAssignmentId] = useState<string | null>(
    assignments[0]?.assignment_id ?? null,
  );
  const extensions = useExtensions(assignmentId);
  const assignment = assignments.find((a) => a.assignment_id === assignmentId);
  const extension = extensions.data?.find((e) => e.student_id === student.student_id);
  const title = student.student_name
    ? named('gradebook.terms.title', { name: student.student_name })
    : t('gradebook.terms.titleUnnamed');

  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={styles.stack}>
        {saved && (
          <p role="status" className={styles.muted}>
            {t(savedText[saved])}
          </p>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {t(error)}
          </p>
        )}
        <AccommodationsForm
          defaultValues={{
            timeMultiplier: student.time_multiplier as TimeMultiplier,
            extraAttempts: student.extra_attempts,
          }}
          isPending={state.matches('savingAccommodations')}
          onSubmit={(values) =>
            send({
              type: 'accommodations.save',
              terms: {
                time_multiplier: values.timeMultiplier,
                extra_attempts: values.extraAttempts,
              },
            })
          }
        />
        <h3 className={styles.exerciseTitle}>{t('ui.extension')}</h3>
        {assignments.length === 0 ? (
          <p className={styles.muted}>{t('gradebook.noAssignments')}</p>
        ) : (
          <>
            <Select
              label={t('rooms.detail.assignment')}
              options={assignments.map((a) => ({
                id: a.assignment_id,
                label: a.assignment_text,
                asWritten: true,
              }))}
              selectedKey={assignmentId}
              onSelectionChange={(key) => setAssignmentId(key === null ? null : String(key))}
            />
            {assignment && extensions.isSuccess && (
              <ExtensionForm
                key={`${assignment.assignment_id}:${extension?.schedule ?? ''}`}
                defaultDue={toLocalMoment(extension?.schedule ?? assignment.schedule)}
                assignmentDue={toLocalMoment(assignment.schedule)}
                assignmentDueLabel={
                  <Untranslated>{format.local(assignment.schedule)}</Untranslated>
                }
                isPending={busy && !state.matches('savingAccommodations')}
                errorMessage={scheduleError ?? undefined}
                onSubmit={(due) =>
                  send({
                    type: 'extension.save',
                    assignmentId: assignment.assignment_id,
                    schedule: fromLocalMoment(due),
                  })
                }
                onRemove={
                  extension
                    ? () =>
                        send({ type: 'extension.remove', assignmentId: assignment.assignment_id })
                    : undefined
                }
              />
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
