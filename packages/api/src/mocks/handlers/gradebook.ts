import { HttpResponse } from 'msw';
import type { components } from '../../generated/schema';
import { createGradebookFixtures } from '../gradebookFixtures';
import { http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

type Schemas = components['schemas'];

const creditOf: Record<Schemas['Verdict'], Schemas['Credit']> = {
  correct: 1,
  half: 0.5,
  wrong: 0,
};

const csvFile = (text: string, filename: string) =>
  new HttpResponse<string>(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });

/**
 * The gradebook of the fixtures' Spanish room and past tense quiz (gradebookFixtures.ts): fixed
 * answers for those ids, 404 for any other; changes are echoed as the server answers them. Who
 * may call, and the scores recomputed after a change, are the server's.
 */
export function gradebookHandlers(store: MockStore) {
  const g = createGradebookFixtures();
  const isRoom = (id: string) => id === g.roomId;
  const isQuiz = (id: string) => id === g.assignmentId;
  const student = (id: string) => g.accommodations.find((row) => row.student_id === id);

  /** An item's new verdict in a sitting's detail, with the change kept beside it. */
  const withVerdict = (
    detail: Schemas['GradebookSittingDetail'],
    change: Schemas['OverrideRequest'],
  ): Schemas['GradebookSittingDetail'] => {
    const to = creditOf[change.verdict];
    return {
      sitting: { ...detail.sitting, overridden: true },
      exercises: detail.exercises.map((exercise) => ({
        ...exercise,
        items: exercise.items.map((item) =>
          exercise.exercise_id !== change.exercise_id || item.id !== change.item_id
            ? item
            : {
                ...item,
                credit: to,
                is_correct: to === 1,
                overrides: [
                  ...item.overrides,
                  {
                    teacher_name: 'Marta Ruiz',
                    at: store.nowIso(),
                    from: item.credit,
                    to,
                    comment: change.comment ?? '',
                  },
                ],
              },
        ),
      })),
    };
  };

  return [
    http.get('/gradebook/rooms/{id}/sittings', ({ request, params, query, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      if (!isRoom(params.id)) return notFound('Room');
      const userId = query.get('user_id');
      const assignmentId = query.get('assignment_id');
      const sittings = g.sittings.filter(
        (row) =>
          (!userId || row.student_id === userId) &&
          (!assignmentId || row.assignment_id === assignmentId),
      );
      return response(200).json({ sittings });
    }),

    http.get('/gradebook/sittings/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const detail = g.details[params.id];
      return detail ? response(200).json(detail) : notFound('Sitting');
    }),

    http.post('/gradebook/sittings/{id}/overrides', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const detail = g.details[params.id];
      if (!detail) return notFound('Sitting');
      const body = await request.json();
      return response(200).json(withVerdict(detail, body));
    }),

    http.put('/gradebook/sittings/{id}/excused', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const detail = g.details[params.id];
      if (!detail) return notFound('Sitting');
      const body = await request.json();
      return response(200).json({ ...detail.sitting, excused: body.excused });
    }),

    http.put('/gradebook/sittings/{id}/flags', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      if (!g.details[params.id]) return notFound('Sitting');
      const body = await request.json();
      return response(200).json({
        exercise_id: body.exercise_id,
        item_id: body.item_id,
        note: body.note?.trim() ?? '',
        flagged_at: store.nowIso(),
      });
    }),

    http.get('/gradebook/rooms/{id}/accommodations', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return isRoom(params.id)
        ? response(200).json({ accommodations: g.accommodations })
        : notFound('Room');
    }),

    http.put(
      '/gradebook/rooms/{id}/accommodations/{userId}',
      async ({ request, params, response }) => {
        const caller = signedIn(store, request);
        if (caller instanceof Response) return caller;
        if (!isRoom(params.id)) return notFound('Room');
        const body = await request.json();
        const member = student(params.userId);
        if (!member) return notFound('Member');
        return response(200).json({ ...member, ...body });
      },
    ),

    http.get('/gradebook/assignments/{id}/extensions', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return isQuiz(params.id)
        ? response(200).json({ extensions: g.extensions })
        : notFound('Assignment');
    }),

    http.put(
      '/gradebook/assignments/{id}/extensions/{userId}',
      async ({ request, params, response }) => {
        const caller = signedIn(store, request);
        if (caller instanceof Response) return caller;
        if (!isQuiz(params.id)) return notFound('Assignment');
        const body = await request.json();
        const holder = student(params.userId);
        if (!holder) return notFound('Holder');
        return response(200).json({
          student_id: holder.student_id,
          student_name: holder.student_name,
          schedule: body.schedule,
        });
      },
    ),

    http.delete(
      '/gradebook/assignments/{id}/extensions/{userId}',
      ({ request, params, response }) => {
        const caller = signedIn(store, request);
        if (caller instanceof Response) return caller;
        return isQuiz(params.id) ? response(204).empty() : notFound('Assignment');
      },
    ),

    http.get('/gradebook/assignments/{id}/item_analysis', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return isQuiz(params.id) ? response(200).json(g.itemAnalysis) : notFound('Assignment');
    }),

    http.get('/gradebook/rooms/{id}/export', ({ request, params }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return isRoom(params.id)
        ? csvFile(g.roomCsv, 'Spanish-B1-Evening-group-grades.csv')
        : notFound('Room');
    }),

    http.get('/gradebook/assignments/{id}/export', ({ request, params }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return isQuiz(params.id)
        ? csvFile(g.assignmentCsv, 'Past-tense-quiz-results.csv')
        : notFound('Assignment');
    }),
  ];
}
