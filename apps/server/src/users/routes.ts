import { serverMessage } from '@lingua/i18n/server';
import { createOneTimeToken } from '../auth/oneTimeTokens';
import { verifyPassword } from '../auth/passwords';
import { revokeAllForUser } from '../auth/refreshTokens';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import { hitRateLimit } from '../http/rateLimit';
import { type RouteDefinition, route } from '../http/route';
import { verificationMail } from '../mail/messages';
import { displayRole } from '../shared/roles';
import { dashboardFor } from './dashboard';
import { exportUserData } from './export';
import { toProfile } from './profile';
import {
  deleteAccount,
  findPasswordHash,
  findTakenField,
  findUser,
  saveProfile,
  userIdsByEmail,
} from './queries';
import { decideRole, requireConfirmedTeacher, trimProfile } from './rules';

export function userRoutes({ db, mail, config, limits }: Deps): RouteDefinition[] {
  const currentUser = async (id: string) => {
    const row = await findUser(db, id);
    if (!row) throw notFound(serverMessage('error.users.notFound'));
    return row;
  };

  return [
    route('get', '/users/me', async ({ user }) => ({
      status: 200,
      body: toProfile(await currentUser(user.id)),
    })),

    route('patch', '/users/update-profile', async ({ user, body, request }) => {
      const { profile, errors } = trimProfile(body);
      const current = await currentUser(user.id);
      const role = decideRole(current.role, body.role);
      if ('error' in role && role.error === 'required')
        errors.role = serverMessage('error.users.roleRequired');
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      if ('error' in role) throw forbidden(serverMessage('error.users.roleFixed'));

      const taken = await findTakenField(db, user.id, profile.username, profile.email);
      if (taken === 'email') throw conflict(serverMessage('error.emailTaken'));
      if (taken === 'username') throw conflict(serverMessage('error.usernameTaken'));

      const emailChanged = profile.email !== current.email;
      const saved = await db.transaction(async (tx) => {
        const row = await saveProfile(tx, user.id, {
          ...profile,
          role: role.role,
          preferences: body.preferences,
          emailChanged,
        });
        if (emailChanged) {
          // Whoever knew the old address's password elsewhere is signed out; this session stays.
          await revokeAllForUser(tx, user.id, user.sessionId);
          const token = await createOneTimeToken(tx, user.id, 'verify_email');
          await mail.enqueue(
            tx,
            verificationMail(callerLocale(request), profile.email, config.appUrl, token),
          );
        }
        return row;
      });
      return { status: 200, body: toProfile(saved) };
    }),

    route('get', '/users/exists/{userId}', async ({ user, params }) => {
      if (params.userId !== user.id) throw forbidden(serverMessage('error.users.ownProfileOnly'));
      return { status: 200, body: { exists: user.role !== null } };
    }),

    route('get', '/users/role', async ({ user }) => {
      if (!user.role) throw notFound(serverMessage('error.users.noRole'));
      return { status: 200, body: { role: displayRole(user.role) } };
    }),

    route('post', '/users/delete_account', async ({ user, body }) => {
      const hash = await findPasswordHash(db, user.id);
      if (!hash || !(await verifyPassword(hash, body.password)))
        throw forbidden(serverMessage('error.users.wrongPassword'));
      await db.transaction((tx) => deleteAccount(tx, user.id, user.email));
      return { status: 204 };
    }),

    route('get', '/users/export', async ({ user, reply }) => {
      const data = await exportUserData(db, await currentUser(user.id));
      reply.header('content-disposition', 'attachment; filename="lingua-export.json"');
      return { status: 200, body: data };
    }),

    route('get', '/users/dashboard', async ({ user }) => ({
      status: 200,
      body: await dashboardFor(db, user),
    })),

    route('post', '/users/get_user_ids', async ({ user, body }) => {
      await requireConfirmedTeacher(db, user);
      await hitRateLimit(db, `user-lookup:teacher:${user.id}`, limits.userLookupPerTeacher);
      const emails = body.list_users.map((email) => email.trim().toLowerCase());
      return { status: 200, body: { user_ids: await userIdsByEmail(db, emails) } };
    }),
  ];
}
