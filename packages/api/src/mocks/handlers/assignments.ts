import type { components } from '../../generated/schema';
import { http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

type Schemas = components['schemas'];
type Resume = Schemas['ResumedAttempt'];

/**
 * Assignments made, changed or removed in a story show in the teacher's list; a sitting starts,
 * keeps its answers and ends. Figures, deadlines and attempt counts are the server's, recorded.
 */
export function assignmentsHandlers(store: MockStore) {
  const resumeKey = (id: string) => `GET /assignments/resume_attempt/${id}`;
  const held = (name: Parameters<MockStore['read']>[0], id: string) =>
    (
      store.read(name, 'GET /assignments/assignments_completion_list')?.body as
        | Schemas['StudentAssignmentsResponse']
        | undefined
    )?.assignments_completion.find((a) => a.assignment_id === id);

  return [
    http.post('/assignments/create_assignment', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const assignment = {
        id: store.newId(),
        ...(await request.json()),
        created_at: store.nowIso(),
      };
      const { id, created_at: _, ...fields } = assignment;
      const listed = { assignment_id: id, ...fields, status: 'Pending', user_attempts: 0 };
      const key = 'GET /assignments/users_assignments_list';
      store.prepend(
        caller.name,
        key,
        { ...listed, average_score: null, score_timestamp: null },
        'assignments',
      );
      return response(201).json(assignment as Schemas['AssignmentDetails']);
    }),

    http.patch('/assignments/update_assignment/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.patch(params.id, await request.json());
      const list = store.read(caller.name, 'GET /assignments/users_assignments_list')?.body as
        | Schemas['TeacherAssignmentsResponse']
        | undefined;
      const listed = list?.assignments.find((a) => a.assignment_id === params.id);
      if (!listed) return notFound('Assignment');
      const { assignment_text, assignment_description, room_id, template_id } = listed;
      const { schedule, attempts, time_limit } = listed;
      return response(200).json({
        ...{ id: params.id, assignment_text, assignment_description, room_id, template_id },
        ...{ schedule, attempts, time_limit, created_at: store.nowIso() },
      });
    }),

    http.delete('/assignments/delete/{id}', ({ params, response }) => {
      store.forget(params.id);
      return response(204).empty();
    }),

    http.post('/assignments/assign_assignment_students', ({ request, query, response }) => {
      const caller = signedIn(store, request);
      const list = store.read(caller.name, 'GET /assignments/users_assignments_list')?.body as
        | Schemas['TeacherAssignmentsResponse']
        | undefined;
      const roomId = list?.assignments.find(
        (a) => a.assignment_id === query.get('assignment_id'),
      )?.room_id;
      const members = store.read(caller.name, `GET /rooms/get_users/${roomId}`)?.body;
      return response(200).json({ assigned: Array.isArray(members) ? members.length : 0 });
    }),

    http.post('/assignments/start_attempt/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const open = store.read(caller.name, resumeKey(params.id))?.body as Resume | undefined;
      if (open?.attempt) return response(200).json(open.attempt);
      const assignment = held(caller.name, params.id);
      if (!assignment) return notFound('Assignment');
      const minutes = assignment.effective_time_limit ?? assignment.time_limit;
      const attempt = {
        attempt_id: store.newId(),
        started_at: store.nowIso(),
        deadline: new Date(store.now() + minutes * 60_000).toISOString(),
      };
      store.answer(caller.name, resumeKey(params.id), {
        attempt,
        answers: [],
        server_time: store.nowIso(),
      });
      return response(201).json(attempt);
    }),

    http.put('/assignments/save_answers/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const { answers } = await request.json();
      const open = store.read(caller.name, resumeKey(params.id))?.body as Resume | undefined;
      if (!open?.attempt) return notFound('Attempt');
      const saved = new Set(answers.map((a) => a.exercise_id));
      open.answers = [...open.answers.filter((a) => !saved.has(a.exercise_id)), ...answers];
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
      const assignment = held(caller.name, params.id);
      if (!assignment) return notFound('Assignment');
      assignment.user_attempts += 1;
      assignment.status = 'Completed';
      store.answer(caller.name, resumeKey(params.id), {
        attempt: null,
        answers: [],
        server_time: store.nowIso(),
      });
      return response(200).json({
        user_attempts: assignment.user_attempts,
        attempts: assignment.effective_attempts ?? assignment.attempts,
        status: 'Completed',
      });
    }),
  ];
}
