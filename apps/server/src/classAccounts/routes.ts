import type { Deps } from '../deps';
import { type RouteDefinition, route } from '../http/route';
import { findRoom } from '../rooms/queries';
import { requireRoomTeacher } from '../rooms/rules';
import { requireConfirmedTeacher } from '../users/rules';
import { toCards, toClassAccount } from './mappers';
import { classAccountsOf } from './queries';
import { createClassAccount, preparePupil, resetClassPassword } from './rules';

/** Class accounts: pupils without e-mail whom a room's teacher adds by name (issue 31). */
export function classAccountRoutes({ db, config }: Deps): RouteDefinition[] {
  /** The room, once the caller is known to be its teacher (404 and 403 otherwise). */
  const teachersRoom = async (roomId: string, user: Parameters<typeof requireRoomTeacher>[2]) => {
    await requireRoomTeacher(db, roomId, user);
    const room = await findRoom(db, roomId);
    if (!room) throw new Error(`room ${roomId} vanished`);
    return room;
  };

  return [
    route('get', '/rooms/class_accounts/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: (await classAccountsOf(db, params.id)).map(toClassAccount) };
    }),

    route('post', '/rooms/class_accounts/{id}', async ({ user, params, body }) => {
      const room = await teachersRoom(params.id, user);
      await requireConfirmedTeacher(db, user);
      const pupils = await Promise.all(
        body.pupils.map((pupil) => preparePupil(pupil, room.room_lang)),
      );
      const cards = await db.transaction(async (tx) => {
        const made = [];
        for (const pupil of pupils) made.push(await createClassAccount(tx, room.id, pupil));
        return made;
      });
      return { status: 201, body: toCards(config.appUrl, cards) };
    }),

    route(
      'post',
      '/rooms/class_accounts/{id}/reset_password/{userId}',
      async ({ user, params }) => {
        const room = await teachersRoom(params.id, user);
        const card = await resetClassPassword(db, room, params.userId);
        return { status: 200, body: toCards(config.appUrl, [card]) };
      },
    ),
  ];
}
