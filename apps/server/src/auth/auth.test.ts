import { describe, expect, it } from 'vitest';
import { latestMail } from '../test/mailbox';
import { useTestServer } from '../test/testServer';
import { FORGOT_PASSWORD_MESSAGE, SIGNUP_MESSAGE } from './routes';

const server = useTestServer();
const password = 'Secret123';
let counter = 0;
const freshEmail = () => `learner${++counter}@example.com`;

async function signup(email = freshEmail()) {
  const response = await server.call('post', '/auth/signup', { body: { email, password } });
  expect(response.status).toBe(201);
  return email;
}

const login = (email: string, pass = password) =>
  server.call('post', '/auth/login', { body: { email, password: pass } });

describe('signup', () => {
  it('creates the account, says to check the mail, and sends a verification link', async () => {
    const email = freshEmail();
    const response = await server.call('post', '/auth/signup', {
      body: { email: email.toUpperCase(), password },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ email, message: SIGNUP_MESSAGE });
    const mail = await latestMail(server.db, email, 'verify-email');
    expect(mail.body_text).toContain('http://lingua.test/verify-email#token=');
    expect(mail.token).toBeTruthy();
  });

  it('lets the user log in right away', async () => {
    const email = await signup();
    const response = await login(email);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ token_type: 'bearer', expires_in: 900, user: { email } });
  });

  it('answers a taken address exactly as a new one, and mails its owner instead', async () => {
    const email = await signup();
    const again = await server.call('post', '/auth/signup', { body: { email, password } });
    const fresh = await server.call('post', '/auth/signup', {
      body: { email: freshEmail(), password },
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body)).toEqual(Object.keys(fresh.body));
    expect(again.body.message).toBe(fresh.body.message);
    const mail = await latestMail(server.db, email, 'login');
    expect(mail.subject).toBe('Someone tried to sign up to Lingua with your address');
    // The owner's password is untouched.
    expect((await login(email)).status).toBe(200);
  });

  it('enforces the password policy and names the field', async () => {
    const response = await server.call('post', '/auth/signup', {
      body: { email: freshEmail(), password: 'lowercase1' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.password).toBe(
      'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.',
    );
  });

  it('names a bad e-mail and a missing field', async () => {
    const response = await server.call('post', '/auth/signup', { body: { email: 'not-an-email' } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'This field is required',
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await server.call('post', '/auth/signup', { rawBody: '{"email":' });
    expect(response.status).toBe(400);
  });
});

describe('login', () => {
  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const email = await signup();
    const wrong = await login(email, 'Wrong1234');
    const unknown = await login('nobody@example.com');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('issues an access token that opens protected calls', async () => {
    const email = await signup();
    const { body } = await login(email);
    const [, payload] = body.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.sub).toBe(body.user.id);
    expect(claims.exp - claims.iat).toBe(900);
    const health = await server.call('get', '/users/role', { token: 'not-a-jwt' });
    expect(health.status).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotates on every use', async () => {
    const { body: session } = await login(await signup());
    const first = await server.call('post', '/auth/token', {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    const second = await server.call('post', '/auth/token', {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: first.body.refresh_token },
    });
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when a used token comes back after the grace', async () => {
    const { body: session } = await login(await signup());
    const refresh = (token: string) =>
      server.call('post', '/auth/token', {
        query: { grant_type: 'refresh_token' },
        body: { refresh_token: token },
      });
    const rotated = await refresh(session.refresh_token);
    await server.db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
  });

  it('requires grant_type=refresh_token', async () => {
    const response = await server.call('post', '/auth/token', { body: { refresh_token: 'x' } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('grant_type');
  });

  it('ends the session on logout', async () => {
    const { body: session } = await login(await signup());
    expect(
      (
        await server.call('post', '/auth/logout', {
          body: { refresh_token: session.refresh_token },
        })
      ).status,
    ).toBe(204);
    const refreshed = await server.call('post', '/auth/token', {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists', async () => {
    const email = await signup();
    const known = await server.call('post', '/auth/forgot-password', { body: { email } });
    const unknown = await server.call('post', '/auth/forgot-password', {
      body: { email: 'ghost@example.com' },
    });
    expect(known).toMatchObject({ status: 202, body: { message: FORGOT_PASSWORD_MESSAGE } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const [ghostMail] = await server.db.query(
      "SELECT 1 FROM mail_outbox WHERE to_address = 'ghost@example.com'",
    );
    expect(ghostMail).toBeUndefined();
  });

  it('sets a new password once with the mailed link and ends old sessions', async () => {
    const email = await signup();
    const { body: session } = await login(email);
    await server.call('post', '/auth/forgot-password', { body: { email } });
    const { token, body_text } = await latestMail(server.db, email, 'reset-password');
    expect(body_text).toContain('http://lingua.test/reset-password#token=');
    const reset = await server.call('post', '/auth/reset-password', {
      body: { token, new_password: 'NewSecret9' },
    });
    expect(reset.status).toBe(200);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, 'NewSecret9')).status).toBe(200);
    const again = await server.call('post', '/auth/reset-password', {
      body: { token, new_password: 'Another99' },
    });
    expect(again.status).toBe(400);
    const refreshed = await server.call('post', '/auth/token', {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: session.refresh_token },
    });
    expect(refreshed.status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const email = await signup();
    await server.call('post', '/auth/forgot-password', { body: { email } });
    const { token } = await latestMail(server.db, email, 'reset-password');
    await server.db.query("UPDATE one_time_tokens SET expires_at = now() - interval '1 second'");
    const reset = await server.call('post', '/auth/reset-password', {
      body: { token, new_password: 'NewSecret9' },
    });
    expect(reset.status).toBe(400);
  });

  it('enforces the password policy on the new password', async () => {
    const response = await server.call('post', '/auth/reset-password', {
      body: { token: 'x', new_password: 'short' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['new_password']);
  });
});

describe('e-mail verification', () => {
  it('marks the address verified with the mailed link, once', async () => {
    const email = await signup();
    const { token } = await latestMail(server.db, email, 'verify-email');
    const verified = await server.call('post', '/auth/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    const [row] = await server.db.query<{ verified: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1',
      [email],
    );
    expect(row?.verified).toBe(true);
    expect((await server.call('post', '/auth/verify-email', { body: { token } })).status).toBe(400);
  });
});
