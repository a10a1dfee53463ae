import { serverMessage } from '@lingua/i18n/server';
import type { onRequestHookHandler } from 'fastify';
import type { Db } from '../db/db';
import { unauthorized } from '../http/errors';
import type { AccessTokens } from './accessTokens';
import { findAuthUser } from './queries';

/**
 * Accepts `Authorization: Bearer <jwt>` and loads the caller. The user row is read on every
 * call so a role chosen after login applies at once and a deleted account stops working.
 */
export function createAuthenticate(db: Db, accessTokens: AccessTokens): onRequestHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized(serverMessage('error.noAccessToken'));
    const claims = await accessTokens.verify(match[1]);
    if (!claims) throw unauthorized(serverMessage('error.invalidAccessToken'));
    const user = await findAuthUser(db, claims.userId);
    if (!user) throw unauthorized(serverMessage('error.invalidAccessToken'));
    request.authUser = { ...user, sessionId: claims.sessionId };
  };
}
