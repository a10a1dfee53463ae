import type { ApiClient, Assignment } from '@lingua/api';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type MutationCallbacks, useAreaMutation } from '../../app/areaMutation';
import { request } from '../../app/request';
import { useApi } from '../../app/services';
import { useRole } from '../../app/useRole';

/** The assignments area's query keys: the spec's `assignments` cache, one list per role. */
export const assignmentKeys = {
  lists: (role: string) => ['assignments', role] as const,
};

/** The spec's "cache cleared after mutations": every assignments list is dropped. */
export function clearAssignments(queryClient: QueryClient) {
  return queryClient.resetQueries({ queryKey: ['assignments'] });
}

export { assignmentCalls } from './assignmentCalls';

/** The teacher's list; a failure is an empty list, as the spec's silent failures say. */
async function teacherAssignments(api: ApiClient): Promise<Assignment[]> {
  try {
    return (await request(api.GET('/assignments/users_assignments_list'))).assignments;
  } catch {
    return [];
  }
}

/** The student's list, with the average of each completed one fetched when it is missing. */
async function studentAssignments(api: ApiClient): Promise<Assignment[]> {
  const list = (await request(api.GET('/assignments/assignments_completion_list')))
    .assignments_completion;
  return Promise.all(
    list.map(async (assignment) => {
      if (assignment.status !== 'Completed' || typeof assignment.average_score === 'number') {
        return assignment;
      }
      try {
        const score = await request(
          api.GET('/assignments/assignment_score/{id}', {
            params: { path: { id: assignment.assignment_id } },
          }),
        );
        return { ...assignment, average_score: score.average_score ?? 0 };
      } catch {
        return { ...assignment, average_score: 0 };
      }
    }),
  );
}

/** The assignments of the page: not loaded until the role is known. */
export function useAssignments() {
  const api = useApi();
  const { role, isTeacher } = useRole();
  return useQuery({
    queryKey: assignmentKeys.lists(role ?? ''),
    queryFn: () => (isTeacher ? teacherAssignments(api) : studentAssignments(api)),
    enabled: role !== null,
  });
}

export function useDeleteAssignment(callbacks?: MutationCallbacks<unknown, Assignment>) {
  const api = useApi();
  return useAreaMutation(
    (assignment: Assignment) =>
      request(
        api.DELETE('/assignments/delete/{id}', {
          params: { path: { id: assignment.assignment_id } },
        }),
      ),
    clearAssignments,
    callbacks,
  );
}

export type AssignmentUpdate = {
  assignment_text: string;
  assignment_description: string;
  schedule: string;
  time_limit: number;
  attempts: number;
};

export function useUpdateAssignment(
  assignmentId: string,
  callbacks?: MutationCallbacks<unknown, AssignmentUpdate>,
) {
  const api = useApi();
  return useAreaMutation(
    (body: AssignmentUpdate) =>
      request(
        api.PATCH('/assignments/update_assignment/{id}', {
          params: { path: { id: assignmentId } },
          body,
        }),
      ),
    clearAssignments,
    callbacks,
  );
}
