import type { ServerMessage } from '@lingua/i18n/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import { hashOpaqueToken, newOpaqueToken } from '../opaqueTokens';
import { recordOutcome } from './queries';

/**
 * Ties a sign-in with a provider to the browser that started it: the session it opens is
 * collected (`POST /auth/oidc/exchange`) only with this cookie. One cookie for OpenID Connect
 * and SAML, so its path covers both.
 */
const BROWSER_COOKIE = 'lingua_oidc';
const COOKIE_PATH = '/api/auth';

export type SignInOutcome = { userId: string } | { refusal: ServerMessage };

export function createSsoBrowsers(db: Queryable, appUrl: string) {
  const secure = appUrl.startsWith('https:');
  const read = (request: FastifyRequest) =>
    (request.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === BROWSER_COOKIE)?.[1] || undefined;
  const set = (reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    reply.header(
      'set-cookie',
      `${BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );

  return {
    read,
    /** Ends the cookie (the session was collected). */
    clear: (reply: FastifyReply) => set(reply, '', 0),
    /** The browser's cookie, or a new one set on the answer. */
    token(request: FastifyRequest, reply: FastifyReply) {
      const existing = read(request);
      if (existing) return existing;
      const fresh = newOpaqueToken().token;
      set(reply, fresh, 15 * 60);
      return fresh;
    },
    /**
     * Records the outcome under a one-time code and returns where the browser goes: the login
     * page, which exchanges the code (in the fragment, so no server or Referer sees it).
     */
    async handOff(
      providerId: string,
      signInId: string | undefined,
      browserHash: string,
      outcome: SignInOutcome,
    ): Promise<string> {
      const handoff = newOpaqueToken();
      await recordOutcome(db, {
        id: signInId,
        providerId,
        browserHash,
        handoffHash: handoff.hash,
        userId: 'userId' in outcome ? outcome.userId : null,
        refusal: 'refusal' in outcome ? outcome.refusal : null,
      });
      return `${appUrl}/login#sso=${handoff.token}`;
    },
    hash: hashOpaqueToken,
  };
}
