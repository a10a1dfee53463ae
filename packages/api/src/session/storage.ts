import type { components } from '../generated/schema';

/**
 * The part of the Web Storage API the session needs. The app injects `window.localStorage`;
 * tests inject an in-memory fake. Never a module singleton, so two clients never share tokens
 * by accident.
 */
export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage keys of the session, as platform-shell.md section 4 names them. */
export const SESSION_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
} as const;

/** The user kept in storage after login (platform-shell.md section 3, "User"). */
export interface StoredUser {
  id: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  role?: components['schemas']['Role'] | null;
}

export interface SessionTokens {
  access_token: string;
  /** Absent when the server did not rotate it; the stored one is then kept. */
  refresh_token?: string;
}

export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  saveTokens(tokens: SessionTokens): void;
  user(): StoredUser | null;
  saveUser(user: StoredUser): void;
  /** Forgets the tokens and the user (the session is over). */
  clear(): void;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof email === 'string';
}

/**
 * Typed access to the session entries of an injected storage: the one place that reads and
 * writes them (the client's refresh, and the app's session through `ApiClient.session`).
 */
export function createTokenStore(storage: SessionStorage): TokenStore {
  return {
    accessToken: () => storage.getItem(SESSION_KEYS.accessToken),
    refreshToken: () => storage.getItem(SESSION_KEYS.refreshToken),
    saveTokens(tokens) {
      storage.setItem(SESSION_KEYS.accessToken, tokens.access_token);
      if (tokens.refresh_token) storage.setItem(SESSION_KEYS.refreshToken, tokens.refresh_token);
    },
    user() {
      const raw = storage.getItem(SESSION_KEYS.user);
      if (!raw) return null;
      // A corrupted or hand-edited entry is as good as none: the app asks the server again.
      try {
        const parsed: unknown = JSON.parse(raw);
        return isStoredUser(parsed) ? parsed : null;
      } catch {
        return null;
      }
    },
    saveUser(user) {
      storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    },
    clear() {
      for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
    },
  };
}
