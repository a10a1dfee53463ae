import { serverText } from '@lingua/i18n/server';
import type { Deps } from '../../deps';
import { callerLocale } from '../../http/callerLocale';
import { type RouteDefinition, route } from '../../http/route';
import { toVersion } from './mappers';
import { deleteVersion, listVersions, replaceVersions, updateVersion } from './queries';
import { anotherVersion, requireVersion, requireVersionsOwner, versionsOf } from './rules';

export function versionRoutes({ db }: Deps): RouteDefinition[] {
  return [
    route('get', '/exercises/{id}/versions', async ({ user, params }) => {
      await requireVersionsOwner(db, params.id, user);
      const rows = await listVersions(db, params.id);
      return { status: 200, body: { exercise_id: params.id, versions: rows.map(toVersion) } };
    }),

    route('post', '/exercises/{id}/versions', async ({ user, params, body, request }) => {
      const exercise = await requireVersionsOwner(db, params.id, user);
      const made = versionsOf(exercise, await listVersions(db, params.id), body.count);
      const rows = await db.transaction((tx) => replaceVersions(tx, params.id, made.versions));
      const { notice, shortfall } = made;
      return {
        status: 201,
        body: {
          exercise_id: params.id,
          versions: rows.map(toVersion),
          requested: made.requested,
          repeated_items: made.repeatedItems,
          ...(shortfall ? { shortfall } : {}),
          ...(notice
            ? { notice: serverText(callerLocale(request), notice.id, notice.values) }
            : {}),
        },
      };
    }),

    route('post', '/exercises/{id}/versions/{n}/regenerate', async ({ user, params }) => {
      const exercise = await requireVersionsOwner(db, params.id, user);
      const current = await requireVersion(db, params.id, params.n);
      const stored = await listVersions(db, params.id);
      const fresh = anotherVersion(exercise, stored);
      const row = await updateVersion(db, params.id, current.number, fresh);
      return { status: 200, body: toVersion(row ?? current) };
    }),

    route('patch', '/exercises/{id}/versions/{n}', async ({ user, params, body }) => {
      await requireVersionsOwner(db, params.id, user);
      const current = await requireVersion(db, params.id, params.n);
      // The recording stays the exercise's (see the migration).
      const { audio_base64: _audio, ...results } = body.results;
      const row = await updateVersion(db, params.id, current.number, {
        engine: current.engine,
        results,
        answer_key: body.answer_key ?? current.answer_key,
      });
      return { status: 200, body: toVersion(row ?? current) };
    }),

    route('delete', '/exercises/{id}/versions/{n}', async ({ user, params }) => {
      await requireVersionsOwner(db, params.id, user);
      await requireVersion(db, params.id, params.n);
      await deleteVersion(db, params.id, params.n);
      return { status: 204 };
    }),
  ];
}
