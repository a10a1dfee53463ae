import type { Assignment } from '@lingua/api';
import { solveFromAssignment } from '@lingua/flows';
import { Button, LightDialog } from '@lingua/ui';
import { useText } from '../../i18n/useText';
import * as styles from '../exercises/exercise.css';
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

/** The template solve dialog for an assignment: its template, attempts, time limit and id. */
export function AssignmentSolveDialog({
  assignment,
  onClose,
  onFinished,
  clock,
}: AssignmentSolveDialogProps) {
  const t = useText();
  const template = useTemplate(assignment?.template_id ?? '', { enabled: assignment !== null });
  const solve = assignment && template.data ? solveFromAssignment(template.data, assignment) : null;
  return (
    <>
      <TemplateSolveDialog solve={solve} onClose={onClose} onFinished={onFinished} clock={clock} />
      {/* Without its template the solve dialog cannot open; say so instead of doing nothing. */}
      <LightDialog
        title={assignment?.assignment_text ?? t('solve.assignmentFallback')}
        isOpen={assignment !== null && template.isError}
        onOpenChange={(open) => !open && onClose()}
      >
        <div className={styles.stack}>
          <p role="alert" className={styles.error}>
            {t('solve.assignmentFailed')}
          </p>
          <div className={styles.actions}>
            <Button onPress={() => void template.refetch()} isPending={template.isFetching}>
              {t('solve.tryAgain')}
            </Button>
          </div>
        </div>
      </LightDialog>
    </>
  );
}
