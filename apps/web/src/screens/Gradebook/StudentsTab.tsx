import type { Assignment } from '@lingua/api';
import { Button, Table } from '@lingua/ui';
import { useId, useState } from 'react';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { type Accommodation, useAccommodations } from '../../features/gradebook/queries';
import { NamedLabel, Untranslated } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import * as styles from './Gradebook.css';

// Fetched when the teacher opens it (its extension form's date picker and calendar, its number
// field and radios): the gradebook's first view is over its budget. Mounted only while open.
const StudentTermsDialog = loadOnFirstOpen(
  () => import('./StudentTermsDialog').then((module) => module.StudentTermsDialog),
  () => true,
);

/** Every member's terms in the room (time multiplier, extra attempts), each changeable. */
export function StudentsTab({
  roomId,
  assignments,
}: {
  roomId: string;
  assignments: readonly Assignment[];
}) {
  const t = useText();
  const labelPrefix = useId();
  const accommodations = useAccommodations(roomId);
  const [student, setStudent] = useState<Accommodation | null>(null);
  return (
    <div className={styles.stack}>
      {accommodations.isError && (
        <p role="alert" className={styles.error}>
          {t('gradebook.studentsFailed')}
        </p>
      )}
      <Table
        aria-label={t('gradebook.terms.table')}
        emptyText={t(
          accommodations.isPending ? 'gradebook.loadingStudents' : 'gradebook.noStudents',
        )}
        rows={(accommodations.data ?? []).map((a) => ({ ...a, id: a.student_id }))}
        columns={[
          {
            id: 'student_name',
            header: t('gradebook.student'),
            isRowHeader: true,
            render: (a) =>
              a.student_name ? (
                <Untranslated>{a.student_name}</Untranslated>
              ) : (
                t('rooms.detail.unnamed')
              ),
          },
          {
            id: 'time_multiplier',
            header: t('ui.timeLimit'),
            render: (a) =>
              a.time_multiplier === 1
                ? t('gradebook.terms.standard')
                : t('ui.timeMultiplier', { value: a.time_multiplier }),
          },
          { id: 'extra_attempts', header: t('ui.extraAttempts'), numeric: true },
          {
            id: 'change',
            header: t('gradebook.terms.change'),
            render: (a) => {
              const labelId = `${labelPrefix}-${a.student_id}`;
              return (
                <>
                  <Button
                    variant="secondary"
                    size="small"
                    onPress={() => setStudent(a)}
                    aria-labelledby={labelId}
                  >
                    {t('gradebook.terms.change')}
                  </Button>
                  <NamedLabel
                    id={labelId}
                    message="gradebook.terms.changeFor"
                    values={{ name: a.student_name || t('rooms.detail.unnamed') }}
                  />
                </>
              );
            },
          },
        ]}
      />
      {student && (
        <StudentTermsDialog
          roomId={roomId}
          student={student}
          assignments={assignments}
          onClose={() => setStudent(null)}
        />
      )}
    </div>
  );
}
