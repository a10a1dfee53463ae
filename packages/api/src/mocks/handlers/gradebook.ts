import type { components } from '../../generated/schema';
import { http, notFound, signedIn } from '../http';
import type { MockStore, UserName } from '../store';

type Schemas = components['schemas'];
type Detail = Schemas['GradebookSittingDetail'];

const creditOf: Record<Schemas['Verdict'], Schemas['Credit']> = { correct: 1, half: 0.5, wrong: 0 };

/**
 * The gradebook reads are the server's, recorded; a change shows in them as sent (the scores
 * it would recompute stay as recorded).
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
    http.post('/gradebook/sittings/{id}/overrides', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const detail = detailOf(caller.name, params.id);
      if (!detail) return notFound('Sitting');
      const change = await request.json();
      const to = creditOf[change.verdict];
      const item = detail.exercises
        .find((exercise) => exercise.exercise_id === change.exercise_id)
        ?.items.find((candidate) => candidate.id === change.item_id);
      if (!item) return notFound('Item');
      const override = { teacher_name: nameOf(caller.profile.id), at: store.nowIso() };
      item.overrides.push({ ...override, from: item.credit, to, comment: change.comment ?? '' });
      Object.assign(item, { credit: to, is_correct: to === 1 });
      detail.sitting.overridden = true;
      return response(200).json(detail);
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
