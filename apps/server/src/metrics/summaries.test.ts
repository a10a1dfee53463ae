import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AssignmentListRow,
  studentAssignments,
  teacherAssignments,
} from '../assignments/queries';
import { type Classroom, createAssignment, createClassroom } from '../test/classroom';
import * as fromScratch from '../test/metricsFromScratch';
import { recordReview } from '../test/reviews';
import { useTestServer } from '../test/testServer';
import { addToRoom, createUser, type TestUser } from '../test/users';
import {
  accuracyByType,
  assignmentCompletion,
  averageCompletionTimes,
  roomProgress,
  roomTopics,
  topStudents,
} from './queries';

// The room metrics and assignment lists read summary rows that triggers keep up to date; after
// every kind of write they must equal the same figures computed from the raw rows.

const server = useTestServer();
let room: Classroom;
let otherRoom: Classroom;
let second: string;
let ana: TestUser;
let ben: TestUser;
let cleo: TestUser;

const byName = <T extends { grammar_topic: string }>(topics: T[]) =>
  [...topics].sort((a, b) => a.grammar_topic.localeCompare(b.grammar_topic));

const listed = (rows: AssignmentListRow[]) =>
  rows.map(({ id, user_attempts, completed, average_score, score_timestamp }) => ({
    id,
    user_attempts,
    completed,
    average_score,
    score_timestamp,
  }));

async function expectFiguresFromScratch() {
  const { db } = server;
  const rooms = await db.query<{ id: string }>('SELECT id FROM rooms');
  for (const { id } of rooms) {
    expect(await roomProgress(db, id)).toEqual(await fromScratch.roomProgress(db, id));
    expect(await topStudents(db, id, 100)).toEqual(await fromScratch.topStudents(db, id, 100));
    expect(await assignmentCompletion(db, id)).toEqual(
      await fromScratch.assignmentCompletion(db, id),
    );
    expect(await accuracyByType(db, id)).toEqual(await fromScratch.accuracyByType(db, id));
    expect(byName(await roomTopics(db, id))).toEqual(byName(await fromScratch.roomTopics(db, id)));
    const assignments = await db.query<{ id: string }>(
      'SELECT id FROM assignments WHERE room_id = $1',
      [id],
    );
    for (const assignment of assignments) {
      expect(await averageCompletionTimes(db, id, assignment.id)).toEqual(
        await fromScratch.averageCompletionTimes(db, id, assignment.id),
      );
    }
  }
  const users = await db.query<{ id: string; role: string }>('SELECT id, role FROM users');
  for (const { id, role } of users) {
    if (role === 'teacher') {
      expect(listed(await teacherAssignments(db, id))).toEqual(
        await fromScratch.teacherAssignments(db, id),
      );
    } else {
      expect(listed(await studentAssignments(db, id))).toEqual(
        await fromScratch.studentAssignments(db, id),
      );
    }
  }
}

/** A timed sitting of `student` answering the room's two exercises with these outcomes. */
async function sitAndAnswer(student: TestUser, assignmentId: string, correct: boolean[][]) {
  const params = { id: assignmentId };
  const start = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params,
  });
  expect(start.status).toBe(201);
  const [reading, writing] = room.exerciseIds as [string, string];
  for (const [index, exerciseId] of [reading, writing].entries()) {
    await recordReview(server.db, {
      userId: student.id,
      exerciseId,
      type: index === 0 ? 'Reading' : 'Writing',
      assignmentId,
      correct: correct[index] ?? [true],
      topics: ['Articles', 'Past tense', 'Articles'],
      durationSeconds: 90 + index * 30,
    });
  }
  const finish = await server.call('put', '/assignments/update_attempts/{id}', {
    token: student.token,
    params,
    body: { attempt_id: start.body.attempt_id },
  });
  expect(finish.status).toBe(200);
  return start.body.attempt_id as string;
}

beforeAll(async () => {
  room = await createClassroom(server, { students: 3, attempts: 3 });
  otherRoom = await createClassroom(server, { students: 1 });
  [ana, ben, cleo] = room.students as [TestUser, TestUser, TestUser];
  second = await createAssignment(server, room, {
    assignment_text: 'Unit 2 test',
    dueInDays: 14,
    time_limit: 20,
  });
  await server.call('post', '/assignments/assign_assignment_students', {
    token: room.teacher.token,
    query: { assignment_id: second },
  });
});

describe('summary figures', () => {
  it('start equal to the raw rows, before any answer', async () => {
    await expectFiguresFromScratch();
  });

  it('follow answers, finished sittings and practice', async () => {
    await sitAndAnswer(ana, room.assignmentId, [
      [true, false, true],
      [true, true],
    ]);
    // The specs' client: answers with the assignment, then a sitting recorded on the spot.
    await recordReview(server.db, {
      userId: ben.id,
      exerciseId: room.exerciseIds[0] as string,
      assignmentId: room.assignmentId,
      correct: [false, false, true],
      topics: ['Articles', 'Word order', 'Articles'],
      durationSeconds: 200,
    });
    await server.call('put', '/assignments/update_attempts/{id}', {
      token: ben.token,
      params: { id: room.assignmentId },
    });
    // Practice outside any assignment counts nowhere in the room.
    await recordReview(server.db, {
      userId: cleo.id,
      exerciseId: room.exerciseIds[1] as string,
      correct: [true],
    });
    await sitAndAnswer(otherRoom.students[0] as TestUser, otherRoom.assignmentId, [[false]]);
    await expectFiguresFromScratch();
  });

  it('follow re-attempts and edited sittings', async () => {
    const sitting = await sitAndAnswer(ana, room.assignmentId, [[false, false, false], [true]]);
    await sitAndAnswer(ana, second, [[true, true, true], [true]]);
    await server.db.query(
      "UPDATE assignment_attempts SET started_at = submitted_at - interval '17 minutes' WHERE id = $1",
      [sitting],
    );
    await server.call('patch', '/assignments/update_assignment/{id}', {
      token: room.teacher.token,
      params: { id: room.assignmentId },
      body: { assignment_text: 'Unit 1 test (edited)' },
    });
    await expectFiguresFromScratch();
  });

  it('follow items added to or removed from a stored answer', async () => {
    const [answer] = await server.db.query<{ id: string }>(
      'SELECT id FROM attempts WHERE user_id = $1 AND assignment_id = $2 LIMIT 1',
      [ana.id, room.assignmentId],
    );
    await server.db.query(
      `INSERT INTO attempt_items (attempt_id, item_id, grammar_topic, is_correct)
       VALUES ($1, 10, 'Articles', false), ($1, 11, 'Plural', true)`,
      [answer?.id],
    );
    await expectFiguresFromScratch();
    await server.db.query(
      'DELETE FROM attempt_items WHERE attempt_id = $1 AND item_id IN (1, 11)',
      [answer?.id],
    );
    await expectFiguresFromScratch();
  });

  it('follow corrected verdicts and excused sittings', async () => {
    const teacher = { token: room.teacher.token };
    const sitting = await sitAndAnswer(cleo, room.assignmentId, [[false, false], [true]]);
    const corrected = await server.call('post', '/gradebook/sittings/{id}/overrides', {
      ...teacher,
      params: { id: sitting },
      body: { exercise_id: room.exerciseIds[0] as string, item_id: 2, verdict: 'correct' },
    });
    expect(corrected.status).toBe(200);
    await expectFiguresFromScratch();
    const excuse = (excused: boolean) =>
      server.call('put', '/gradebook/sittings/{id}/excused', {
        ...teacher,
        params: { id: sitting },
        body: { excused },
      });
    expect((await excuse(true)).body.excused).toBe(true);
    await expectFiguresFromScratch();
    expect((await excuse(false)).body.excused).toBe(false);
    await expectFiguresFromScratch();
    // Excused answers leaving with their exercise are not taken twice from the counts.
    await excuse(true);
  });

  it('follow members leaving and joining', async () => {
    await server.call('post', '/rooms/remove_user', {
      token: room.teacher.token,
      body: { room_id: room.roomId, user_email: ben.email },
    });
    const dana = await createUser(server, 'student');
    await addToRoom(server, room.teacher, room.roomId, [dana]);
    await server.call('post', '/assignments/assign_assignment_students', {
      token: room.teacher.token,
      query: { assignment_id: second },
    });
    await sitAndAnswer(dana, second, [[true], [false, true]]);
    await expectFiguresFromScratch();
  });

  it('follow deleted exercises, assignments and accounts', async () => {
    // An exercise leaves with its answers (a template no longer holding it).
    await server.db.query('DELETE FROM exercises WHERE id = $1', [room.exerciseIds[1]]);
    await expectFiguresFromScratch();

    const removed = await server.call('delete', '/assignments/delete/{id}', {
      token: room.teacher.token,
      params: { id: second },
    });
    expect(removed.status).toBe(204);
    await expectFiguresFromScratch();

    await server.db.query('DELETE FROM users WHERE id = $1', [ana.id]);
    await expectFiguresFromScratch();

    await server.call('delete', '/rooms/delete/{id}', {
      token: otherRoom.teacher.token,
      params: { id: otherRoom.roomId },
    });
    await expectFiguresFromScratch();
  });
});
