/** A token counts as expiring this long before its `exp` (platform-shell.md section 9). */
export const REFRESH_WINDOW_MS = 5 * 60 * 1000;

/** The `exp` claim of a JWT in epoch milliseconds, or undefined when it cannot be read. */
export function readTokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims) {
      const { exp } = claims;
      if (typeof exp === 'number') return exp * 1000;
    }
  } catch {
    // Not a JWT we can read: the server will answer 401 and the retry path refreshes it.
  }
  return undefined;
}

/** True when the token expires within the refresh window (or already has). */
export function isExpiringSoon(token: string, now: number): boolean {
  const expiry = readTokenExpiry(token);
  return expiry !== undefined && expiry - now <= REFRESH_WINDOW_MS;
}
