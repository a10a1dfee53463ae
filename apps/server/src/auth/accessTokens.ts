import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/db';
import { sharedJwtSecret } from './queries';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  /** The session (refresh-token family) the token was issued to. */
  sessionId: string | undefined;
}

export interface AccessTokens {
  sign(userId: string, sessionId: string): Promise<string>;
  /** Who the token is for, or undefined when it is invalid or expired. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

/**
 * HS256 tokens. Without JWT_SECRET the key is generated once and kept in the database, so
 * every instance on the same database signs and accepts the same tokens.
 */
export async function createAccessTokens(
  db: Db,
  configured: string | undefined,
): Promise<AccessTokens> {
  // Imported once: given the raw bytes, jose would import them again on every verification,
  // which cost more than the verification itself on each authenticated call.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(configured ?? (await sharedSecret(db))),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: (userId, sessionId) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub) return undefined;
        return {
          userId: payload.sub,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

function sharedSecret(db: Db): Promise<string> {
  return sharedJwtSecret(db, randomBytes(48).toString('base64url'));
}

/** The tokens of a login or refresh answer: a new access token beside the session's refresh token. */
export async function tokenResponse(
  accessTokens: AccessTokens,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  return {
    access_token: await accessTokens.sign(userId, sessionId),
    refresh_token: refreshToken,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
  };
}
