import type { Assignment } from '@lingua/api';
import { solveFromAssignment } from '@lingua/flows';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../layout/call';
import { useApi } from '../../layout/services';
import { TemplateSolveDialog } from './TemplateSolveDialog';

export interface AssignmentSolveDialogProps {
  /** The assignment to solve (Solve / Solve Again); the dialog opens once its template is in. */
  assignment: Assignment | null;
  onClose: () => void;
  /** Answers evaluated and attempts updated: refresh the assignment lists. */
  onFinished?: () => void;
}

/** The template solve dialog for an assignment: its template, attempts, time limit and id. */
export function AssignmentSolveDialog({
  assignment,
  onClose,
  onFinished,
}: AssignmentSolveDialogProps) {
  const api = useApi();
  const templateId = assignment?.template_id ?? '';
  const template = useQuery({
    queryKey: ['template', templateId],
    queryFn: () =>
      call(api.GET('/templates/get_template/{id}', { params: { path: { id: templateId } } })),
    enabled: assignment !== null,
  });
  const solve = assignment && template.data ? solveFromAssignment(template.data, assignment) : null;
  return <TemplateSolveDialog solve={solve} onClose={onClose} onFinished={onFinished} />;
}
