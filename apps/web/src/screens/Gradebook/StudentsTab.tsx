import type { Assignment } from '@lingua/api';
import { Button, Table } from '@lingua/ui';
import { useState } from 'react';
import { type Accommodation, useAccommodations } from '../../features/gradebook/queries';
import * as styles from './Gradebook.css';
import { StudentTermsDialog } from './StudentTermsDialog';

/** Every member's terms in the room (time multiplier, extra attempts), each changeable. */
export function StudentsTab({
  roomId,
  assignments,
}: {
  roomId: string;
  assignments: readonly Assignment[];
}) {
  const accommodations = useAccommodations(roomId);
  const [student, setStudent] = useState<Accommodation | null>(null);
  return (
    <div className={styles.stack}>
      {accommodations.isError && (
        <p role="alert" className={styles.error}>
          The students could not be loaded. Refresh the page to try again.
        </p>
      )}
      <Table
        aria-label="Students' terms"
        emptyText={accommodations.isPending ? 'Loading students…' : 'No students in this room'}
        rows={(accommodations.data ?? []).map((a) => ({ ...a, id: a.student_id }))}
        columns={[
          {
            id: 'student_name',
            header: 'Student',
            isRowHeader: true,
            render: (a) => a.student_name || 'Unnamed',
          },
          {
            id: 'time_multiplier',
            header: 'Time limit',
            render: (a) => (a.time_multiplier === 1 ? 'Standard' : `×${a.time_multiplier}`),
          },
          { id: 'extra_attempts', header: 'Extra attempts', numeric: true },
          {
            id: 'change',
            header: 'Change',
            render: (a) => (
              <Button
                variant="secondary"
                size="small"
                onPress={() => setStudent(a)}
                aria-label={`Change terms for ${a.student_name || 'Unnamed'}`}
              >
                Change
              </Button>
            ),
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
