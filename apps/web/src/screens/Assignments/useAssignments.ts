import type { ApiClient, Assignment } from '@lingua/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../layout/call';
import { queryKeys } from '../../layout/queryKeys';
import { useApi } from '../../layout/services';
import { useRole } from '../../layout/useRole';

/** The teacher's list; a failure is an empty list, as the spec's silent failures say. */
async function teacherAssignments(api: ApiClient): Promise<Assignment[]> {
  try {
    return (await call(api.GET('/assignments/users_assignments_list'))).assignments;
  } catch {
    return [];
  }
}

/** The student's list, with the average of each completed one fetched when it is missing. */
async function studentAssignments(api: ApiClient): Promise<Assignment[]> {
  const list = (await call(api.GET('/assignments/assignments_completion_list')))
    .assignments_completion;
  return Promise.all(
    list.map(async (assignment) => {
      if (assignment.status !== 'Completed' || typeof assignment.average_score === 'number') {
        return assignment;
      }
      try {
        const score = await call(
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
    queryKey: queryKeys.assignments(role ?? ''),
    queryFn: () => (isTeacher ? teacherAssignments(api) : studentAssignments(api)),
    enabled: role !== null,
  });
}
