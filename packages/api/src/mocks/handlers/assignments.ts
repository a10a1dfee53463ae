import type { components } from '../../generated/schema';
import { forgets, http, notFound, replaysWrite, signedIn } from '../http';
import type { MockStore, UserName } from '../store';

type Schemas = components['schemas'];
type Resume = Schemas['ResumedAttempt'];
const LIST = 'GET /assignments/users_assignments_list';
/** What an assignment's details share with its line in the teacher's list. */
const DETAILS = ['assignment_text', 'assignment_description', 'room_id', 'template_id'] as const;
const TERMS = ['schedule', 'attempts', 'time_limit'] as const;
/** What each student's sitting shuffles: off unless the request turns it on, as on the server. */
const SETTINGS = ['shuffle_questions', 'shuffle_options', 'deal_versions'] as const;
const NO_SHUFFLE = { shuffle_questions: false, shuffle_options: false, deal_versions: false };

/**
 * Assignments made, changed or removed in a story show in the teacher's list; a sitting starts
 * and ends as the server answered the caller's start and finish (recorded); answers are saved.
 * Figures, deadlines and attempt counts are the server's.
 */
export function assignmentsHandlers(store: MockStore) {
  const resumeKey = (id = '') => `GET /assignments/resume_attempt/${id}`;
  /** What resuming the assignment reads from now on: the open sitting, or none. */
  const resumed = (name: UserName, id: string | undefined, attempt: Resume['attempt']) =>
    store.answer(name, resumeKey(id), { attempt, answers: [], server_time: store.nowIso() });
  const listed = (name: UserName, id: string | null) => {
    const list = store.read(name, LIST)?.body as Partial<Schemas['TeacherAssignmentsResponse']>;
    return list?.assignments?.find((assignment) => assignment.assignment_id === id);
  };

  return [
    http.post('/assignments/create_assignment', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const [id, body] = [store.newId(), await request.json()];
      const fields = { ...NO_SHUFFLE, ...body };
      const progress = { status: 'Pending', average_score: null, score_timestamp: null };
      const line = { assignment_id: id, ...fields, ...progress, user_attempts: 0 };
      store.prepend(caller.name, LIST, line, 'assignments');
      return response(201).json({ id, ...fields, created_at: store.nowIso() });
    }),

    http.patch('/assignments/update_assignment/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.patch(params.id, await request.json());
      const line = listed(caller.name, params.id);
      if (!line) return notFound('Assignment');
      const details = Object.fromEntries(
        [...DETAILS, ...TERMS, ...SETTINGS].map((key) => [key, line[key]]),
      );
      const created_at = store.nowIso();
      return response(200).json({
        ...(details as unknown as Schemas['AssignmentDetails']),
        id: params.id,
        created_at,
      });
    }),

    http.delete('/assignments/delete/{id}', forgets(store)),

    replaysWrite(store, 'POST /assignments/start_attempt/{id}', 'Assignment', {
      after: ({ caller, params, answer }) => {
        const open = (store.read(caller, resumeKey(params.id))?.body as Resume | undefined)
          ?.attempt;
        if (open) return { status: 200, body: open };
        if (answer.status === 201) resumed(caller, params.id, answer.body as Resume['attempt']);
      },
    }),

    http.put('/assignments/save_answers/{id}', async ({ request, response }) => {
      const [{ answers }, saved_at] = [await request.json(), store.nowIso()];
      const saved = answers.map(({ exercise_id }) => ({ exercise_id, saved: true, saved_at }));
      return response(200).json({ answers: saved, server_time: saved_at });
    }),

    replaysWrite(store, 'PUT /assignments/update_attempts/{id}', 'Assignment', {
      after: ({ caller, params, answer }) => {
        if (answer.status !== 200) return;
        const { user_attempts, status } = answer.body as Schemas['AttemptsStatus'];
        store.patch(params.id ?? '', { user_attempts, status }, [caller]);
        resumed(caller, params.id, null);
      },
    }),
  ];
}
