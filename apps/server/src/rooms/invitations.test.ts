import { beforeAll, describe, expect, it } from 'vitest';
import { createAssignment, createClassroom } from '../test/classroom';
import { latestMail } from '../test/mailbox';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

// Issue 30, finding 3: a pupil added by a teacher is invited, and a member only once they accept.
const server = useTestServer();
let teacher: TestUser;
let pupil: TestUser;

const createRoom = async (owner: TestUser, list_users: string[] = []) =>
  (
    await server.call('post', '/rooms/create_room', {
      token: owner.token,
      body: { room_name: 'Year 9 German', room_lang: 'German', room_level: 'B1', list_users },
    })
  ).body;

beforeAll(async () => {
  teacher = await createUser(server, 'teacher', { first_name: 'Maria', last_name: 'Klein' });
  pupil = await createUser(server, 'student', { first_name: 'Sam', last_name: 'Pupil' });
});

describe('a pupil added by a teacher is invited, not enrolled', () => {
  it('shows the teacher only the address until the pupil accepts, then their name', async () => {
    const room = await createRoom(teacher);
    const added = await server.call('post', '/rooms/add_users', {
      token: teacher.token,
      body: { room_id: room.id, user_ids: [pupil.id] },
    });
    expect(added.body).toEqual({ added: 1 });

    const seen = await server.call('get', '/rooms/room/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(seen.body.list_users).toEqual([]);
    expect(seen.body.invitations).toEqual([{ email: pupil.email, invited_at: expect.any(String) }]);
    expect(JSON.stringify(seen.body)).not.toContain('Sam');
    // Not a member: the room stays closed to the pupil, and nothing is assigned to them.
    const asPupil = await server.call('get', '/rooms/room/{id}', {
      token: pupil.token,
      params: { id: room.id },
    });
    expect(asPupil.status).toBe(403);

    const mail = await latestMail(server.db, pupil.email, 'rooms');
    expect(mail.body_text).toContain('Maria Klein');
    expect(mail.body_text).toContain('accept');

    const invitations = await server.call('get', '/rooms/invitations', { token: pupil.token });
    expect(invitations.body.invitations).toEqual([
      expect.objectContaining({
        room_id: room.id,
        room_name: 'Year 9 German',
        teacher_name: 'Maria Klein',
      }),
    ]);
    const accepted = await server.call('post', '/rooms/invitations/{id}/accept', {
      token: pupil.token,
      params: { id: room.id },
    });
    expect(accepted.status).toBe(200);
    const after = await server.call('get', '/rooms/get_users/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(after.body).toEqual([
      expect.objectContaining({ id: pupil.id, first_name: 'Sam', email: pupil.email }),
    ]);
    expect((await server.call('get', '/rooms/invitations', { token: pupil.token })).body).toEqual({
      invitations: [],
    });
  });

  it('holds no assignment and no gradebook row for a pupil who has not accepted', async () => {
    const classroom = await createClassroom(server, { students: 0 });
    const invited = await createUser(server, 'student');
    await server.call('post', '/rooms/add_users', {
      token: classroom.teacher.token,
      body: { room_id: classroom.roomId, user_ids: [invited.id] },
    });
    const assigned = await server.call('post', '/assignments/assign_assignment_students', {
      token: classroom.teacher.token,
      query: { assignment_id: classroom.assignmentId },
    });
    expect(assigned.body).toEqual({ assigned: 0 });
    const mine = await server.call('get', '/assignments/assignments_completion_list', {
      token: invited.token,
    });
    expect(mine.body.assignments_completion).toEqual([]);
  });

  it('lets the pupil decline, and then the teacher sees no one', async () => {
    const room = await createRoom(teacher, [pupil.id]);
    const declined = await server.call('post', '/rooms/invitations/{id}/decline', {
      token: pupil.token,
      params: { id: room.id },
    });
    expect(declined.status).toBe(204);
    const seen = await server.call('get', '/rooms/room/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(seen.body.list_users).toEqual([]);
    expect(seen.body.invitations).toEqual([]);
    const again = await server.call('post', '/rooms/invitations/{id}/accept', {
      token: pupil.token,
      params: { id: room.id },
    });
    expect(again.status).toBe(404);
  });
});

describe('joining by code can wait for the teacher', () => {
  it('keeps a pupil out until the teacher approves, and shows the teacher who asked', async () => {
    const room = await createRoom(teacher);
    const settings = await server.call('patch', '/rooms/join_settings/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: { approval: true },
    });
    expect(settings.body).toMatchObject({ join_approval: true, join_code: room.join_code });
    const asker = await createUser(server, 'student', { first_name: 'Ana', last_name: 'Asker' });
    const joined = await server.call('post', '/rooms/join', {
      token: asker.token,
      body: { join_code: room.join_code },
    });
    expect(joined.status).toBe(202);
    expect(joined.body.message).toContain('Your teacher will let you in');
    expect(
      (
        await server.call('get', '/rooms/room/{id}', {
          token: asker.token,
          params: { id: room.id },
        })
      ).status,
    ).toBe(403);
    const seen = await server.call('get', '/rooms/room/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(seen.body.join_requests).toEqual([
      expect.objectContaining({ id: asker.id, first_name: 'Ana', email: asker.email }),
    ]);
    const approved = await server.call('post', '/rooms/join_requests/{id}', {
      token: teacher.token,
      params: { id: room.id },
      body: { user_id: asker.id, approve: true },
    });
    expect(approved.status).toBe(204);
    const members = await server.call('get', '/rooms/get_users/{id}', {
      token: teacher.token,
      params: { id: room.id },
    });
    expect(members.body).toEqual([expect.objectContaining({ id: asker.id, joined_by: 'code' })]);
  });
});

describe('leaving a room ends its holdings', () => {
  it("takes the pupil off the assignment's list and stops their sittings", async () => {
    const classroom = await createClassroom(server, { students: 2 });
    const [leaver] = classroom.students;
    if (!leaver) throw new Error('no student');
    const started = await server.call('post', '/assignments/start_attempt/{id}', {
      token: leaver.token,
      params: { id: classroom.assignmentId },
    });
    expect(started.status).toBe(201);
    await server.call('post', '/rooms/leave/{id}', {
      token: leaver.token,
      params: { id: classroom.roomId },
    });
    const again = await server.call('post', '/assignments/start_attempt/{id}', {
      token: leaver.token,
      params: { id: classroom.assignmentId },
    });
    expect(again.status).toBe(403);
    const mine = await server.call('get', '/assignments/assignments_completion_list', {
      token: leaver.token,
    });
    expect(mine.body.assignments_completion).toEqual([]);
    const later = await createAssignment(server, classroom);
    const assigned = await server.call('post', '/assignments/assign_assignment_students', {
      token: classroom.teacher.token,
      query: { assignment_id: later },
    });
    expect(assigned.body).toEqual({ assigned: 1 });
    const grades = await server.call('get', '/gradebook/assignments/{id}/export', {
      token: classroom.teacher.token,
      params: { id: classroom.assignmentId },
    });
    // The heading and the one pupil who stayed.
    expect(String(grades.body).trim().split(/\r?\n/)).toHaveLength(2);
  });
});
