import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createClassroom } from './test/classroom';
import { latestMail } from './test/mailbox';
import { type TestServer, useTestServer } from './test/testServer';
import { createUser } from './test/users';

/**
 * The answers the web app's mock scenarios serve (packages/api/src/mocks/scenarios.ts) are this
 * server's answers, recorded here: with RECORD_MOCKS=1 (`pnpm --filter @lingua/api
 * record-fixtures`) the file is rewritten; otherwise this test fails as soon as the server
 * answers differently from the recording, so stories cannot drift from the server.
 */
const recordings = new URL(
  '../../../packages/api/src/mocks/recorded/scenarios.json',
  import.meta.url,
);

type Answer = { status: number; body: unknown };
type Recording = Record<string, Record<string, Answer>>;

const server = useTestServer({
  limits: { loginLock: { freeFailures: 1, firstDelaySeconds: 600, maxDelaySeconds: 600 } },
});

async function answer(...args: Parameters<TestServer['call']>): Promise<Answer> {
  const { status, body } = await server.call(...args);
  return { status, body };
}

const roomMetrics = [
  '/metrics/room_progress/{id}',
  '/metrics/top_students/{id}',
  '/metrics/assignment_completion_rate/{id}',
  '/metrics/accuracy_by_type/{id}',
  '/metrics/topic_performance/{id}',
] as const;

/**
 * What the server answers anyone, whatever was sent: health, capabilities (no language model),
 * no sign-in providers,
 * a sign-up, the account links' confirmations, a logout, and the tutor chat it does not offer.
 */
async function anyone(): Promise<Record<string, Answer>> {
  const { email, token } = await createUser(server);
  const answers: Record<string, Answer> = {};
  const ask = async (...[method, path, options]: Parameters<TestServer['call']>) => {
    answers[`${method.toUpperCase()} ${path}`] = await answer(method, path, options);
  };
  for (const path of ['/health', '/health/live', '/health/ready', '/capabilities'] as const)
    await ask('get', path);
  // No OpenID Connect provider configured: the login page shows none.
  await ask('get', '/auth/oidc/providers');
  // Before the reset below, which ends the account's sessions and their access tokens.
  await ask('post', '/chat/messages', {
    token,
    body: { language: 'Spanish', messages: [{ role: 'user', content: 'Hola' }] },
  });
  await ask('post', '/auth/forgot-password', { body: { email } });
  const reset = await latestMail(server.db, email, 'reset-password');
  await ask('post', '/auth/reset-password', {
    body: { token: reset.token ?? '', new_password: 'N3wPassword' },
  });
  const signedUp = { email: 'lea.martin@lingua.test', password: 'Str0ngPass' };
  await ask('post', '/auth/signup', { body: signedUp });
  // A fixed id for the random one, as the recording must be the same every time.
  Object.assign(answers['POST /auth/signup']?.body ?? {}, {
    id: '00000000-0000-4000-8000-000000001099',
  });
  const verify = await latestMail(server.db, signedUp.email, 'verify-email');
  await ask('post', '/auth/verify-email', { body: { token: verify.token ?? '' } });
  await ask('post', '/auth/logout', { body: { refresh_token: 'a-refresh-token' } });
  return answers;
}

async function record(): Promise<Recording> {
  const classroom = await createClassroom(server, { students: 1 });
  const [student] = classroom.students;
  if (!student) throw new Error('the classroom has no student');
  const wrongPassword = { email: student.email, password: 'Wrong-password-1' };
  const newcomer = await createUser(server);

  return {
    loginInvalid: {
      'POST /auth/login': await answer('post', '/auth/login', { body: wrongPassword }),
    },
    // The first failure above counts; with one allowed, the next attempt is refused.
    loginRateLimited: {
      'POST /auth/login': await answer('post', '/auth/login', { body: wrongPassword }),
    },
    refreshExpired: {
      'POST /auth/token': await answer('post', '/auth/token', {
        query: { grant_type: 'refresh_token' },
        body: { refresh_token: 'a-refresh-token-that-was-revoked' },
      }),
      'GET /users/me': await answer('get', '/users/me', { token: 'an.expired.token' }),
    },
    resetLinkExpired: {
      'POST /auth/reset-password': await answer('post', '/auth/reset-password', {
        body: { token: 'a-reset-token-that-expired', new_password: 'N3wPassword' },
      }),
    },
    verifyLinkInvalid: {
      'POST /auth/verify-email': await answer('post', '/auth/verify-email', {
        body: { token: 'a-verification-token-that-expired' },
      }),
    },
    deleteAccountWrongPassword: {
      'POST /users/delete_account': await answer('post', '/users/delete_account', {
        token: student.token,
        body: { password: 'not-my-password' },
      }),
    },
    roomLeft: {
      'GET /rooms/room/{id}': await answer('get', '/rooms/room/{id}', {
        token: newcomer.token,
        params: { id: classroom.roomId },
      }),
    },
    profileIncomplete: {
      'GET /users/exists/{userId}': await answer('get', '/users/exists/{userId}', {
        token: newcomer.token,
        params: { userId: newcomer.id },
      }),
      'GET /users/role': await answer('get', '/users/role', { token: newcomer.token }),
    },
    analyticsForbidden: {
      ...Object.fromEntries(
        await Promise.all(
          roomMetrics.map(async (path) => [
            `GET ${path}`,
            await answer('get', path, { token: student.token, params: { id: classroom.roomId } }),
          ]),
        ),
      ),
      'POST /metrics/avg_completion_time_assign_students': await answer(
        'post',
        '/metrics/avg_completion_time_assign_students',
        {
          token: student.token,
          body: { room_id: classroom.roomId, assignment_id: classroom.assignmentId },
        },
      ),
    },
    // Last: it resets a password, which ends that user's sessions.
    anyone: await anyone(),
  };
}

it("answers the mock scenarios' calls as recorded", async () => {
  const answers = await record();
  if (process.env.RECORD_MOCKS) {
    writeFileSync(recordings, `${JSON.stringify(answers, null, 2)}\n`);
    return;
  }
  const recorded: Recording = JSON.parse(readFileSync(recordings, 'utf8'));
  expect(
    answers,
    'rerun `pnpm --filter @lingua/api record-fixtures` after a change on purpose',
  ).toEqual(recorded);
});
