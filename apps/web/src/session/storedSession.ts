import type { SessionInput } from '@lingua/flows';
import type { SessionUser } from './sessionContext';

/** Local-storage keys shared with @lingua/api's session rules (platform-shell.md section 4). */
export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  /** The login e-mail, kept for the complete-profile dialog until the profile is saved. */
  rememberedEmail: 'remembered_email',
} as const;

type ReadableStorage = Pick<Storage, 'getItem'>;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof email === 'string';
}

/**
 * The user to restore on start: only when both an access token and a well-formed user are
 * stored, as the spec's session rules say. Anything else (a half-cleared or hand-edited
 * storage) counts as signed out rather than crashing the app.
 */
export function readStoredUser(storage: ReadableStorage): SessionUser | null {
  if (!storage.getItem(storageKeys.accessToken)) return null;
  const raw = storage.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** What the session machine starts from. */
export function readSessionInput(storage: ReadableStorage): SessionInput {
  const storedUser = readStoredUser(storage);
  return {
    storedUser,
    hasStoredToken: storedUser !== null,
    rememberedEmail: storage.getItem(storageKeys.rememberedEmail),
  };
}
