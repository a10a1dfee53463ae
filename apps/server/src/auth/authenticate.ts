import { serverMessage } from '@lingua/i18n/server';
import type { onRequestHookHandler } from 'fastify';
import type { Db } from '../db/db';
import { unauthorized } from '../http/errors';
import type { AccessTokens } from './accessTokens';
import { findAuthUser } from './queries';

/**
 * Accepts `Authorization: Bearer <jwt>` and loads the caller. The user row and the token's
 * session are read on every call, so a role chosen after login applies at once, and a deleted
 * account or an ended session (logout, password reset, e-mail change) stops working.
 */
export function createAuthenticate(db: Db, accessTokens: AccessTokens): onRequestHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized(serverMessage('error.noAccessToken'));
    const claims = await accessTokens.verify(match[1]);
    if (!claims?.sessionId) throw unauthorized(serverMessage('error.invalidAccessToken'));
    const user = await findAuthUser(db, claims.userId, claims.sessionId);
    if (!user) throw unauthorized(serverMessage('error.invalidAccessToken'));
    request.authUser = { ...user, sessionId: claims.sessionId };
  };
}
