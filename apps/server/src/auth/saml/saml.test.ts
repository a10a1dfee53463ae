import { describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/browser';
import { type SamlAnswer, startLocalSamlIdp } from '../../test/localSamlIdp';
import { useTestServer } from '../../test/testServer';
import { createUser } from '../../test/users';

const APP_URL = 'http://lingua.test';
const ENTITY_ID = `${APP_URL}/api/auth/saml/school`;
const ACS = `${APP_URL}/api/auth/saml/school/acs`;
const idp = startLocalSamlIdp();

const server = useTestServer({
  config: {
    appUrl: APP_URL,
    samlProviders: [
      {
        id: 'school',
        name: 'District ADFS',
        entryPoint: idp.entryPoint,
        idpCerts: [idp.publicKey],
        spEntityId: ENTITY_ID,
        domains: [
          { domain: 'school.example', role: 'teacher', required: false },
          { domain: 'pupils.school.example', role: 'student', required: true },
          { domain: 'example.com', role: 'student', required: false },
        ],
      },
    ],
  },
});

const FAILED = 'Signing in with District ADFS did not work. Please try again.';
const me = (token: string) => server.call('get', '/users/me', { token });

const ada = {
  nameId: 'ada-persistent-id',
  attributes: {
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress':
      'Ada.Teacher@School.example',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname': 'Ada',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname': 'Lovelace',
  },
};

/** A browser opens "Continue with District ADFS": the AuthnRequest it carries to the provider. */
async function startSignIn() {
  const browser = createBrowser((url) =>
    url.origin === APP_URL ? new URL(url.pathname + url.search, server.url) : url,
  );
  const atIdp = await browser.walk(`${server.url}/api/auth/saml/school/start`, {
    stop: (next) => next.href.startsWith(idp.entryPoint),
  });
  return { browser, request: idp.readRequest(atIdp) };
}

/** The provider's page posts `samlResponse` to the ACS (cross-site: no cookie goes with it). */
async function post(samlResponse: string) {
  const answer = await fetch(`${server.url}/api/auth/saml/school/acs`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }),
  });
  await answer.arrayBuffer();
  const location = new URL(answer.headers.get('location') ?? '', APP_URL);
  return { status: answer.status, location };
}

/** The login page exchanges the code of its address, from `browser`. */
const exchange = (location: URL, browser: ReturnType<typeof createBrowser>) =>
  server.call('post', '/auth/oidc/exchange', {
    body: { code: new URLSearchParams(location.hash.slice(1)).get('sso') ?? '' },
    headers: { cookie: browser.cookieFor(server.url) },
  });

/** A whole sign-in: the provider answers the request as `answer` says. */
async function signIn(answer: Partial<SamlAnswer> & { nameId: string }) {
  const { browser, request } = await startSignIn();
  const samlResponse = idp.respond({
    inResponseTo: request.id,
    acsUrl: request.acsUrl,
    audience: request.issuer,
    ...answer,
  });
  const posted = await post(samlResponse);
  return { ...(await exchange(posted.location, browser)), posted, browser, samlResponse, request };
}

const lastRefusal = () => {
  const line = server.logs.findLast((entry) => entry.msg === 'SAML sign-in refused');
  const err = line?.err as { message?: string } | undefined;
  return `${line?.reason}: ${err?.message ?? ''}`;
};

describe('signing in with a school’s SAML provider', () => {
  it('lists the provider for the login page, to be started by SAML', async () => {
    const list = await server.call('get', '/auth/oidc/providers');
    expect(list.body).toEqual({
      providers: [{ id: 'school', name: 'District ADFS', protocol: 'saml' }],
    });
  });

  it('sends the browser to the provider with a request naming Lingua and its ACS', async () => {
    const { request } = await startSignIn();
    expect(request.id).toMatch(/^_[0-9a-f]{40}$/);
    expect(request.acsUrl).toBe(ACS);
    expect(request.issuer).toBe(ENTITY_ID);
  });

  it('accepts a signed assertion: a teacher by the domain rule, with the provider’s names', async () => {
    const signedIn = await signIn(ada);
    expect(signedIn.posted.location.pathname).toBe('/login');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('ada.teacher@school.example');
    expect((await me(signedIn.body.access_token)).body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      role: 'Teacher',
    });
    // The same identity reaches the same account next time.
    const again = await signIn(ada);
    expect(again.body.user.id).toBe(signedIn.body.user.id);
  });

  it('links to the existing account of the address, whose password still works', async () => {
    const owner = await createUser(server, 'teacher');
    const signedIn = await signIn({ nameId: 'owner-id', attributes: { email: owner.email } });
    expect(signedIn.body.user.id).toBe(owner.id);
    // An existing role stays: the domain rule (student) only fills an empty one.
    expect((await me(signedIn.body.access_token)).body.role).toBe('Teacher');
    const login = await server.call('post', '/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.status).toBe(200);
  });
});

describe('refusing a response', () => {
  it('with an unsigned assertion', async () => {
    const refused = await signIn({ ...ada, signed: 'none' });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(FAILED);
    expect(lastRefusal()).toMatch(/Invalid signature/);
  });

  it('whose signature covers the response but not the assertion (signed assertions are required)', async () => {
    const refused = await signIn({ ...ada, signed: 'response' });
    expect(refused.status).toBe(401);
    expect(lastRefusal()).toMatch(/Invalid signature/);
  });

  it('signed with a key the operator did not configure', async () => {
    const refused = await signIn({ ...ada, wrongKey: true });
    expect(refused.status).toBe(401);
    expect(lastRefusal()).toMatch(/Invalid signature/);
  });

  it('posted a second time (replayed)', async () => {
    const first = await signIn(ada);
    expect(first.status).toBe(200);
    const replayed = await post(first.samlResponse);
    expect(replayed.location.pathname).toBe('/login');
    // Its request was answered: no browser is waiting for it, no session opens.
    const refused = await exchange(replayed.location, first.browser);
    expect(refused.status).toBe(400);
    expect(refused.body).not.toHaveProperty('access_token');
    expect(lastRefusal()).toMatch(/InResponseTo is not valid/);
  });

  it('whose assertion was used already, even answering a new request', async () => {
    const first = await signIn({ ...ada, assertionId: '_assertion-once' });
    expect(first.status).toBe(200);
    const again = await signIn({ ...ada, assertionId: '_assertion-once' });
    expect(again.status).toBe(401);
    expect(lastRefusal()).toMatch(/the assertion was used already/);
  });

  it('expired (past its end and the two minutes of clock skew)', async () => {
    const refused = await signIn({
      ...ada,
      issuedAt: new Date(Date.now() - 10 * 60_000),
      validForMs: 5 * 60_000,
    });
    expect(refused.status).toBe(401);
    // Its subject confirmation (NotOnOrAfter) is the first thing to have expired.
    expect(lastRefusal()).toMatch(/No valid subject confirmation/);
  });

  it('but within the clock skew it is still accepted (the test above can fail)', async () => {
    const signedIn = await signIn({
      ...ada,
      issuedAt: new Date(Date.now() - 6 * 60_000),
      validForMs: 5 * 60_000,
    });
    expect(signedIn.status).toBe(200);
  });

  it('for another audience', async () => {
    const refused = await signIn({ ...ada, audience: 'https://another-app.example/saml' });
    expect(refused.status).toBe(401);
    expect(lastRefusal()).toMatch(/audience/i);
  });

  it('answering a request this server never sent', async () => {
    const { browser, request } = await startSignIn();
    const posted = await post(
      idp.respond({ ...ada, inResponseTo: '_never-sent', acsUrl: ACS, audience: ENTITY_ID }),
    );
    expect((await exchange(posted.location, browser)).status).toBe(400);
    expect(lastRefusal()).toMatch(/InResponseTo is not valid/);
    // The request the browser did send is still open.
    const signedIn = await post(
      idp.respond({ ...ada, inResponseTo: request.id, acsUrl: ACS, audience: ENTITY_ID }),
    );
    expect((await exchange(signedIn.location, browser)).status).toBe(200);
  });

  it('for an address outside the provider’s domains, making no account', async () => {
    const refused = await signIn({
      nameId: 'guest',
      attributes: { email: 'guest@elsewhere.example' },
    });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(
      'District ADFS has not confirmed an e-mail address for this account, so it cannot be used to sign in here.',
    );
    const [row] = await server.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM users WHERE email = 'guest@elsewhere.example'",
    );
    expect(row?.count).toBe(0);
  });

  it('for a provider that is not configured', async () => {
    const answer = await fetch(`${server.url}/api/auth/saml/elsewhere/acs`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'SAMLResponse=x',
    });
    expect(answer.status).toBe(404);
  });
});

describe('a domain that requires its SAML provider', () => {
  it('refuses password sign-in, saying where to sign in', async () => {
    const login = await server.call('post', '/auth/login', {
      body: { email: 'someone@pupils.school.example', password: 'Secret123' },
    });
    expect(login.status).toBe(403);
    expect(login.body.detail).toBe(
      'Addresses at pupils.school.example sign in with District ADFS: choose “Continue with District ADFS”.',
    );
  });

  it('signs its pupils in with the provider, as pupils', async () => {
    const signedIn = await signIn({
      nameId: 'pia',
      attributes: { mail: 'pia@pupils.school.example' },
    });
    expect(signedIn.status).toBe(200);
    expect((await me(signedIn.body.access_token)).body.role).toBe('Student');
  });
});

describe('form posts reach the ACS only', () => {
  it('refuses a form body on any other route (no cross-site form can call the API)', async () => {
    const answer = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&password=Secret123',
    });
    expect(answer.status).toBe(415);
  });
});
