import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { addToRoom, createUser, type TestUser } from '../test/users';

const server = useTestServer();
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  teacher = await createUser(server, 'teacher');
  otherTeacher = await createUser(server, 'teacher');
  student = await createUser(server, 'student', { first_name: 'Sam', last_name: 'Student' });
  outsider = await createUser(server, 'student');
});

/** A room inviting `invited` (ids), with `members` in it (invited, and each accepted). */
const newRoom = async (owner = teacher, invited: string[] = [], members: TestUser[] = []) => {
  const response = await server.call('post', '/rooms/create_room', {
    token: owner.token,
    body: { room_name: 'German B1', room_lang: 'German', room_level: 'B1', list_users: invited },
  });
  expect(response.status).toBe(201);
  await addToRoom(server, owner, response.body.id, members);
  return response.body;
};

describe('creating rooms', () => {
  it('lets a teacher create a room inviting its first pupils (the address only, until they accept)', async () => {
    const room = await newRoom(teacher, [student.id]);
    expect(room).toMatchObject({
      room_name: 'German B1',
      teacher_id: teacher.id,
      exercise_count: 0,
      completion_rate: null,
      list_users: [],
      invitations: [{ email: student.email, invited_at: expect.any(String) }],
    });
  });

  it('refuses students', async () => {
    const response = await server.call('post', '/rooms/create_room', {
      token: student.token,
      body: { room_name: 'Mine', room_lang: 'German', room_level: 'B1', list_users: [] },
    });
    expect(response.status).toBe(403);
  });

  it('names missing and invalid fields', async () => {
    const response = await server.call('post', '/rooms/create_room', {
      token: teacher.token,
      body: { room_name: '', room_lang: 'Klingon', list_users: [] },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'room_lang',
      'room_level',
      'room_name',
    ]);
  });

  it('refuses members that do not exist', async () => {
    const response = await server.call('post', '/rooms/create_room', {
      token: teacher.token,
      body: {
        room_name: 'Ghosts',
        room_lang: 'French',
        room_level: 'A1',
        list_users: ['00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(response.status).toBe(404);
    const rooms = await server.call('get', '/rooms/rooms_list_created', { token: teacher.token });
    expect(rooms.body.map((room: { room_name: string }) => room.room_name)).not.toContain('Ghosts');
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('post', '/rooms/create_room', { body: {} })).status).toBe(401);
  });
});

describe('who sees which room', () => {
  it('lists created rooms for the teacher and assigned rooms for members', async () => {
    const room = await newRoom(teacher, [], [student]);
    const created = await server.call('get', '/rooms/rooms_list_created', { token: teacher.token });
    expect(created.body.map((r: { id: string }) => r.id)).toContain(room.id);
    const assigned = await server.call('get', '/rooms/rooms_list_assigned', {
      token: student.token,
    });
    expect(assigned.body.rooms.map((r: { id: string }) => r.id)).toContain(room.id);
    const all = await server.call('get', '/rooms/all_rooms', { token: student.token });
    expect(all.body.map((r: { id: string }) => r.id)).toContain(room.id);
    const none = await server.call('get', '/rooms/rooms_list_assigned', { token: outsider.token });
    expect(none.body).toEqual({ rooms: [] });
    expect(
      (await server.call('get', '/rooms/rooms_list_created', { token: otherTeacher.token })).body,
    ).toEqual([]);
  });

  it('shows a room and its users to the teacher and members only', async () => {
    const room = await newRoom(teacher, [], [student]);
    for (const reader of [teacher, student]) {
      expect(
        (
          await server.call('get', '/rooms/room/{id}', {
            token: reader.token,
            params: { id: room.id },
          })
        ).status,
      ).toBe(200);
      const users = await server.call('get', '/rooms/get_users/{id}', {
        token: reader.token,
        params: { id: room.id },
      });
      // The teacher sees e-mails; a member sees names only.
      expect(users.body.map((u: { email?: string }) => u.email)).toEqual([
        reader === teacher ? student.email : undefined,
      ]);
      expect(users.body[0].first_name).toBe('Sam');
    }
    for (const stranger of [outsider, otherTeacher]) {
      expect(
        (
          await server.call('get', '/rooms/room/{id}', {
            token: stranger.token,
            params: { id: room.id },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await server.call('get', '/rooms/get_users/{id}', {
            token: stranger.token,
            params: { id: room.id },
          })
        ).status,
      ).toBe(403);
    }
  });

  it('answers 404 for a room that does not exist and 422 for a malformed id', async () => {
    const missing = await server.call('get', '/rooms/room/{id}', {
      token: teacher.token,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    expect(
      (await server.call('get', '/rooms/room/{id}', { token: teacher.token, params: { id: '42' } }))
        .status,
    ).toBe(422);
  });
});

describe('changing rooms', () => {
  it('lets the teacher rename the room, and nobody else', async () => {
    const room = await newRoom();
    const renamed = await server.call('patch', '/rooms/update_room/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: { room_name: 'German B2', room_level: 'B2' },
    });
    expect(renamed.body).toMatchObject({
      room_name: 'German B2',
      room_level: 'B2',
      room_lang: 'German',
    });
    const stolen = await server.call('patch', '/rooms/update_room/{id}', {
      token: otherTeacher.token,
      params: { id: room.id },
      body: { room_name: 'Mine now' },
    });
    expect(stolen.status).toBe(403);
    const empty = await server.call('patch', '/rooms/update_room/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: {},
    });
    expect(empty.status).toBe(422);
  });

  it('adds users once and removes them by e-mail', async () => {
    const room = await newRoom();
    const add = () =>
      server.call('post', '/rooms/add_users', {
        token: teacher.token,
        body: { room_id: room.id, user_ids: [student.id, outsider.id] },
      });
    const mailsTo = async (email: string) =>
      (await server.db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [email])).length;
    const before = await mailsTo(outsider.email);
    expect((await add()).body).toEqual({ added: 2 });
    expect((await add()).body).toEqual({ added: 0 });
    expect(await mailsTo(outsider.email)).toBe(before + 1);
    await server.call('post', '/rooms/invitations/{id}/accept', {
      token: student.token,
      params: { id: room.id },
    });
    // The outsider has not answered: removing them withdraws the invitation.
    const removed = await server.call('post', '/rooms/remove_user', {
      token: teacher.token,
      body: { room_id: room.id, user_email: outsider.email },
    });
    expect(removed.status).toBe(204);
    const users = await server.call('get', '/rooms/get_users/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(users.body.map((u: { id: string }) => u.id)).toEqual([student.id]);
    const again = await server.call('post', '/rooms/remove_user', {
      token: teacher.token,
      body: { room_id: room.id, user_email: outsider.email },
    });
    expect(again.status).toBe(404);
  });

  it('keeps members and other teachers from managing the room', async () => {
    const room = await newRoom(teacher, [student.id]);
    const add = await server.call('post', '/rooms/add_users', {
      token: student.token,
      body: { room_id: room.id, user_ids: [outsider.id] },
    });
    expect(add.status).toBe(403);
    const remove = await server.call('post', '/rooms/remove_user', {
      token: otherTeacher.token,
      body: { room_id: room.id, user_email: student.email },
    });
    expect(remove.status).toBe(403);
    expect(
      (
        await server.call('delete', '/rooms/delete/{id}', {
          token: student.token,
          params: { id: room.id },
        })
      ).status,
    ).toBe(403);
  });

  it('deletes the room for its teacher', async () => {
    const room = await newRoom(teacher, [student.id]);
    expect(
      (
        await server.call('delete', '/rooms/delete/{id}', {
          token: teacher.token,
          params: { id: room.id },
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await server.call('get', '/rooms/room/{id}', {
          token: teacher.token,
          params: { id: room.id },
        })
      ).status,
    ).toBe(404);
  });
});
