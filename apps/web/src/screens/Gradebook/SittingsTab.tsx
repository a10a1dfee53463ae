import type { Option } from '@lingua/ui';
import { Badge, Button, Link, Select, scoreTone, Table } from '@lingua/ui';
import { useState } from 'react';
import { type GradebookSitting, useRoomSittings } from '../../features/gradebook/queries';
import { formatLocal, twoDecimals } from '../../layout/format';
import * as styles from './Gradebook.css';

interface SittingsTabProps {
  roomId: string;
  students: Option[];
  assignments: Option[];
  /** Filters the page was opened with (from an assignment or a student). */
  initialStudent: string | null;
  initialAssignment: string | null;
  onDownloadAssignment: (assignmentId: string) => void;
}

const everyone = { id: '', label: 'Every student' };
const everything = { id: '', label: 'Every assignment' };

function status(sitting: GradebookSitting) {
  if (sitting.submitted_at === null) return <Badge>In progress</Badge>;
  return (
    <span className={styles.row}>
      {sitting.excused && <Badge tone="accent">Excused</Badge>}
      {sitting.late && <Badge tone="caution">Late</Badge>}
      {sitting.overridden && <Badge tone="neutral">Corrected</Badge>}
    </span>
  );
}

/** Every sitting of the room, newest first, filtered by student and assignment. */
export function SittingsTab({
  roomId,
  students,
  assignments,
  initialStudent,
  initialAssignment,
  onDownloadAssignment,
}: SittingsTabProps) {
  const [student, setStudent] = useState(initialStudent ?? '');
  const [assignment, setAssignment] = useState(initialAssignment ?? '');
  const sittings = useRoomSittings(roomId, {
    userId: student || undefined,
    assignmentId: assignment || undefined,
  });
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Select
          label="Student"
          options={[everyone, ...students]}
          selectedKey={student}
          onSelectionChange={(key) => setStudent(String(key ?? ''))}
        />
        <Select
          label="Assignment"
          options={[everything, ...assignments]}
          selectedKey={assignment}
          onSelectionChange={(key) => setAssignment(String(key ?? ''))}
        />
        {assignment && (
          <Button variant="secondary" onPress={() => onDownloadAssignment(assignment)}>
            Download results (CSV)
          </Button>
        )}
      </div>
      {sittings.isError && (
        <p role="alert" className={styles.error}>
          The sittings could not be loaded. Refresh the page to try again.
        </p>
      )}
      <Table
        aria-label="Sittings"
        emptyText={sittings.isPending ? 'Loading sittings…' : 'No sittings yet'}
        rows={(sittings.data ?? []).map((s) => ({ ...s, id: s.attempt_id }))}
        columns={[
          {
            id: 'student_name',
            header: 'Student',
            isRowHeader: true,
            render: (s) => s.student_name || 'Unnamed',
          },
          { id: 'assignment_text', header: 'Assignment' },
          { id: 'attempt_number', header: 'Attempt', numeric: true },
          {
            id: 'submitted_at',
            header: 'Handed in',
            render: (s) => (s.submitted_at ? formatLocal(s.submitted_at) : '—'),
          },
          {
            id: 'minutes_taken',
            header: 'Minutes',
            numeric: true,
            render: (s) => (s.minutes_taken === null ? '—' : String(s.minutes_taken)),
          },
          {
            id: 'score',
            header: 'Score',
            numeric: true,
            render: (s) =>
              s.score === null ? (
                '—'
              ) : (
                <Badge tone={scoreTone(s.score)}>{twoDecimals(s.score)}%</Badge>
              ),
          },
          { id: 'status', header: 'Status', render: status },
          {
            id: 'open',
            header: 'Review',
            render: (s) => (
              <Link
                href={`/rooms/${roomId}/sittings/${s.attempt_id}`}
                aria-label={`Review ${s.student_name || 'Unnamed'}, ${s.assignment_text}, attempt ${s.attempt_number}`}
              >
                Review
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
