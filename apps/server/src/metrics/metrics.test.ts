import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createAssignment, createClassroom } from '../test/classroom';
import { recordReview } from '../test/reviews';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

const server = useTestServer();
let room: Classroom;
let achiever: TestUser;
let idle: TestUser;
let otherTeacher: TestUser;
let unassignedId: string;

beforeAll(async () => {
  room = await createClassroom(server, { students: 2 });
  [achiever, idle] = room.students as [TestUser, TestUser];
  otherTeacher = await createUser(server, 'teacher');
  const params = { id: room.assignmentId };
  const start = await server.call('post', '/assignments/start_attempt/{id}', {
    token: achiever.token,
    params,
  });
  const [reading, writing] = room.exerciseIds as [string, string];
  const topics = ['Present tense', 'Articles'];
  await recordReview(server.db, {
    userId: achiever.id,
    exerciseId: reading,
    assignmentId: room.assignmentId,
    attemptId: start.body.attempt_id,
    correct: [true, true],
    topics,
  });
  await recordReview(server.db, {
    userId: achiever.id,
    exerciseId: writing,
    type: 'Writing',
    assignmentId: room.assignmentId,
    attemptId: start.body.attempt_id,
    correct: [true, false],
    topics,
  });
  await server.db.query(
    "UPDATE assignment_attempts SET started_at = now() - interval '10 minutes' WHERE id = $1",
    [start.body.attempt_id],
  );
  await server.call('put', '/assignments/update_attempts/{id}', {
    token: achiever.token,
    params,
    body: { attempt_id: start.body.attempt_id },
  });
  unassignedId = await createAssignment(server, room, {
    assignment_text: 'Not given yet',
    assignment_description: 'Later',
    dueInDays: 30,
    attempts: 1,
    time_limit: 10,
  });
});

const get = (path: string, user: TestUser, id = room.roomId, query?: Record<string, number>) =>
  server.call('get', path, { token: user.token, params: { id }, ...(query ? { query } : {}) });

describe('room metrics', () => {
  it('sums up the room', async () => {
    const progress = await get('/metrics/room_progress/{id}', room.teacher);
    // Two assignments of a two-exercise template; one of four (student, assignment) pairs done.
    expect(progress.body).toEqual({
      total_students: 2,
      total_exercises_assigned: 4,
      overall_completion_rate: 50,
      average_score: 75,
    });
  });

  it('ranks students by average score', async () => {
    const top = await get('/metrics/top_students/{id}', room.teacher);
    expect(top.body).toEqual([
      expect.objectContaining({
        user_id: achiever.id,
        exercises_completed: 2,
        avg_score: 75,
        completion_rate: 100,
      }),
      expect.objectContaining({
        user_id: idle.id,
        exercises_completed: 0,
        avg_score: 0,
        completion_rate: 0,
      }),
    ]);
    expect(
      (await get('/metrics/top_students/{id}', room.teacher, room.roomId, { limit: 1 })).body,
    ).toHaveLength(1);
    expect(
      (await get('/metrics/top_students/{id}', room.teacher, room.roomId, { limit: 0 })).status,
    ).toBe(422);
  });

  it('gives a completion rate per assignment, null when nobody holds it', async () => {
    const rates = await get('/metrics/assignment_completion_rate/{id}', room.teacher);
    expect(rates.body).toEqual([
      {
        assignment_id: room.assignmentId,
        assignment_text: 'Unit 1 test',
        total_students: 2,
        completion_rate: 50,
      },
      {
        assignment_id: unassignedId,
        assignment_text: 'Not given yet',
        total_students: 0,
        completion_rate: null,
      },
    ]);
  });

  it('gives the accuracy per exercise type', async () => {
    const accuracy = await get('/metrics/accuracy_by_type/{id}', room.teacher);
    expect(accuracy.body).toEqual([
      { exercise_type: 'Reading', total_exercises: 1, avg_accuracy: 100 },
      { exercise_type: 'Writing', total_exercises: 1, avg_accuracy: 50 },
    ]);
  });

  it('finds the best and worst grammar topics', async () => {
    const topics = await get('/metrics/topic_performance/{id}', room.teacher, room.roomId, {
      limit: 1,
    });
    expect(topics.body).toEqual({
      best_topics: [{ grammar_topic: 'Present tense', total_exercises: 2, avg_score: 100 }],
      worst_topics: [{ grammar_topic: 'Articles', total_exercises: 2, avg_score: 50 }],
    });
  });

  it('averages the minutes each student took', async () => {
    const times = await server.call('post', '/metrics/avg_completion_time_assign_students', {
      token: room.teacher.token,
      body: { room_id: room.roomId, assignment_id: room.assignmentId },
    });
    const byName = Object.fromEntries(
      times.body.map((t: { username: string; completion_time: number | null }) => [
        t.username,
        t.completion_time,
      ]),
    );
    expect(Object.keys(byName)).toHaveLength(2);
    expect(Object.values(byName)).toContain(null);
    const finished = Object.values(byName).find((value) => value !== null) as number;
    expect(finished).toBeGreaterThanOrEqual(10);
    expect(finished).toBeLessThan(10.5);
  });

  it("lists no times for a room without members, and refuses another room's assignment", async () => {
    const empty = await server.call('post', '/rooms/create_room', {
      token: room.teacher.token,
      body: { room_name: 'Empty', room_lang: 'German', room_level: 'B1', list_users: [] },
    });
    const unassigned = await createAssignment(server, { ...room, roomId: empty.body.id });
    const times = (roomId: string, assignmentId: string) =>
      server.call('post', '/metrics/avg_completion_time_assign_students', {
        token: room.teacher.token,
        body: { room_id: roomId, assignment_id: assignmentId },
      });
    const none = await times(empty.body.id, unassigned);
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
    expect((await times(empty.body.id, room.assignmentId)).status).toBe(404);
  });

  it("is for the room's teacher only", async () => {
    for (const path of [
      '/metrics/room_progress/{id}',
      '/metrics/top_students/{id}',
      '/metrics/assignment_completion_rate/{id}',
      '/metrics/accuracy_by_type/{id}',
      '/metrics/topic_performance/{id}',
    ]) {
      expect((await get(path, otherTeacher)).status).toBe(403);
      expect((await get(path, achiever)).status).toBe(403);
      expect((await server.call('get', path, { params: { id: room.roomId } })).status).toBe(401);
    }
    const times = await server.call('post', '/metrics/avg_completion_time_assign_students', {
      token: otherTeacher.token,
      body: { room_id: room.roomId, assignment_id: room.assignmentId },
    });
    expect(times.status).toBe(403);
  });
});

describe('user topics', () => {
  it('are readable by the student and their teacher only', async () => {
    const own = await get('/metrics/user_topics_performance/{id}', achiever, achiever.id);
    expect(own.body.best_topics[0]).toEqual({
      grammar_topic: 'Present tense',
      total_exercises: 2,
      avg_score: 100,
    });
    expect(
      (await get('/metrics/user_topics_performance/{id}', room.teacher, achiever.id)).status,
    ).toBe(200);
    expect((await get('/metrics/user_topics_performance/{id}', idle, achiever.id)).status).toBe(
      403,
    );
    expect(
      (await get('/metrics/user_topics_performance/{id}', otherTeacher, achiever.id)).status,
    ).toBe(403);
  });
});

describe('assignment score', () => {
  it("gives a student their own average and the teacher the room's", async () => {
    const params = { id: room.assignmentId };
    const own = await server.call('get', '/assignments/assignment_score/{id}', {
      token: achiever.token,
      params,
    });
    expect(own.body.average_score).toBe(75);
    expect(own.body.timestamp).not.toBeNull();
    const none = await server.call('get', '/assignments/assignment_score/{id}', {
      token: idle.token,
      params,
    });
    expect(none.body).toEqual({ average_score: null, timestamp: null });
    const list = await server.call('get', '/assignments/assignments_completion_list', {
      token: achiever.token,
    });
    expect(list.body.assignments_completion[0]).toMatchObject({
      status: 'Completed',
      user_attempts: 1,
      average_score: 75,
    });
  });
});
