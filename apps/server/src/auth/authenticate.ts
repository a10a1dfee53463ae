import type { onRequestHookHandler } from 'fastify';
import type { Db } from '../db/db';
import { unauthorized } from '../http/errors';
import type { AuthUser } from '../http/route';
import type { AccessTokens } from './accessTokens';

/**
 * Accepts `Authorization: Bearer <jwt>` and loads the caller. The user row is read on every
 * call so a role chosen after login applies at once and a deleted account stops working.
 */
export function createAuthenticate(db: Db, accessTokens: AccessTokens): onRequestHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized('No access token found');
    const userId = await accessTokens.verify(match[1]);
    if (!userId) throw unauthorized('Invalid or expired access token');
    const [user] = await db.query<AuthUser>('SELECT id, email, role FROM users WHERE id = $1', [
      userId,
    ]);
    if (!user) throw unauthorized('Invalid or expired access token');
    request.authUser = user;
  };
}
