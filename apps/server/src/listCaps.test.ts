import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createClassroom } from './test/classroom';
import { useTestServer } from './test/testServer';

// Issue 30, finding 11: server lists had no cap. Each list answers at most its contract's
// maxItems however much the database holds (the harness checks every answer against
// openapi.yaml too). Rows are written straight into the database, one more than each cap.
const server = useTestServer();
let c: Classroom;
let roomId: string;
let pupilId: string;

/** `count` pupils with confirmed addresses, made in one statement; their ids. */
async function manyPupils(prefix: string, count: number): Promise<string[]> {
  const rows = await server.db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, email_verified_at, username, first_name, last_name, role)
     SELECT $1 || g || '@caps.example', 'x', now(), $1 || g, 'Pupil', $1 || lpad(g::text, 5, '0'),
       'student'
     FROM generate_series(1, $2) g RETURNING id`,
    [prefix, count],
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  c = await createClassroom(server, { students: 1 });
  roomId = c.roomId;
  pupilId = c.students[0]?.id ?? '';
  // 501 more rooms of the teacher, each inviting the pupil.
  const rooms = await server.db.query<{ id: string }>(
    `INSERT INTO rooms (teacher_id, room_name, room_lang, room_level, join_code)
     SELECT $1, 'Room ' || g, 'German', 'B1', 'CAPS' || lpad(g::text, 4, '0') FROM generate_series(1, 501) g
     RETURNING id`,
    [c.teacher.id],
  );
  await server.db.query(
    `INSERT INTO room_invitations (room_id, user_id, kind, email)
     SELECT id, $2, 'invited', 'pupil@caps.example' FROM unnest($1::uuid[]) id`,
    [rooms.map((room) => room.id), pupilId],
  );
  // The classroom's room: 501 more members, 501 invited, 501 asking to join.
  const members = await manyPupils('member', 501);
  await server.db.query(
    `INSERT INTO room_members (room_id, user_id) SELECT $1, id FROM unnest($2::uuid[]) id`,
    [roomId, members],
  );
  await server.db.query(
    `INSERT INTO room_invitations (room_id, user_id, kind, email)
     SELECT $1, id, $3, 'someone@caps.example' FROM unnest($2::uuid[]) id`,
    [roomId, await manyPupils('invited', 501), 'invited'],
  );
  await server.db.query(
    `INSERT INTO room_invitations (room_id, user_id, kind, email)
     SELECT $1, id, $3, 'someone@caps.example' FROM unnest($2::uuid[]) id`,
    [roomId, await manyPupils('asking', 501), 'requested'],
  );
  // 1,001 more assignments in the room, each held by the pupil, and the members' extensions and
  // sittings of the classroom's assignment: 5,010 sittings (10 per member).
  const assignments = await server.db.query<{ id: string }>(
    `INSERT INTO assignments (teacher_id, room_id, template_id, assignment_text,
       assignment_description, schedule, attempts, time_limit)
     SELECT $1, $2, $3, 'Homework ' || g, 'Practice', now() + interval '1 day', 1, 10
     FROM generate_series(1, 1001) g RETURNING id`,
    [c.teacher.id, roomId, c.templateId],
  );
  await server.db.query(
    `INSERT INTO assignment_members (assignment_id, user_id) SELECT id, $2 FROM unnest($1::uuid[]) id`,
    [assignments.map((a) => a.id), pupilId],
  );
  await server.db.query(
    `INSERT INTO assignment_members (assignment_id, user_id) SELECT $1, id FROM unnest($2::uuid[]) id`,
    [c.assignmentId, members],
  );
  await server.db.query(
    `INSERT INTO assignment_extensions (assignment_id, user_id, schedule)
     SELECT $1, id, now() + interval '2 days' FROM unnest($2::uuid[]) id`,
    [c.assignmentId, members],
  );
  await server.db.query(
    `INSERT INTO assignment_attempts (assignment_id, user_id, started_at, deadline, submitted_at)
     SELECT $1, m.id, now() - make_interval(mins => g), now() - make_interval(mins => g) + interval '10 minutes',
       now() - make_interval(mins => g) + interval '5 minutes'
     FROM unnest($2::uuid[]) m(id), generate_series(1, 10) g`,
    [c.assignmentId, members.slice(0, 501)],
  );
}, 120_000);

const read = async (path: string, options: Parameters<typeof server.call>[2]) => {
  const answer = await server.call('get', path, options);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('every list answers at most its cap', () => {
  it('rooms: 500 rooms, and 500 members, invitations and join requests in each', async () => {
    const teacher = { token: c.teacher.token };
    for (const path of ['/rooms/all_rooms', '/rooms/rooms_list_created']) {
      const rooms = await read(path, teacher);
      expect(rooms).toHaveLength(500);
    }
    const room = await read('/rooms/room/{id}', { ...teacher, params: { id: roomId } });
    expect(room.list_users).toHaveLength(500);
    expect(room.invitations).toHaveLength(500);
    expect(room.join_requests).toHaveLength(500);
    // Members by name: the classroom's pupil and member00001... come first.
    expect(room.list_users.at(-1).last_name).toBe('member00499');
    const users = await read('/rooms/get_users/{id}', { ...teacher, params: { id: roomId } });
    expect(users).toHaveLength(500);
  });

  it("a pupil's invitations: 500", async () => {
    const pupil = { token: c.students[0]?.token };
    expect((await read('/rooms/invitations', pupil)).invitations).toHaveLength(500);
  });

  it("assignments: 1,000 in the teacher's and in the pupil's list", async () => {
    const teacher = await read('/assignments/users_assignments_list', {
      token: c.teacher.token,
    });
    expect(teacher.assignments).toHaveLength(1000);
    const pupil = await read('/assignments/assignments_completion_list', {
      token: c.students[0]?.token,
    });
    expect(pupil.assignments_completion).toHaveLength(1000);
  });

  it("a room's figures: 500 assignments' completion, 500 members' times", async () => {
    const token = c.teacher.token;
    const completion = await read('/metrics/assignment_completion_rate/{id}', {
      token,
      params: { id: roomId },
    });
    expect(completion).toHaveLength(500);
    const times = await server.call('post', '/metrics/avg_completion_time_assign_students', {
      token,
      body: { room_id: roomId, assignment_id: c.assignmentId },
    });
    expect(times.body).toHaveLength(500);
  });

  it('the gradebook: the newest 5,000 sittings, 500 accommodations and extensions', async () => {
    const token = c.teacher.token;
    const sittings = await read('/gradebook/rooms/{id}/sittings', {
      token,
      params: { id: roomId },
    });
    expect(sittings.sittings).toHaveLength(5000);
    const accommodations = await read('/gradebook/rooms/{id}/accommodations', {
      token,
      params: { id: roomId },
    });
    expect(accommodations.accommodations).toHaveLength(500);
    const extensions = await read('/gradebook/assignments/{id}/extensions', {
      token,
      params: { id: c.assignmentId },
    });
    expect(extensions.extensions).toHaveLength(500);
  });
});
