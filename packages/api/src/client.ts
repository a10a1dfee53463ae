import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createAuthMiddleware } from './middleware/auth';
import { PUBLIC_PATHS } from './publicPaths';
import { createTokenRefresher, type RefreshLocks } from './session/refresh';
import { createTokenStore, type SessionStorage, type TokenStore } from './session/storage';

export interface ApiClientOptions {
  /** Where the API lives, e.g. `/api` in the browser or `http://localhost:3000/api`. */
  baseUrl: string;
  /** Holds `access_token`, `refresh_token` and `user` (the browser passes `localStorage`). */
  storage: SessionStorage;
  /** Called once when the session ends (no refresh token, or the refresh was refused). */
  onSessionExpired: () => void;
  /** @default globalThis.fetch, looked up on every call so MSW can patch it later */
  fetch?: typeof fetch;
  /** @default Date.now */
  now?: () => number;
  /**
   * Lets the tabs of one browser refresh once between them.
   * @default navigator.locks where the browser has the Web Locks API
   */
  locks?: RefreshLocks;
  /**
   * The language the app is shown in, sent as Accept-Language so the server writes its error
   * details (and a new account's mails) in it rather than in the browser's language.
   */
  language?: () => string;
}

export type ApiClient = Client<paths, 'application/json'> & {
  /** The session's tokens and user in the injected storage; the app saves a login through it. */
  session: TokenStore;
};

/** A typed client for openapi.yaml that applies the session rules to every protected call. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const store = createTokenStore(options.storage);
  const refresh = createTokenRefresher({
    baseUrl,
    fetch: fetchImpl,
    store,
    onSessionExpired: options.onSessionExpired,
    locks:
      options.locks ?? (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator?.locks,
  });

  const client = createClient<paths>({ baseUrl, fetch: fetchImpl });
  const { language } = options;
  if (language) {
    client.use({
      onRequest: ({ request }) => {
        request.headers.set('accept-language', language());
        return request;
      },
    });
  }
  client.use(
    createAuthMiddleware({
      store,
      refresh,
      now: options.now ?? Date.now,
      isPublic: (schemaPath) => PUBLIC_PATHS.has(schemaPath),
    }),
  );
  return Object.assign(client, { session: store });
}
