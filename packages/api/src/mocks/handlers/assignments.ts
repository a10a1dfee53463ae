import type { components } from '../../generated/schema';
import { http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

type Attempt = components['schemas']['Attempt'];

/**
 * Assignments and their attempts as stories walk through them: an attempt starts, keeps its
 * answers and ends. Deadlines, grace periods and attempt counts are the server's rules.
 */
export function assignmentsHandlers(store: MockStore) {
  const attemptOf = ({ attempt_id, started_at, deadline }: Attempt) => ({
    attempt_id,
    started_at,
    deadline,
  });
  const openAttempt = (assignmentId: string, userId: string) =>
    store.attempts.find((a) => a.assignment_id === assignmentId && a.user_id === userId);

  return [
    http.post('/assignments/create_assignment', async ({ request, response }) => {
      const assignment = {
        id: store.newId(),
        ...(await request.json()),
        created_at: store.nowIso(),
      };
      store.db.assignments.push(assignment);
      return response(201).json(assignment);
    }),

    http.get('/assignments/users_assignments_list', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ assignments: store.assignmentsOfTeacher(caller.id) });
    }),

    http.get('/assignments/assignments_completion_list', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ assignments_completion: store.assignmentsOfStudent(caller.id) });
    }),

    http.patch('/assignments/update_assignment/{id}', async ({ request, params, response }) => {
      const assignment = store.assignment(params.id);
      if (!assignment) return notFound('Assignment');
      Object.assign(assignment, await request.json());
      return response(200).json(assignment);
    }),

    http.delete('/assignments/delete/{id}', ({ params, response }) => {
      if (!store.assignment(params.id)) return notFound('Assignment');
      store.db.assignments = store.db.assignments.filter((a) => a.id !== params.id);
      store.db.progress = store.db.progress.filter((p) => p.assignment_id !== params.id);
      return response(204).empty();
    }),

    http.post('/assignments/assign_assignment_students', ({ query, response }) => {
      const assignment = store.assignment(query.get('assignment_id') ?? '');
      if (!assignment) return notFound('Assignment');
      const newcomers = store
        .memberIds(assignment.room_id)
        .filter((userId) => !store.progressOf(assignment.id, userId));
      for (const user_id of newcomers) {
        store.db.progress.push({
          ...{ assignment_id: assignment.id, user_id, user_attempts: 0, scores: [] },
          ...{ score_timestamp: null, minutes: [] },
        });
      }
      return response(200).json({ assigned: newcomers.length });
    }),

    http.post('/assignments/start_attempt/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const assignment = store.assignment(params.id);
      if (!assignment) return notFound('Assignment');
      const open = openAttempt(assignment.id, caller.id);
      if (open) return response(200).json(attemptOf(open));
      const attempt = {
        attempt_id: store.newId(),
        started_at: store.nowIso(),
        deadline: new Date(store.now() + assignment.time_limit * 60_000).toISOString(),
      };
      store.attempts.push({
        ...attempt,
        assignment_id: assignment.id,
        user_id: caller.id,
        answers: [],
      });
      return response(201).json(attempt);
    }),

    http.get('/assignments/resume_attempt/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const open = openAttempt(params.id, caller.id);
      return response(200).json({
        attempt: open ? attemptOf(open) : null,
        answers: open?.answers ?? [],
        server_time: store.nowIso(),
      });
    }),

    http.put('/assignments/save_answers/{id}', async ({ request, response }) => {
      const { attempt_id, answers } = await request.json();
      const attempt = store.attempts.find((a) => a.attempt_id === attempt_id);
      if (!attempt) return notFound('Attempt');
      for (const answer of answers) {
        attempt.answers = [
          ...attempt.answers.filter((a) => a.exercise_id !== answer.exercise_id),
          answer,
        ];
      }
      return response(200).json({
        answers: answers.map(({ exercise_id }) => ({
          exercise_id,
          saved: true,
          saved_at: store.nowIso(),
        })),
        server_time: store.nowIso(),
      });
    }),

    http.put('/assignments/update_attempts/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const assignment = store.assignment(params.id);
      const progress = store.progressOf(params.id, caller.id);
      if (!assignment || !progress) return notFound('Assignment');
      progress.user_attempts += 1;
      const open = openAttempt(params.id, caller.id);
      if (open) store.attempts.splice(store.attempts.indexOf(open), 1);
      return response(200).json({
        user_attempts: progress.user_attempts,
        attempts: assignment.attempts,
        status: 'Completed',
      });
    }),

    http.get('/assignments/assignment_score/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const assignment = store.assignment(params.id);
      if (!assignment) return notFound('Assignment');
      const view = store.studentAssignmentView(assignment, caller.id);
      return response(200).json({
        average_score: view.average_score,
        timestamp: view.score_timestamp,
      });
    }),
  ];
}
