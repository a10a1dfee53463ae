import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

const server = useTestServer();
let room: Classroom;
let stranger: TestUser;

beforeAll(async () => {
  room = await createClassroom(server, { students: 2 });
  stranger = await createUser(server, 'student');
});

const send = (token: string | undefined, body: Record<string, unknown>) =>
  server.call('post', '/mailer/send_mails', {
    token,
    body: { template_id: 1, url: 'http://lingua.test/assignments', ...body },
  });

describe('assignment notices', () => {
  it('queues one mail per room member with the assignment and the link', async () => {
    const users = await server.call('get', '/rooms/get_users/{id}', {
      token: room.teacher.token,
      params: { id: room.roomId },
    });
    const response = await send(room.teacher.token, {
      list_users: users.body,
      room_id: room.roomId,
      assignment_id: room.assignmentId,
    });
    expect(response).toMatchObject({ status: 202, body: { queued: 2 } });
    for (const student of room.students) {
      const [mail] = await server.db.query<{ subject: string; body_text: string }>(
        'SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2',
        [student.email, 'New assignment%'],
      );
      expect(mail?.subject).toBe('New assignment: Unit 1 test');
      expect(mail?.body_text).toContain('http://lingua.test/assignments');
      expect(mail?.body_text).toContain('Class');
    }
  });

  it('is not an open relay', async () => {
    const outsider = await send(room.teacher.token, { list_users: [{ email: stranger.email }] });
    expect(outsider.status).toBe(403);
    const anyone = await send(room.teacher.token, {
      list_users: [{ email: 'victim@example.org' }],
    });
    expect(anyone.status).toBe(403);
    const elsewhere = await send(room.teacher.token, {
      list_users: [{ email: room.students[0]?.email }],
      url: 'https://evil.example/phish',
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toHaveProperty('url');
  });

  it('is for teachers, and only for their own rooms', async () => {
    const otherTeacher = await createUser(server, 'teacher');
    expect(
      (await send(otherTeacher.token, { list_users: [{ email: room.students[0]?.email }] })).status,
    ).toBe(403);
    expect(
      (await send(room.students[0]?.token, { list_users: [{ email: room.students[1]?.email }] }))
        .status,
    ).toBe(403);
    expect((await send(undefined, { list_users: [] })).status).toBe(401);
    expect((await send(room.teacher.token, { list_users: [], template_id: 2 })).status).toBe(422);
  });
});
