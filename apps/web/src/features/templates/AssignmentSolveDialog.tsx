import type { Assignment } from '@lingua/api';
import { solveFromAssignment } from '@lingua/flows';
import { Button, Dialog } from '@lingua/ui';
import * as styles from '../../features/exercises/exercise.css';
import { useTemplate } from './queries';
import { TemplateSolveDialog, type TemplateSolveDialogProps } from './TemplateSolveDialog';

export interface AssignmentSolveDialogProps {
  /** The assignment to solve (Solve / Solve Again); the dialog opens once its template is in. */
  assignment: Assignment | null;
  onClose: () => void;
  /** Answers evaluated and attempts updated: refresh the assignment lists. */
  onFinished?: () => void;
  /** The countdown's clock; stories stop it for stable screenshots. */
  clock?: TemplateSolveDialogProps['clock'];
}

const TEMPLATE_LOAD_FAILED = 'This assignment could not be opened. Please try again.';

/** The template solve dialog for an assignment: its template, attempts, time limit and id. */
export function AssignmentSolveDialog({
  assignment,
  onClose,
  onFinished,
  clock,
}: AssignmentSolveDialogProps) {
  const template = useTemplate(assignment?.template_id ?? '', { enabled: assignment !== null });
  const solve = assignment && template.data ? solveFromAssignment(template.data, assignment) : null;
  return (
    <>
      <TemplateSolveDialog solve={solve} onClose={onClose} onFinished={onFinished} clock={clock} />
      {/* Without its template the solve dialog cannot open; say so instead of doing nothing. */}
      <Dialog
        title={assignment?.assignment_text ?? 'Assignment'}
        isOpen={assignment !== null && template.isError}
        onOpenChange={(open) => !open && onClose()}
      >
        <div className={styles.stack}>
          <p role="alert" className={styles.error}>
            {TEMPLATE_LOAD_FAILED}
          </p>
          <div className={styles.actions}>
            <Button onPress={() => void template.refetch()} isPending={template.isFetching}>
              Try Again
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
