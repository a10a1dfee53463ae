/** The messages of platform-shell.md sections 7 and 8, word for word. */
export const SESSION_MESSAGES = {
  noAccessToken: 'No access token found',
  refreshFailed: 'Failed to refresh token',
} as const;

/** A protected call could not be made because the session is missing or over. */
export class SessionError extends Error {
  override name = 'SessionError';
}
