import { type Assignment, readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, icons, SkeletonText, StatCard } from '@lingua/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { loadOnFirstOpen } from '../../app/loadOnFirstOpen';
import { useNow, useShowToast } from '../../app/services';
import { useRole } from '../../app/useRole';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog/ConfirmDeleteDialog';
import { Page, StatGrid } from '../../components/Page/Page';
import { RefreshButton } from '../../components/RefreshButton/RefreshButton';
import {
  clearAssignments,
  useAssignments,
  useDeleteAssignment,
} from '../../features/assignments/queries';
import { useText } from '../../i18n/useText';
import { assignmentStats } from './assignmentLists';
import { StudentAssignments } from './StudentAssignments';
import { TeacherAssignments } from './TeacherAssignments';

// A student never edits, a teacher never solves: each loads its dialog only when it opens.
const EditAssignmentDialog = loadOnFirstOpen(
  () => import('./EditAssignmentDialog').then((module) => module.EditAssignmentDialog),
  (props) => props.assignment !== null,
);
const AssignmentSolveDialog = loadOnFirstOpen(
  () =>
    import('../../features/templates/AssignmentSolveDialog').then(
      (module) => module.AssignmentSolveDialog,
    ),
  (props) => props.assignment !== null,
);

const StudentReviewDialog = loadOnFirstOpen(
  () =>
    import('../../features/gradebook/StudentReviewDialog').then(
      (module) => module.StudentReviewDialog,
    ),
  (props) => props.assignment !== null,
);

/** What the create-assignment dialog (learning-content.md) receives from this page. */
export interface CreateAssignmentDialogSlotProps {
  isOpen: boolean;
  onClose: () => void;
  /** Created and sent: the page reloads its lists. */
  onSuccess: () => void;
}

interface AssignmentsScreenProps {
  /**
   * Renders the create-assignment dialog behind the teacher's Create Assignment button. The
   * button only shows when a dialog is given.
   */
  renderCreateAssignmentDialog?: (props: CreateAssignmentDialogSlotProps) => ReactNode;
}

/** /assignments: figures, the teacher's or the student's tabs, and their actions. */
export default function AssignmentsScreen({
  renderCreateAssignmentDialog,
}: AssignmentsScreenProps) {
  const t = useText();
  const now = useNow();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  const { isTeacher } = useRole();
  const assignments = useAssignments();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Assignment | null>(null);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  const [solving, setSolving] = useState<Assignment | null>(null);
  const [reviewing, setReviewing] = useState<Assignment | null>(null);

  const reload = () => clearAssignments(queryClient);
  const remove = useDeleteAssignment({
    onSuccess: () => showToast({ title: msg('assignments.deleted'), variant: 'default' }),
    onError: (error) =>
      showToast({
        title: msg('common.error'),
        description: readApiError(error, msg('assignments.deleteFailed')),
        variant: 'destructive',
      }),
    onSettled: () => setDeleting(null),
  });

  const list = assignments.data ?? [];
  // "My Created" counts the teacher-assignments query, which is empty for a student.
  const stats = assignmentStats(list, isTeacher ? list : [], now);
  const loading = assignments.isPending || assignments.isFetching;

  return (
    <Page
      title={t('assignments.title')}
      subtitle={t('assignments.subtitle')}
      actions={
        <>
          <RefreshButton isPending={loading} onPress={reload} />
          {isTeacher && renderCreateAssignmentDialog && (
            <Button icon={<icons.PlusIcon />} onPress={() => setCreating(true)}>
              {t('assignments.createButton')}
            </Button>
          )}
        </>
      }
    >
      <StatGrid label={t('assignments.figures')}>
        <StatCard label={t('assignments.active')} value={stats.active} />
        <StatCard label={t('assignments.stat.thisWeek')} value={stats.thisWeek} />
        <StatCard label={t('assignments.stat.myCreated')} value={stats.myCreated} />
        <StatCard label={t('assignments.stat.roomsActive')} value={stats.roomsActive} />
      </StatGrid>
      {assignments.isPending ? (
        <SkeletonText lines={6} />
      ) : isTeacher ? (
        <TeacherAssignments
          assignments={list}
          now={now}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      ) : (
        <StudentAssignments
          assignments={list}
          now={now}
          onSolve={setSolving}
          onReview={setReviewing}
        />
      )}
      {renderCreateAssignmentDialog?.({
        isOpen: creating,
        onClose: () => setCreating(false),
        onSuccess: () => {
          setCreating(false);
          void reload();
        },
      })}
      <EditAssignmentDialog assignment={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        title={t('assignments.delete.title')}
        item={deleting}
        onCancel={() => setDeleting(null)}
        isPending={remove.isPending}
        onConfirm={(assignment) => remove.mutate(assignment)}
      >
        {(assignment) => t('assignments.delete.body', { name: assignment.assignment_text })}
      </ConfirmDeleteDialog>
      <AssignmentSolveDialog
        assignment={solving}
        onClose={() => setSolving(null)}
        onFinished={() => void reload()}
      />
      <StudentReviewDialog assignment={reviewing} onClose={() => setReviewing(null)} />
    </Page>
  );
}
