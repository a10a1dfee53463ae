const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped access token for `userId` expiring at `expiresAt` (epoch ms). Not signed: mocks only. */
export function signMockToken(userId: string, expiresAt: number): string {
  const header = base64url({ alg: 'none', typ: 'JWT' });
  const claims = base64url({ sub: userId, exp: Math.floor(expiresAt / 1000) });
  return `${header}.${claims}.mock`;
}

/** The user id a mock token names, or null. Expiry is the client's concern and the server's. */
export function readMockToken(token: string): string | null {
  try {
    const claims: unknown = JSON.parse(
      atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    );
    const sub = (claims as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}
