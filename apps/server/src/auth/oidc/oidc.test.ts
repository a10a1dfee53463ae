import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/browser';
import { type IdTokenTamper, startLocalIdp } from '../../test/localIdp';
import { useTestServer } from '../../test/testServer';
import { createUser } from '../../test/users';

const APP_URL = 'http://lingua.test';
const CALLBACK = `${APP_URL}/api/auth/oidc/school/callback`;
const idp = await startLocalIdp({
  clientId: 'lingua',
  clientSecret: 'lingua-secret',
  redirectUris: [CALLBACK],
  accounts: {
    'ada-sub': {
      email: 'Ada.Teacher@School.example',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    },
    'pupil-sub': { email: 'pupil@pupils.school.example', email_verified: true, given_name: 'Pia' },
    'guest-sub': { email: 'guest@elsewhere.example', email_verified: true },
    'unverified-sub': { email: 'claimed@school.example', email_verified: false },
  },
});
afterAll(() => idp.close());

const server = useTestServer({
  config: {
    appUrl: APP_URL,
    oidcProviders: [
      {
        id: 'school',
        name: 'Local School',
        issuer: idp.issuer,
        clientId: 'lingua',
        clientSecret: 'lingua-secret',
        domains: [
          { domain: 'school.example', role: 'teacher', required: false },
          { domain: 'pupils.school.example', role: 'student', required: true },
        ],
      },
    ],
  },
});

beforeEach(() => {
  idp.signInAs = undefined;
  idp.tamperIdToken = undefined;
});

const FAILED = 'Signing in with Local School did not work. Please try again.';

/**
 * A browser signs in with the provider as `account` and the login page exchanges the code it
 * is sent back with; `rewrite` plays the attacker on any address on the way.
 */
async function signIn(account: string, rewrite?: (next: URL) => URL | undefined) {
  idp.signInAs = account;
  const browser = createBrowser((url) =>
    url.origin === APP_URL ? new URL(url.pathname + url.search, server.url) : url,
  );
  const landing = await browser.walk(`${server.url}/api/auth/oidc/school/start`, {
    stop: (next) => next.href.startsWith(`${APP_URL}/login`),
    rewrite,
  });
  const code = new URLSearchParams(landing.hash.slice(1)).get('sso') ?? '';
  const exchange = () =>
    server.call('post', '/auth/oidc/exchange', {
      body: { code },
      headers: { cookie: browser.cookieFor(server.url) },
    });
  return { ...(await exchange()), landing, browser, code, exchange };
}

/** Why the server refused the last sign-in, as its log says (the person reads only "failed"). */
const lastRefusal = () => {
  const line = server.logs.findLast((entry) => entry.msg === 'OIDC sign-in refused');
  const err = line?.err as { message?: string } | undefined;
  return `${line?.reason}: ${err?.message ?? ''}`;
};
const me = (token: string) => server.call('get', '/users/me', { token });
const tampered = (tamper: IdTokenTamper) => {
  idp.tamperIdToken = tamper;
};
/** Rewrites one query parameter of the addresses that start with `prefix`. */
const rewriteParam = (prefix: string, name: string, value: string) => (next: URL) => {
  if (!next.href.startsWith(prefix)) return undefined;
  const changed = new URL(next);
  changed.searchParams.set(name, value);
  return changed;
};

describe('the providers list', () => {
  it('names each configured provider for the login page, to anyone', async () => {
    const list = await server.call('get', '/auth/oidc/providers');
    expect(list.body).toEqual({
      providers: [{ id: 'school', name: 'Local School', protocol: 'oidc' }],
    });
  });
});

describe('a first sign-in', () => {
  it('creates a teacher by the domain rule, with the names and verified address the provider gave', async () => {
    const signedIn = await signIn('ada-sub');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('ada.teacher@school.example');
    const profile = await me(signedIn.body.access_token);
    expect(profile.body).toMatchObject({
      email: 'ada.teacher@school.example',
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'Teacher',
    });
    // The same session as a password sign-in: its refresh token rotates.
    const refreshed = await server.call('post', '/auth/token', {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: signedIn.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
  });

  it('signs the same identity in to the same account the next time', async () => {
    const first = await signIn('ada-sub');
    const again = await signIn('ada-sub');
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it('makes a pupil by the pupils’ domain rule', async () => {
    const signedIn = await signIn('pupil-sub');
    expect((await me(signedIn.body.access_token)).body).toMatchObject({
      role: 'Student',
      first_name: 'Pia',
      last_name: null,
    });
  });

  it('leaves the role to the complete-profile dialog outside every domain rule', async () => {
    const signedIn = await signIn('guest-sub');
    expect(signedIn.status).toBe(200);
    const exists = await server.call('get', '/users/exists/{userId}', {
      params: { userId: signedIn.body.user.id },
      token: signedIn.body.access_token,
    });
    expect(exists.body).toEqual({ exists: false });
  });

  it('is refused when the provider has not verified the address, and makes no account', async () => {
    const refused = await signIn('unverified-sub');
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(
      'Local School has not confirmed an e-mail address for this account, so it cannot be used to sign in here.',
    );
    const [row] = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE email = 'claimed@school.example'`,
    );
    expect(row?.count).toBe(0);
  });
});

describe('the provider’s answer is refused', () => {
  it('with a state this browser did not start', async () => {
    const refused = await signIn('ada-sub', rewriteParam(CALLBACK, 'state', 'forged-state'));
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(FAILED);
    expect(lastRefusal()).toMatch(/no sign-in of this state from this browser/);
  });

  it('with a state another browser started (a link someone was sent)', async () => {
    idp.signInAs = 'ada-sub';
    const attacker = createBrowser();
    const callback = await attacker.walk(`${server.url}/api/auth/oidc/school/start`, {
      stop: (next) => next.href.startsWith(CALLBACK),
    });
    const victim = await signIn('guest-sub', (next) =>
      next.href.startsWith(CALLBACK) ? callback : undefined,
    );
    expect(victim.status).toBe(401);
    expect(victim.body.detail).toBe(FAILED);
    expect(lastRefusal()).toMatch(/no sign-in of this state from this browser/);
  });

  it('when the callback is opened a second time', async () => {
    idp.signInAs = 'ada-sub';
    let callback: URL | undefined;
    const first = await signIn('ada-sub', (next) => {
      if (next.href.startsWith(CALLBACK)) callback = next;
      return undefined;
    });
    expect(first.status).toBe(200);
    const replay = await first.browser.walk(callback?.href ?? '', {
      stop: (next) => next.href.startsWith(`${APP_URL}/login`),
    });
    const code = new URLSearchParams(replay.hash.slice(1)).get('sso') ?? '';
    const refused = await server.call('post', '/auth/oidc/exchange', {
      body: { code },
      headers: { cookie: first.browser.cookieFor(server.url) },
    });
    expect(refused.status).toBe(401);
    expect(lastRefusal()).toMatch(/no sign-in of this state/);
  });

  it('with an ID token of another nonce', async () => {
    const refused = await signIn('ada-sub', rewriteParam(`${idp.issuer}/auth`, 'nonce', 'other'));
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(FAILED);
    expect(lastRefusal()).toMatch(/unexpected ID Token "nonce" claim value/);
  });

  it('with an ID token from another issuer', async () => {
    tampered((claims) => ({
      claims: { ...claims, iss: 'https://evil.example' },
      signedBy: 'provider',
    }));
    expect((await signIn('ada-sub')).status).toBe(401);
    expect(lastRefusal()).toMatch(/"iss" \(issuer\) claim value/);
  });

  it('with an authorization response naming another issuer (mix-up)', async () => {
    const refused = await signIn('ada-sub', rewriteParam(CALLBACK, 'iss', 'https://evil.example'));
    expect(refused.status).toBe(401);
    expect(lastRefusal()).toMatch(/"iss" \(issuer\) response parameter/);
  });

  it('with an ID token for another client', async () => {
    tampered((claims) => ({ claims: { ...claims, aud: 'someone-else' }, signedBy: 'provider' }));
    expect((await signIn('ada-sub')).status).toBe(401);
    expect(lastRefusal()).toMatch(/"aud" \(audience\) claim value/);
  });

  it('with an expired ID token', async () => {
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    tampered((claims) => ({
      claims: { ...claims, iat: hourAgo - 600, exp: hourAgo },
      signedBy: 'provider',
    }));
    expect((await signIn('ada-sub')).status).toBe(401);
    expect(lastRefusal()).toMatch(/expiration is past current timestamp/);
  });

  it('with an ID token signed by a key not in the provider’s JWKS', async () => {
    tampered((claims) => ({ claims, signedBy: 'stranger' }));
    const refused = await signIn('ada-sub');
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(FAILED);
    expect(lastRefusal()).toMatch(/JWT signature verification failed/);
  });

  it('but the very same tampering path passes an untouched token (the tests above can fail)', async () => {
    tampered((claims) => ({ claims, signedBy: 'provider' }));
    expect((await signIn('ada-sub')).status).toBe(200);
  });
});

describe('the one-time code', () => {
  it('opens one session, from the browser that signed in only', async () => {
    const signedIn = await signIn('ada-sub');
    expect(signedIn.status).toBe(200);
    expect((await signedIn.exchange()).status).toBe(400);
    const elsewhere = await signIn('ada-sub');
    const stolen = await server.call('post', '/auth/oidc/exchange', {
      body: { code: elsewhere.code },
      headers: { cookie: 'lingua_oidc=another-browser' },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toBe('This sign-in has expired. Please start again.');
  });
});

describe('linking an existing account', () => {
  it('signs in to the account of the verified address, whose password still works', async () => {
    const owner = await createUser(server, 'student');
    idp.accounts['owner-sub'] = { email: owner.email, email_verified: true };
    const signedIn = await signIn('owner-sub');
    expect(signedIn.body.user.id).toBe(owner.id);
    // An existing role stays: the domain rule only fills an empty one.
    expect((await me(signedIn.body.access_token)).body.role).toBe('Student');
    const login = await server.call('post', '/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.status).toBe(200);
  });

  it('takes an unconfirmed account from whoever opened it: their password and sessions end', async () => {
    const squatter = await createUser(server, undefined, { confirmed: false });
    idp.accounts['real-owner'] = { email: squatter.email, email_verified: true };
    const signedIn = await signIn('real-owner');
    expect(signedIn.body.user.id).toBe(squatter.id);
    const login = await server.call('post', '/auth/login', {
      body: { email: squatter.email, password: squatter.password },
    });
    expect(login.status).toBe(401);
    expect((await me(squatter.token)).status).toBe(401);
    expect((await me(signedIn.body.access_token)).status).toBe(200);
  });
});

describe('a domain that requires its provider', () => {
  const REQUIRED =
    'Addresses at pupils.school.example sign in with Local School: choose “Continue with Local School”.';

  it('refuses password sign-in, saying where to sign in', async () => {
    const login = await server.call('post', '/auth/login', {
      body: { email: 'Someone@Pupils.School.example', password: 'Secret123' },
    });
    expect(login.status).toBe(403);
    expect(login.body.detail).toBe(REQUIRED);
  });

  it('refuses a password sign-up too, in the caller’s language', async () => {
    const signup = await server.call('post', '/auth/signup', {
      body: { email: 'new@pupils.school.example', password: 'Secret123' },
      headers: { 'accept-language': 'es' },
    });
    expect(signup.status).toBe(403);
    expect(signup.body.detail).toBe(
      'Las direcciones de pupils.school.example inician sesión con Local School: elige «Continuar con Local School».',
    );
  });

  it('leaves password sign-in to the domains that do not require it', async () => {
    const login = await server.call('post', '/auth/login', {
      body: { email: 'ada.teacher@school.example', password: 'wrong-one' },
    });
    expect(login.status).toBe(401);
  });
});
