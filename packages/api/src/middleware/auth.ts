import type { Middleware } from 'openapi-fetch';
import { SESSION_MESSAGES, SessionError } from '../session/errors';
import { isExpiringSoon } from '../session/jwt';
import type { TokenStore } from '../session/storage';

export interface AuthMiddlewareOptions {
  store: TokenStore;
  /** Shared refresh: resolves to the new access token, rejects when the session is over. */
  refresh: () => Promise<string>;
  now: () => number;
  isPublic: (schemaPath: string) => boolean;
}

const AUTHORIZATION = 'Authorization';

/**
 * The session rules of platform-shell.md sections 4 and 7 for every protected call: the bearer
 * header from storage, a refresh before the request when the token expires within 5 minutes,
 * and one retry after a refresh when the server still answers 401.
 */
export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  // Copies of the requests in flight, taken before sending: a sent body cannot be read again.
  const replays = new Map<string, Request>();

  return {
    async onRequest({ request, schemaPath, id }) {
      if (options.isPublic(schemaPath)) return undefined;
      let token = options.store.accessToken();
      if (!token) throw new SessionError(SESSION_MESSAGES.noAccessToken);
      if (isExpiringSoon(token, options.now())) token = await options.refresh();
      request.headers.set(AUTHORIZATION, `Bearer ${token}`);
      replays.set(id, request.clone());
      return request;
    },

    async onResponse({ response, id, options: fetchOptions }) {
      const replay = replays.get(id);
      replays.delete(id);
      if (!replay || response.status !== 401) return undefined;

      // Another request may have refreshed while this one was out: reuse its token.
      const current = options.store.accessToken();
      const token =
        current && `Bearer ${current}` !== replay.headers.get(AUTHORIZATION)
          ? current
          : await options.refresh();
      replay.headers.set(AUTHORIZATION, `Bearer ${token}`);
      return fetchOptions.fetch(replay);
    },

    onError({ id }) {
      replays.delete(id);
    },
  };
}
