import type { components } from '@lingua/api';
import { BENCH_PASSWORD } from '../seed/plan';

/**
 * Login is rate limited per client address (30 per 15 minutes) and failed logins per account.
 * The benchmark server trusts X-Forwarded-For (TRUST_PROXY=true, as behind a load balancer), and
 * every login comes from its own address, like a school's students on their own devices.
 */
export function createAddressPool(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

export const loginBody = (email: string) => JSON.stringify({ email, password: BENCH_PASSWORD });

type LoginResponse = components['schemas']['LoginResponse'];

/** Signs a seeded account in from a new client address. */
export async function signIn(
  baseUrl: string,
  email: string,
  nextAddress: () => string,
): Promise<LoginResponse> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: loginBody(email),
  });
  if (response.status !== 200) {
    throw new Error(`login of ${email} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as LoginResponse;
}

/** Signs accounts in a few at a time (argon2 makes each login deliberately slow). */
export async function signInAll(
  baseUrl: string,
  emails: readonly string[],
  nextAddress: () => string,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += 8) {
    const batch = emails.slice(i, i + 8).map((email) => signIn(baseUrl, email, nextAddress));
    for (const login of await Promise.all(batch)) tokens.push(login.access_token);
  }
  return tokens;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Round-robin over tokens: request i is made by account i mod n. */
export const rotateTokens = (tokens: readonly string[]) => (i: number) => ({
  headers: bearer(tokens[i % tokens.length] as string),
});
