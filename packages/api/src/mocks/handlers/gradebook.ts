import type { components } from '../../generated/schema';
import { fixtures } from '../fixtures';
import { http, notFound, replaysWrite, signedIn } from '../http';
import type { MockStore, UserName } from '../store';

type Schemas = components['schemas'];
type Row = { student_id: string; student_name: string };

/**
 * The gradebook reads are the server's, recorded; a correction answers the server's answer to
 * the Sitting story's correction of that sitting (whatever was changed), other changes show
 * in the reads as sent.
 */
export function gradebookHandlers(store: MockStore) {
  /** The rows of the list `name` reads at `key` ({ field: rows }), and a setter for them. */
  const rowsAt = (name: UserName, key: string) => {
    const [field = '', rows = []] = Object.entries(store.read(name, key)?.body ?? {})[0] ?? [];
    const set = (next: Row[]) => store.answer(name, key, { [field]: next });
    return { rows: rows as Row[], set };
  };
  const extensionsOf = ({ request, params }: { request: Request; params: { id: string } }) =>
    rowsAt(signedIn(store, request).name, `GET /gradebook/assignments/${params.id}/extensions`);

  return [
    replaysWrite(store, 'POST /gradebook/sittings/{id}/overrides', 'Sitting', {
      after: ({ caller, params, answer }) =>
        store.answer(caller, `GET /gradebook/sittings/${params.id}`, answer.body, answer.status),
    }),

    // No sitting of the recorded classroom is spoken: a grading on the rubric answers the sitting
    // as kept (its rules and credit are the server's, apps/server/src/gradebook/rubric.test.ts).
    http.post('/gradebook/sittings/{id}/rubric', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const detail = store.read(caller.name, `GET /gradebook/sittings/${params.id}`)?.body;
      if (!detail) return notFound('Sitting');
      return response(200).json(detail as Schemas['GradebookSittingDetail']);
    }),

    // The recorded decision answers any; the answer decided on leaves the room's list.
    replaysWrite(store, 'POST /gradebook/sittings/{id}/to_check', 'Sitting', {
      after: ({ caller, params, body }) => {
        for (const room of Object.values(fixtures.rooms)) {
          const key = `GET /gradebook/rooms/${room.id}/to_check`;
          const list = store.read(caller, key)?.body as Schemas['AnswerToCheckList'] | undefined;
          if (!list) continue;
          const left = list.answers.filter(
            (answer) =>
              answer.attempt_id !== params.id ||
              answer.exercise_id !== body.exercise_id ||
              answer.item_id !== body.item_id,
          );
          store.answer(caller, key, { answers: left });
        }
      },
    }),

    http.put('/gradebook/sittings/{id}/excused', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const detail = store.read(caller.name, `GET /gradebook/sittings/${params.id}`)?.body;
      if (!detail) return notFound('Sitting');
      store.patch(params.id, { excused: (await request.json()).excused });
      return response(200).json((detail as Schemas['GradebookSittingDetail']).sitting);
    }),

    http.put('/gradebook/rooms/{id}/accommodations/{userId}', async (resolver) => {
      const { request, params, response } = resolver;
      const caller = signedIn(store, request);
      const key = `GET /gradebook/rooms/${params.id}/accommodations`;
      const row = rowsAt(caller.name, key).rows.find((r) => r.student_id === params.userId);
      if (!row) return notFound('Member');
      const changed = Object.assign(row as Schemas['Accommodation'], await request.json());
      return response(200).json(changed);
    }),

    http.put('/gradebook/assignments/{id}/extensions/{userId}', async (resolver) => {
      const { request, params, response } = resolver;
      const { rows, set } = extensionsOf(resolver);
      const { first_name, last_name } = store.profiles.get(params.userId)?.profile ?? {};
      const student = { student_id: params.userId, student_name: `${first_name} ${last_name}` };
      const extension = { ...student, schedule: (await request.json()).schedule };
      set([...rows.filter((row) => row.student_id !== params.userId), extension]);
      return response(200).json(extension);
    }),

    http.delete('/gradebook/assignments/{id}/extensions/{userId}', (resolver) => {
      const { rows, set } = extensionsOf(resolver);
      set(rows.filter((row) => row.student_id !== resolver.params.userId));
      return resolver.response(204).empty();
    }),
  ];
}
