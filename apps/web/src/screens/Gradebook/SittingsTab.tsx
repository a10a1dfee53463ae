import type { NativeSelectOption } from '@lingua/ui';
import { Badge, Button, Link, NativeSelect, scoreTone, Table } from '@lingua/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type GradebookSitting, useRoomSittings } from '../../features/gradebook/queries';
import { useFormat } from '../../i18n/format';
import { NamedLabel, Untranslated } from '../../i18n/named';
import { type Translate, useText } from '../../i18n/useText';
import * as styles from './Gradebook.css';

interface SittingsTabProps {
  roomId: string;
  students: NativeSelectOption[];
  assignments: NativeSelectOption[];
  /** Filters the page was opened with (from an assignment or a student). */
  initialStudent: string | null;
  initialAssignment: string | null;
  onDownloadAssignment: (assignmentId: string) => void;
}

function status(sitting: GradebookSitting, t: Translate) {
  if (sitting.submitted_at === null) return <Badge>{t('gradebook.inProgress')}</Badge>;
  return (
    <span className={styles.row}>
      {sitting.excused && <Badge tone="accent">{t('gradebook.excused')}</Badge>}
      {sitting.late && <Badge tone="caution">{t('ui.late')}</Badge>}
      {sitting.overridden && <Badge tone="neutral">{t('gradebook.corrected')}</Badge>}
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
  const t = useText();
  const intl = useIntl();
  const format = useFormat();
  const labelPrefix = useId();
  const everyone = { id: '', label: t('gradebook.everyStudent') };
  const everything = { id: '', label: t('gradebook.everyAssignment') };
  const [student, setStudent] = useState(initialStudent ?? '');
  const [assignment, setAssignment] = useState(initialAssignment ?? '');
  const sittings = useRoomSittings(roomId, {
    userId: student || undefined,
    assignmentId: assignment || undefined,
  });
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        {/* The browser's own selects: plain choices, without react-aria's list box to download. */}
        <NativeSelect
          label={t('gradebook.student')}
          options={[everyone, ...students]}
          value={student}
          onChange={(event) => setStudent(event.target.value)}
        />
        <NativeSelect
          label={t('rooms.detail.assignment')}
          options={[everything, ...assignments]}
          value={assignment}
          onChange={(event) => setAssignment(event.target.value)}
        />
        {assignment && (
          <Button variant="secondary" onPress={() => onDownloadAssignment(assignment)}>
            {t('gradebook.downloadResults')}
          </Button>
        )}
      </div>
      {sittings.isError && (
        <p role="alert" className={styles.error}>
          {t('gradebook.sittingsFailed')}
        </p>
      )}
      <Table
        aria-label={t('gradebook.sittings')}
        emptyText={t(sittings.isPending ? 'gradebook.loadingSittings' : 'ui.noSittings')}
        rows={(sittings.data ?? []).map((s) => ({ ...s, id: s.attempt_id }))}
        columns={[
          {
            id: 'student_name',
            header: t('gradebook.student'),
            isRowHeader: true,
            render: (s) =>
              s.student_name ? (
                <Untranslated>{s.student_name}</Untranslated>
              ) : (
                t('rooms.detail.unnamed')
              ),
          },
          {
            id: 'assignment_text',
            header: t('rooms.detail.assignment'),
            render: (s) => <Untranslated>{s.assignment_text}</Untranslated>,
          },
          { id: 'attempt_number', header: t('gradebook.attempt'), numeric: true },
          {
            id: 'submitted_at',
            header: t('gradebook.handedIn'),
            render: (s) =>
              s.submitted_at ? <Untranslated>{format.local(s.submitted_at)}</Untranslated> : '—',
          },
          {
            id: 'minutes_taken',
            header: t('rooms.detail.minutes'),
            numeric: true,
            render: (s) => (s.minutes_taken === null ? '—' : intl.formatNumber(s.minutes_taken)),
          },
          {
            id: 'score',
            header: t('gradebook.score'),
            numeric: true,
            render: (s) =>
              s.score === null ? (
                '—'
              ) : (
                <Badge tone={scoreTone(s.score)}>
                  {t('gradebook.scorePercent', { score: format.twoDecimals(s.score) })}
                </Badge>
              ),
          },
          { id: 'status', header: t('gradebook.status'), render: (s) => status(s, t) },
          {
            id: 'open',
            header: t('gradebook.review'),
            render: (s) => {
              const labelId = `${labelPrefix}-${s.attempt_id}`;
              return (
                <>
                  <Link
                    href={`/rooms/${roomId}/sittings/${s.attempt_id}`}
                    aria-labelledby={labelId}
                  >
                    {t('gradebook.review')}
                  </Link>
                  <NamedLabel
                    id={labelId}
                    message="gradebook.reviewNamed"
                    values={{
                      name: s.student_name || t('rooms.detail.unnamed'),
                      assignment: s.assignment_text,
                      attempt: s.attempt_number,
                    }}
                  />
                </>
              );
            },
          },
        ]}
      />
    </div>
  );
}
