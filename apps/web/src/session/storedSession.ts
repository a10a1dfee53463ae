import type { TokenStore } from '@lingua/api';
import type { SessionInput } from '@lingua/flows';

/**
 * The login e-mail, kept for the complete-profile dialog until the profile is saved. The
 * session's own entries (tokens, user) belong to the api's token store.
 */
export const REMEMBERED_EMAIL_KEY = 'remembered_email';

/**
 * What the session machine starts from: the stored user only when an access token is stored
 * too, as the spec's session rules say. A half-cleared or hand-edited storage counts as signed
 * out rather than crashing the app.
 */
export function readSessionInput(
  session: Pick<TokenStore, 'accessToken' | 'user'>,
  storage: Pick<Storage, 'getItem'>,
): SessionInput {
  const storedUser = session.accessToken() ? session.user() : null;
  return {
    storedUser,
    hasStoredToken: storedUser !== null,
    rememberedEmail: storage.getItem(REMEMBERED_EMAIL_KEY),
  };
}
