import { beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../test/classroom';
import { recordReview } from '../test/reviews';
import { useTestServer } from '../test/testServer';
import { addToRoom, createUser, type TestUser } from '../test/users';

const server = useTestServer({ limits: { userLookupPerTeacher: { max: 3, windowSeconds: 600 } } });
let teacher: TestUser;
let pupil: TestUser;
let classmate: TestUser;

const createRoom = (owner: TestUser, list_users: string[] = [], room_name = 'German B1') =>
  server.call('post', '/rooms/create_room', {
    token: owner.token,
    body: { room_name, room_lang: 'German', room_level: 'B1', list_users },
  });

beforeAll(async () => {
  teacher = await createUser(server, 'teacher', { first_name: 'Maria', last_name: 'Klein' });
  pupil = await createUser(server, 'student', { first_name: 'Sam', last_name: 'Pupil' });
  classmate = await createUser(server, 'student', { first_name: 'Kim', last_name: 'Mate' });
});

describe('classmates see names, never e-mails', () => {
  it('gives the teacher the e-mails and each pupil the names only, in every room answer', async () => {
    const room = (await createRoom(teacher)).body;
    await addToRoom(server, teacher, room.id, [pupil, classmate]);
    const params = { id: room.id };
    const asTeacher = await server.call('get', '/rooms/get_users/{id}', {
      token: teacher.token,
      params,
    });
    expect(asTeacher.body.map((user: { email?: string }) => user.email).sort()).toEqual(
      [pupil.email, classmate.email].sort(),
    );
    expect(room.join_code).toMatch(/^[A-Z0-9]{8}$/);

    const answers = [
      (await server.call('get', '/rooms/get_users/{id}', { token: pupil.token, params })).body,
      (await server.call('get', '/rooms/room/{id}', { token: pupil.token, params })).body,
      (await server.call('get', '/rooms/all_rooms', { token: pupil.token })).body,
      (await server.call('get', '/rooms/rooms_list_assigned', { token: pupil.token })).body,
    ];
    const text = JSON.stringify(answers);
    expect(text).toContain('Kim');
    expect(text).not.toContain(classmate.email);
    expect(text).not.toContain(pupil.email);
    expect(text).not.toContain('join_code');
  });
});

describe('room names', () => {
  it('stores a name trimmed and refuses a name of spaces, naming the field', async () => {
    expect((await createRoom(teacher, [], '  Year 7  ')).body.room_name).toBe('Year 7');
    const blank = await createRoom(teacher, [], '    ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ room_name: 'Room name is required' });
    const room = (await createRoom(teacher)).body;
    const renamed = await server.call('patch', '/rooms/update_room/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: { room_name: '   ' },
    });
    expect(renamed.status).toBe(422);
  });
});

describe('a teacher confirms their address before reaching pupils', () => {
  it('refuses adding, looking up and mailing pupils until the address is confirmed', async () => {
    const fresh = await createUser(server, 'teacher', { confirmed: false });
    expect((await createRoom(fresh, [pupil.id])).status).toBe(403);
    const room = await createRoom(fresh);
    expect(room.status).toBe(201);
    const added = await server.call('post', '/rooms/add_users', {
      token: fresh.token,
      body: { room_id: room.body.id, user_ids: [pupil.id] },
    });
    expect(added.status).toBe(403);
    expect(added.body.detail).toContain('confirm your e-mail address');
    const lookup = await server.call('post', '/users/get_user_ids', {
      token: fresh.token,
      body: { list_users: [pupil.email] },
    });
    expect(lookup.status).toBe(403);
    const mailed = await server.call('post', '/mailer/send_mails', {
      token: fresh.token,
      body: {
        template_id: 1,
        list_users: [{ email: pupil.email }],
        url: 'http://lingua.test/assignments',
      },
    });
    expect(mailed.status).toBe(403);
  });

  it('limits e-mail lookups per teacher', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const lookup = await server.call('post', '/users/get_user_ids', {
        token: teacher.token,
        body: { list_users: [`someone${i}@example.com`] },
      });
      statuses.push(lookup.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('rooms by consent', () => {
  it('lets a pupil join with the code, whatever its case and spacing, and leave again', async () => {
    const room = (await createRoom(teacher)).body;
    const typed = `${room.join_code.slice(0, 4).toLowerCase()} ${room.join_code.slice(4)}`;
    const joined = await server.call('post', '/rooms/join', {
      token: pupil.token,
      body: { join_code: typed },
    });
    expect(joined.status).toBe(200);
    expect(joined.body.id).toBe(room.id);
    const members = await server.call('get', '/rooms/get_users/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(members.body.map((user: { id: string }) => user.id)).toEqual([pupil.id]);

    const left = await server.call('post', '/rooms/leave/{id}', {
      token: pupil.token,
      params: { id: room.id },
    });
    expect(left.status).toBe(204);
    const after = await server.call('get', '/rooms/room/{id}', {
      token: pupil.token,
      params: { id: room.id },
    });
    expect(after.status).toBe(403);
  });

  it('refuses a wrong code, and an old code once regenerated or turned off', async () => {
    const room = (await createRoom(teacher)).body;
    const join = (code: string) =>
      server.call('post', '/rooms/join', { token: classmate.token, body: { join_code: code } });
    const wrong = await join('WRONG234');
    expect(wrong.status).toBe(404);
    expect(wrong.body.detail).toBe(
      'No room has this code. Check it with your teacher and try again.',
    );

    const regenerated = await server.call('post', '/rooms/join_code/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: { enabled: true },
    });
    expect(regenerated.body.join_code).not.toBe(room.join_code);
    expect((await join(room.join_code)).status).toBe(404);

    const off = await server.call('post', '/rooms/join_code/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: { enabled: false },
    });
    expect(off.body).toMatchObject({ join_code: null, join_code_expires_at: null });
    expect((await join(regenerated.body.join_code)).status).toBe(404);
    // Only the teacher manages the code.
    const byPupil = await server.call('post', '/rooms/join_code/{id}', {
      token: classmate.token,
      params: { id: room.id },
      body: { enabled: true },
    });
    expect(byPupil.status).toBe(403);
  });

  it("mails an invited pupil the teacher's name, the room and where to answer", async () => {
    const room = (await createRoom(teacher, [], 'Year 8 French')).body;
    await server.call('post', '/rooms/add_users', {
      token: teacher.token,
      body: { room_id: room.id, user_ids: [classmate.id] },
    });
    const [mail] = await server.db.query<{ subject: string; body_text: string }>(
      `SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%Year 8%'`,
      [classmate.email],
    );
    expect(mail?.body_text).toContain('Maria Klein');
    expect(mail?.body_text).toContain('http://lingua.test/rooms\n');
  });

  it('keeps the teacher from leaving their own room', async () => {
    const room = (await createRoom(teacher)).body;
    const left = await server.call('post', '/rooms/leave/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(left.status).toBe(403);
  });
});

describe("a teacher reaches a pupil's work only through their own room", () => {
  it("keeps the teacher of room A from reading the pupil's work in room B", async () => {
    const roomB = await createClassroom(server, { students: 1 });
    const [shared] = roomB.students;
    if (!shared) throw new Error('no student');
    await recordReview(server.db, {
      userId: shared.id,
      exerciseId: roomB.exerciseIds[0] ?? '',
      assignmentId: roomB.assignmentId,
      correct: [true, false],
      topics: ['Dative', 'Dative'],
    });
    // Teacher A has the same pupil in room A, with an assignment the pupil has not answered.
    const roomA = await createClassroom(server, { students: 0 });
    await addToRoom(server, roomA.teacher, roomA.roomId, [shared]);
    await server.call('post', '/assignments/assign_assignment_students', {
      token: roomA.teacher.token,
      query: { assignment_id: roomA.assignmentId },
    });

    const read = (who: TestUser, path: '/metrics/user_topics_performance/{id}') =>
      server.call('get', path, { token: who.token, params: { id: shared.id } });
    const exercises = (who: TestUser) =>
      server.call('get', '/exercises/user_exercises/{userId}', {
        token: who.token,
        params: { userId: shared.id },
      });

    const byB = await read(roomB.teacher, '/metrics/user_topics_performance/{id}');
    expect(JSON.stringify(byB.body)).toContain('Dative');
    expect((await exercises(roomB.teacher)).body.map((e: { id: string }) => e.id)).toEqual([
      roomB.exerciseIds[0],
    ]);

    const byA = await read(roomA.teacher, '/metrics/user_topics_performance/{id}');
    expect(byA.status).toBe(200);
    expect(JSON.stringify(byA.body)).not.toContain('Dative');
    expect((await exercises(roomA.teacher)).body).toEqual([]);

    // A teacher with no assignment for the pupil reads nothing at all.
    expect((await read(teacher, '/metrics/user_topics_performance/{id}')).status).toBe(403);
    expect((await exercises(teacher)).status).toBe(403);
  });
});
