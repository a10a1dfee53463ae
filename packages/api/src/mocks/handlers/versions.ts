import { HttpResponse } from 'msw';
import type { components } from '../../generated/schema';
import { http, notFound, replaysWrite, signedIn } from '../http';
import type { MockStore, UserName } from '../store';

type Schemas = components['schemas'];
type VersionList = Schemas['ExerciseVersionList'];

/**
 * Versions are made by the server (recorded for the stories' requests, replayed); what a story
 * then edits or removes changes the list the caller reads, without the server's rules.
 */
export function versionsHandlers(store: MockStore) {
  const listKey = (id: string) => `GET /exercises/${id}/versions`;
  const listOf = (caller: UserName, id: string) =>
    store.read(caller, listKey(id))?.body as VersionList | undefined;
  const keep = (caller: UserName, id: string, versions: Schemas['ExerciseVersion'][]) =>
    store.answer(caller, listKey(id), { exercise_id: id, versions });

  return [
    replaysWrite(store, 'POST /exercises/{id}/versions', 'Exercise', {
      by: (body) => ` ${body.count}`,
      after: ({ caller, params, answer }) => {
        if (answer.status !== 201) return;
        keep(caller, params.id ?? '', (answer.body as Schemas['GeneratedVersions']).versions);
      },
    }),

    replaysWrite(store, 'POST /exercises/{id}/versions/{n}/regenerate', 'Version', {
      after: ({ caller, params, answer }) => {
        const list = listOf(caller, params.id ?? '');
        if (answer.status !== 200 || !list) return;
        const fresh = answer.body as Schemas['ExerciseVersion'];
        keep(
          caller,
          list.exercise_id,
          list.versions.map((v) => (v.number === fresh.number ? fresh : v)),
        );
      },
    }),

    http.patch('/exercises/{id}/versions/{n}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const list = listOf(caller.name, params.id);
      const current = list?.versions.find((v) => v.number === Number(params.n));
      if (!list || !current) return notFound('Version');
      const { results } = await request.json();
      const edited = { ...current, results, updated_at: store.nowIso() };
      keep(
        caller.name,
        params.id,
        list.versions.map((v) => (v === current ? edited : v)),
      );
      return response(200).json(edited);
    }),

    http.delete('/exercises/{id}/versions/{n}', ({ request, params }) => {
      const caller = signedIn(store, request);
      const list = listOf(caller.name, params.id);
      if (!list?.versions.some((v) => v.number === Number(params.n))) return notFound('Version');
      keep(
        caller.name,
        params.id,
        list.versions.filter((v) => v.number !== Number(params.n)),
      );
      return new HttpResponse<null>(null, { status: 204 });
    }),
  ];
}
