const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A JWT-shaped access token for `userId` expiring at `expiresAt` (epoch ms), for mocks only:
 * the client reads its `exp`, and in place of a signature it names the user.
 */
export const signMockToken = (userId: string, expiresAt: number) =>
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ exp: Math.floor(expiresAt / 1000) })}.${userId}`;

/** The user id a mock token names. Expiry is the client's concern and the server's. */
export const readMockToken = (token: string) => token.split('.')[2] ?? '';
