import { serverMessage, serverText } from '@lingua/i18n/server';
import { requestEmailChange } from '../auth/emailChange';
import { verifyPassword } from '../auth/passwords';
import { chargePasswordCheck } from '../auth/rules';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import { hitRateLimit } from '../http/rateLimit';
import { type RouteDefinition, route } from '../http/route';
import { displayRole } from '../shared/roles';
import { dashboardFor } from './dashboard';
import { exportUserData } from './export';
import { toProfile } from './profile';
import {
  deleteAccount,
  findPasswordHash,
  findUser,
  isUsernameTaken,
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
  // Every check counts against the account's password checks, right or wrong.
  const requirePassword = async (user: { id: string; email: string }, password: string) => {
    await chargePasswordCheck(db, user.email, limits.passwordChecksPerAccount);
    const hash = await findPasswordHash(db, user.id);
    if (!hash || !(await verifyPassword(hash, password)))
      throw forbidden(serverMessage('error.users.wrongPassword'));
  };

  return [
    route('get', '/users/me', async ({ user }) => ({
      status: 200,
      body: toProfile(await currentUser(user.id)),
    })),

    route('patch', '/users/update-profile', async ({ user, body, request }) => {
      const current = await currentUser(user.id);
      const { profile, errors } = trimProfile(body, { classAccount: current.class_account });
      const role = decideRole(current.role, body.role);
      if ('error' in role && role.error === 'required')
        errors.role = serverMessage('error.users.roleRequired');
      // A new address needs the password, and waits for its link (issue 30).
      const emailChanged = profile.email !== '' && profile.email !== current.email;
      if (emailChanged) {
        await hitRateLimit(db, `email-change:account:${user.id}`, limits.emailChangePerAccount);
        if (!body.current_password)
          errors.current_password = serverMessage('error.users.currentPasswordRequired');
      }
      if (Object.keys(errors).length > 0) throw unprocessable(errors);
      if ('error' in role) throw forbidden(serverMessage('error.users.roleFixed'));
      if (emailChanged) await requirePassword(user, body.current_password ?? '');

      if (await isUsernameTaken(db, user.id, profile.username))
        throw conflict(serverMessage('error.usernameTaken'));

      const saved = await db.transaction(async (tx) => {
        const row = await saveProfile(tx, user.id, {
          ...profile,
          // A class account keeps neither (issue 31), whatever was sent.
          ...(current.class_account ? { country: null, phone_number: null } : {}),
          role: role.role,
          preferences: body.preferences,
        });
        if (!emailChanged) return row;
        await requestEmailChange(tx, mail, config.appUrl, {
          userId: user.id,
          sessionId: user.sessionId,
          email: profile.email,
          locale: callerLocale(request),
        });
        return { ...row, pending_email: profile.email };
      });
      return {
        status: 200,
        body: {
          ...toProfile(saved),
          ...(emailChanged
            ? { message: serverText(callerLocale(request), 'notice.emailChangeSent') }
            : {}),
        },
      };
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
      await requirePassword(user, body.password);
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
