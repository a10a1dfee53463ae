import { SESSION_MESSAGES, SessionError } from './errors';
import type { TokenStore } from './storage';

/** The part of the Web Locks API (`navigator.locks`) the refresh needs. */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TokenRefresherOptions {
  baseUrl: string;
  fetch: typeof fetch;
  store: TokenStore;
  onSessionExpired: () => void;
  /** Shared by the tabs of one browser; without it only this tab's calls share a refresh. */
  locks?: RefreshLocks | undefined;
}

const REFRESH_LOCK = 'lingua-token-refresh';

/**
 * Returns `refresh()`, which exchanges the stored refresh token for new tokens and resolves to
 * the new access token. Calls made while a refresh is running share it: refresh tokens are
 * single-use, so a second parallel refresh would present a used token and revoke the session.
 *
 * Tabs share the tokens (localStorage), so they also take turns through a Web Lock: a tab
 * that waited while another refreshed finds new tokens stored and uses them without asking.
 *
 * When the server refuses the refresh token (or there is none) the session is over: tokens
 * and user are cleared and `onSessionExpired` runs once. A network failure or a server error
 * keeps the tokens, since the refresh token may still be good; the call fails either way.
 */
export function createTokenRefresher(options: TokenRefresherOptions): () => Promise<string> {
  let inFlight: Promise<string> | undefined;

  function endSession(): never {
    options.store.clear();
    options.onSessionExpired();
    throw new SessionError(SESSION_MESSAGES.refreshFailed);
  }

  async function exchange(): Promise<string> {
    const refreshToken = options.store.refreshToken();
    if (!refreshToken) endSession();

    let response: Response;
    try {
      response = await options.fetch(
        new Request(`${options.baseUrl}/auth/token?grant_type=refresh_token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refresh_token: refreshToken }),
        }),
      );
    } catch (cause) {
      throw new SessionError(SESSION_MESSAGES.refreshFailed, { cause });
    }
    if (response.status >= 500) throw new SessionError(SESSION_MESSAGES.refreshFailed);
    if (!response.ok) endSession();

    const tokens: unknown = await response.json().catch(() => undefined);
    if (!isTokenAnswer(tokens)) endSession();
    options.store.saveTokens(tokens);
    return tokens.access_token;
  }

  async function exchangeOnceAcrossTabs(): Promise<string> {
    const { locks } = options;
    if (!locks) return exchange();
    const seen = options.store.refreshToken();
    return locks.request(REFRESH_LOCK, async () => {
      const stored = options.store.refreshToken();
      const access = options.store.accessToken();
      if (seen && stored && stored !== seen && access) return access;
      return exchange();
    });
  }

  return () => {
    inFlight ??= exchangeOnceAcrossTabs().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

function isTokenAnswer(value: unknown): value is { access_token: string; refresh_token?: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token, refresh_token } = value as Record<string, unknown>;
  return (
    typeof access_token === 'string' &&
    access_token.length > 0 &&
    (refresh_token === undefined || typeof refresh_token === 'string')
  );
}
