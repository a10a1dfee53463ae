import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../deps';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

// Issue 30, finding 6: join codes cannot be guessed, and end. The real limits, as a school has them.
const server = useTestServer({ limits: defaultRateLimits });
let teacher: TestUser;

const newRoom = async () =>
  (
    await server.call('post', '/rooms/create_room', {
      token: teacher.token,
      body: { room_name: 'Codes', room_lang: 'German', room_level: 'A2', list_users: [] },
    })
  ).body;
const join = (user: TestUser, join_code: string) =>
  server.call('post', '/rooms/join', { token: user.token, body: { join_code } });

beforeAll(async () => {
  teacher = await createUser(server, 'teacher');
});

describe('guessing join codes', () => {
  it('stops an account after a few wrong codes, with a clear message, and a later hit does not join', async () => {
    const room = await newRoom();
    const guesser = await createUser(server, 'student');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await join(guesser, `WRONG${String(i).padStart(3, '2')}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
    const hit = await join(guesser, room.join_code);
    expect(hit.status).toBe(429);
    expect(hit.body.detail).toContain('Too many wrong room codes');
    const members = await server.call('get', '/rooms/get_users/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(members.body).toEqual([]);
  });

  it('lets a class of 40 from one school address sign up, join by code and log in twice', async () => {
    const room = await newRoom();
    const refused: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const pupil = await createUser(server, 'student');
      // One typo each on the way in: the last character changed (a code may well end in X).
      const last = room.join_code.slice(-1) === 'X' ? 'Y' : 'X';
      const typo = await join(pupil, `${room.join_code.slice(0, -1)}${last}`);
      if (typo.status !== 404) refused.push(typo.status);
      const joined = await join(pupil, room.join_code);
      if (joined.status !== 200) refused.push(joined.status);
      for (let n = 0; n < 2; n += 1) {
        const login = await server.call('post', '/auth/login', {
          body: { email: pupil.email, password: pupil.password },
        });
        if (login.status !== 200) refused.push(login.status);
      }
    }
    expect(refused).toEqual([]);
    const members = await server.call('get', '/rooms/get_users/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(members.body).toHaveLength(40);
  }, 240_000);
});

describe('codes that end', () => {
  it('refuses a code past its end or its number of uses, saying so', async () => {
    const room = await newRoom();
    expect(Date.parse(room.join_code_expires_at)).toBeGreaterThan(Date.now());
    const capped = await server.call('patch', '/rooms/join_settings/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: { max_uses: 1 },
    });
    expect(capped.body).toMatchObject({ join_code_max_uses: 1, join_code_uses: 0 });
    expect((await join(await createUser(server, 'student'), room.join_code)).status).toBe(200);
    const full = await join(await createUser(server, 'student'), room.join_code);
    expect(full.status).toBe(410);
    expect(full.body.detail).toBe(
      'This room code no longer works. Ask your teacher for a new one.',
    );

    const other = await newRoom();
    await server.db.query(
      "UPDATE rooms SET join_code_expires_at = now() - interval '1 minute' WHERE id = $1",
      [other.id],
    );
    expect((await join(await createUser(server, 'student'), other.join_code)).status).toBe(410);
  });
});
