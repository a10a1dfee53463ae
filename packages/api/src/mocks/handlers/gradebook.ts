import type { components } from '../../generated/schema';
import { http, notFound, signedIn } from '../http';
import type { MockStore, UserName } from '../store';
import { replayed } from './reads';

type Schemas = components['schemas'];
type Detail = Schemas['GradebookSittingDetail'];

/**
 * The gradebook reads are the server's, recorded; a correction answers the server's answer to
 * the Sitting story's correction of that sitting (whatever was changed), other changes show
 * in the reads as sent.
 */
export function gradebookHandlers(store: MockStore) {
  const detailOf = (name: UserName, id: string) =>
    store.read(name, `GET /gradebook/sittings/${id}`)?.body as Detail | undefined;
  const listed = <T extends { student_id: string }>(name: UserName, key: string, field: string) =>
    (store.read(name, key)?.body as Record<string, T[]> | undefined)?.[field] ?? [];
  const nameOf = (userId: string) => {
    const { first_name, last_name } = store.profiles.get(userId)?.profile ?? {};
    return `${first_name} ${last_name}`;
  };

  return [
    http.post('/gradebook/sittings/{id}/overrides', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const answer = store.read(caller.name, `POST /gradebook/sittings/${params.id}/overrides`);
      if (!answer) return notFound('Sitting');
      store.answer(caller.name, `GET /gradebook/sittings/${params.id}`, answer.body, answer.status);
      return response.untyped(replayed(answer));
    }),

    http.put('/gradebook/sittings/{id}/excused', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const detail = detailOf(caller.name, params.id);
      if (!detail) return notFound('Sitting');
      store.patch(params.id, { excused: (await request.json()).excused });
      return response(200).json(detail.sitting);
    }),

    http.put('/gradebook/sittings/{id}/flags', async ({ request, response }) => {
      const body = await request.json();
      const note = body.note?.trim() ?? '';
      const flag = { exercise_id: body.exercise_id, item_id: body.item_id, note };
      return response(200).json({ ...flag, flagged_at: store.nowIso() });
    }),

    http.put(
      '/gradebook/rooms/{id}/accommodations/{userId}',
      async ({ request, params, response }) => {
        const caller = signedIn(store, request);
        const key = `GET /gradebook/rooms/${params.id}/accommodations`;
        const row = listed<Schemas['Accommodation']>(caller.name, key, 'accommodations').find(
          (candidate) => candidate.student_id === params.userId,
        );
        if (!row) return notFound('Member');
        Object.assign(row, await request.json());
        return response(200).json(row);
      },
    ),

    http.put(
      '/gradebook/assignments/{id}/extensions/{userId}',
      async ({ request, params, response }) => {
        const caller = signedIn(store, request);
        const key = `GET /gradebook/assignments/${params.id}/extensions`;
        const rows = listed<Schemas['Extension']>(caller.name, key, 'extensions');
        const row = { student_id: params.userId, student_name: nameOf(params.userId) };
        const extension = { ...row, schedule: (await request.json()).schedule };
        const kept = rows.filter((candidate) => candidate.student_id !== params.userId);
        store.answer(caller.name, key, { extensions: [...kept, extension] });
        return response(200).json(extension);
      },
    ),

    http.delete(
      '/gradebook/assignments/{id}/extensions/{userId}',
      ({ request, params, response }) => {
        const caller = signedIn(store, request);
        const key = `GET /gradebook/assignments/${params.id}/extensions`;
        const rows = listed<Schemas['Extension']>(caller.name, key, 'extensions');
        const kept = rows.filter((candidate) => candidate.student_id !== params.userId);
        store.answer(caller.name, key, { extensions: kept });
        return response(204).empty();
      },
    ),
  ];
}
