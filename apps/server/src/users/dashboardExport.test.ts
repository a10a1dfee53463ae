import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createClassroom } from '../test/classroom';
import { recordReview } from '../test/reviews';
import { useTestServer } from '../test/testServer';
import type { TestUser } from '../test/users';

const server = useTestServer();
let room: Classroom;
let student: TestUser;

beforeAll(async () => {
  room = await createClassroom(server, { students: 1 });
  student = room.students[0] as TestUser;
  await recordReview(server.db, {
    userId: student.id,
    exerciseId: room.exerciseIds[0] as string,
    assignmentId: room.assignmentId,
    correct: [true, false],
  });
  await server.call('post', '/feedback/create', {
    token: student.token,
    body: { feedback_type: 'general', feedback_text: 'Great app' },
  });
});

describe('dashboard', () => {
  it("shows a student's open assignments, average and latest activity", async () => {
    const dashboard = await server.call('get', '/users/dashboard', { token: student.token });
    expect(dashboard.body).toMatchObject({
      exercises_count: 0,
      templates_count: 0,
      assignments_due: 1,
      average_score: 50,
    });
    expect(
      dashboard.body.recent_activity.map((item: { kind: string }) => item.kind).sort(),
    ).toEqual(['assigned', 'solved']);
  });

  it("shows a teacher's own exercises, templates and upcoming assignments", async () => {
    const dashboard = await server.call('get', '/users/dashboard', { token: room.teacher.token });
    expect(dashboard.body).toMatchObject({
      exercises_count: 2,
      templates_count: 1,
      assignments_due: 1,
      average_score: null,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('get', '/users/dashboard')).status).toBe(401);
  });
});

describe('data export', () => {
  it("downloads the caller's own data as an attachment", async () => {
    const response = await server.call('get', '/users/export', { token: student.token });
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="lingua-export.json"',
    );
    expect(response.body.profile.email).toBe(student.email);
    expect(response.body.answers).toHaveLength(1);
    expect(response.body.feedback.map((f: { feedback_text: string }) => f.feedback_text)).toEqual([
      'Great app',
    ]);
    expect(response.body.exercises).toEqual([]);
    const teacherExport = await server.call('get', '/users/export', { token: room.teacher.token });
    expect(teacherExport.body.exercises).toHaveLength(2);
    expect(teacherExport.body.templates).toHaveLength(1);
    expect(teacherExport.body.feedback).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('get', '/users/export')).status).toBe(401);
  });
});
