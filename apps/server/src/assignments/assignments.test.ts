import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { addToRoom, createUser, type TestUser } from '../test/users';

const server = useTestServer();
let classroom: Classroom;
let outsider: TestUser;
let otherTeacher: TestUser;

beforeAll(async () => {
  classroom = await createClassroom(server);
  outsider = await createUser(server, 'student');
  otherTeacher = await createUser(server, 'teacher');
});

const future = () => new Date(Date.now() + 3600_000).toISOString();

describe('creating assignments', () => {
  it("creates an assignment for the teacher's room and template and lists it for both sides", async () => {
    const { teacher, students, assignmentId } = classroom;
    const teacherList = await server.call('get', '/assignments/users_assignments_list', {
      token: teacher.token,
    });
    expect(teacherList.body.assignments).toContainEqual(
      expect.objectContaining({
        assignment_id: assignmentId,
        status: 'Pending',
        user_attempts: 0,
        attempts: 2,
        time_limit: 15,
      }),
    );
    const student = students[0] as TestUser;
    const studentList = await server.call('get', '/assignments/assignments_completion_list', {
      token: student.token,
    });
    expect(studentList.body.assignments_completion).toEqual([
      expect.objectContaining({
        assignment_id: assignmentId,
        status: 'Pending',
        user_attempts: 0,
        average_score: null,
        score_timestamp: null,
      }),
    ]);
    expect(
      (
        await server.call('get', '/assignments/assignments_completion_list', {
          token: outsider.token,
        })
      ).body,
    ).toEqual({
      assignments_completion: [],
    });
  });

  it('refuses a schedule in the past', async () => {
    const response = await server.call('post', '/assignments/create_assignment', {
      token: classroom.teacher.token,
      body: {
        assignment_text: 'Late',
        assignment_description: 'Too late',
        template_id: classroom.templateId,
        room_id: classroom.roomId,
        schedule: '2020-01-01T09:00:00Z',
        attempts: 1,
        time_limit: 10,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      schedule: 'Please select a date and time in the future',
    });
  });

  it("refuses another teacher's room or template, students, and bad numbers", async () => {
    const body = {
      assignment_text: 'X',
      assignment_description: 'Y',
      template_id: classroom.templateId,
      room_id: classroom.roomId,
      schedule: future(),
      attempts: 1,
      time_limit: 10,
    };
    expect(
      (
        await server.call('post', '/assignments/create_assignment', {
          token: otherTeacher.token,
          body,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('post', '/assignments/create_assignment', {
          token: classroom.students[0]?.token,
          body,
        })
      ).status,
    ).toBe(403);
    const zero = await server.call('post', '/assignments/create_assignment', {
      token: classroom.teacher.token,
      body: { ...body, attempts: 0, time_limit: 0 },
    });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.errors).sort()).toEqual(['attempts', 'time_limit']);
    expect((await server.call('post', '/assignments/create_assignment', { body })).status).toBe(
      401,
    );
  });
});

describe('attempts', () => {
  it('counts finished attempts, completes the assignment, and stops at the allowed number', async () => {
    const room = await createClassroom(server, { students: 1, attempts: 2 });
    const student = room.students[0] as TestUser;
    const params = { id: room.assignmentId };
    const start = await server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params,
    });
    expect(start.status).toBe(201);
    expect(
      new Date(start.body.deadline).getTime() - new Date(start.body.started_at).getTime(),
    ).toBe(15 * 60_000);
    const first = await server.call('put', '/assignments/update_attempts/{id}', {
      token: student.token,
      params,
      body: { attempt_id: start.body.attempt_id },
    });
    expect(first.body).toEqual({ user_attempts: 1, attempts: 2, status: 'Completed' });
    const repeated = await server.call('put', '/assignments/update_attempts/{id}', {
      token: student.token,
      params,
      body: { attempt_id: start.body.attempt_id },
    });
    expect(repeated.body.user_attempts).toBe(1);
    // The specs' client finishes without a body.
    const second = await server.call('put', '/assignments/update_attempts/{id}', {
      token: student.token,
      params,
    });
    expect(second.body).toEqual({ user_attempts: 2, attempts: 2, status: 'Completed' });
    expect(
      (
        await server.call('post', '/assignments/start_attempt/{id}', {
          token: student.token,
          params,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await server.call('put', '/assignments/update_attempts/{id}', {
          token: student.token,
          params,
        })
      ).status,
    ).toBe(409);
  });

  it('resumes the open attempt when opened again, without spending another', async () => {
    const room = await createClassroom(server, { students: 1, attempts: 1 });
    const student = room.students[0] as TestUser;
    const params = { id: room.assignmentId };
    const first = await server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params,
    });
    expect(first.status).toBe(201);
    const again = await server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params,
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const finished = await server.call('put', '/assignments/update_attempts/{id}', {
      token: student.token,
      params,
      body: { attempt_id: first.body.attempt_id },
    });
    expect(finished.body).toEqual({ user_attempts: 1, attempts: 1, status: 'Completed' });
    const afterwards = await server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params,
    });
    expect(afterwards.status).toBe(409);
    expect(afterwards.body.detail).toBe('You have used all your attempts');
  });

  it('refuses to start once the schedule has passed', async () => {
    const room = await createClassroom(server, { students: 1 });
    await server.db.query(
      "UPDATE assignments SET schedule = now() - interval '1 minute' WHERE id = $1",
      [room.assignmentId],
    );
    const response = await server.call('post', '/assignments/start_attempt/{id}', {
      token: room.students[0]?.token,
      params: { id: room.assignmentId },
    });
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe('This assignment has expired');
  });

  it('marks an attempt finished after its deadline and grace as late', async () => {
    const room = await createClassroom(server, { students: 1 });
    const student = room.students[0] as TestUser;
    const params = { id: room.assignmentId };
    const start = await server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params,
    });
    await server.db.query(
      "UPDATE assignment_attempts SET deadline = now() - interval '2 minutes' WHERE id = $1",
      [start.body.attempt_id],
    );
    await server.call('put', '/assignments/update_attempts/{id}', {
      token: student.token,
      params,
      body: { attempt_id: start.body.attempt_id },
    });
    const [row] = await server.db.query<{ late: boolean }>(
      'SELECT late FROM assignment_attempts WHERE id = $1',
      [start.body.attempt_id],
    );
    expect(row?.late).toBe(true);
  });

  it('is only for students holding the assignment', async () => {
    const params = { id: classroom.assignmentId };
    expect(
      (
        await server.call('post', '/assignments/start_attempt/{id}', {
          token: outsider.token,
          params,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('put', '/assignments/update_attempts/{id}', {
          token: outsider.token,
          params,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('get', '/assignments/assignment_score/{id}', {
          token: outsider.token,
          params,
        })
      ).status,
    ).toBe(403);
  });

  it('reports no score before any answer was reviewed', async () => {
    const score = await server.call('get', '/assignments/assignment_score/{id}', {
      token: classroom.students[0]?.token,
      params: { id: classroom.assignmentId },
    });
    expect(score.body).toEqual({ average_score: null, timestamp: null });
  });
});

describe('managing assignments', () => {
  it('lets the teacher edit and delete, and nobody else', async () => {
    const room = await createClassroom(server, { students: 1 });
    const params = { id: room.assignmentId };
    const edited = await server.call('patch', '/assignments/update_assignment/{id}', {
      token: room.teacher.token,
      params,
      body: { assignment_text: 'Renamed', attempts: 3 },
    });
    expect(edited.body).toMatchObject({ assignment_text: 'Renamed', attempts: 3, time_limit: 15 });
    const denied = await server.call('patch', '/assignments/update_assignment/{id}', {
      token: otherTeacher.token,
      params,
      body: { attempts: 9 },
    });
    expect(denied.status).toBe(403);
    expect(
      (
        await server.call('delete', '/assignments/delete/{id}', {
          token: room.students[0]?.token,
          params,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.call('delete', '/assignments/delete/{id}', {
          token: room.teacher.token,
          params,
        })
      ).status,
    ).toBe(204);
    const list = await server.call('get', '/assignments/assignments_completion_list', {
      token: room.students[0]?.token,
    });
    expect(list.body.assignments_completion).toEqual([]);
  });

  it('gives the assignment to students who joined later, once', async () => {
    const room = await createClassroom(server, { students: 1 });
    const newcomer = await createUser(server, 'student');
    await addToRoom(server, room.teacher, room.roomId, [newcomer]);
    const assign = () =>
      server.call('post', '/assignments/assign_assignment_students', {
        token: room.teacher.token,
        query: { assignment_id: room.assignmentId },
      });
    expect((await assign()).body).toEqual({ assigned: 1 });
    expect((await assign()).body).toEqual({ assigned: 0 });
    const denied = await server.call('post', '/assignments/assign_assignment_students', {
      token: otherTeacher.token,
      query: { assignment_id: room.assignmentId },
    });
    expect(denied.status).toBe(403);
  });
});
