import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import type { MockStore, UserName } from '../store';
import { replayed } from './reads';

type Schemas = components['schemas'];
type Resume = Schemas['ResumedAttempt'];

/**
 * Assignments made, changed or removed in a story show in the teacher's list; a sitting starts,
 * keeps its answers and ends as the server answered the caller's start and finish (recorded).
 * Figures, deadlines and attempt counts are the server's.
 */
export function assignmentsHandlers(store: MockStore) {
  const resumeKey = (id: string) => `GET /assignments/resume_attempt/${id}`;
  /** What resuming the assignment reads from now on: the open sitting, or none. */
  const resumed = (name: UserName, id: string, attempt: Resume['attempt']) =>
    store.answer(name, resumeKey(id), { attempt, answers: [], server_time: store.nowIso() });

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

    http.delete('/assignments/delete/{id}', forgets(store)),

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
      const answer = store.read(caller.name, `POST /assignments/start_attempt/${params.id}`);
      if (!answer) return notFound('Assignment');
      if (answer.status === 201) resumed(caller.name, params.id, answer.body as Resume['attempt']);
      return response.untyped(replayed(answer));
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
      const answer = store.read(caller.name, `PUT /assignments/update_attempts/${params.id}`);
      if (!answer) return notFound('Assignment');
      if (answer.status === 200) {
        const { user_attempts, status } = answer.body as Schemas['AttemptsStatus'];
        store.patch(params.id, { user_attempts, status }, [caller.name]);
        resumed(caller.name, params.id, null);
      }
      return response.untyped(replayed(answer));
    }),
  ];
}
