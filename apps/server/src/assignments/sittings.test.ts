import { engineFromEnv } from '@lingua/content';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Classroom, createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { chooseLanguage, createUser, type TestUser } from '../test/users';
import { createSittingCloser } from './closeJob';

const server = useTestServer();

const reading = (answers: string[]) => ({
  Questions: answers.map((user_answer, index) => ({
    id: index + 1,
    question: ['Wohin geht Anna?', 'Wer geht?'][index] ?? '',
    user_answer,
  })),
});
const writing = (answers: string[]) => ({
  Exercises: answers.map((answer, index) => ({
    id: index + 1,
    question: ['ich (gehen)', 'du (sein)'][index] ?? '',
    answer,
  })),
});

async function sitting(options: { attempts?: number } = {}) {
  const room = await createClassroom(server, { students: 1, attempts: options.attempts ?? 1 });
  const student = room.students[0] as TestUser;
  const params = { id: room.assignmentId };
  const start = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params,
  });
  expect(start.status).toBe(201);
  const [readingId, writingId] = room.exerciseIds as [string, string];
  const save = (answers: { exercise_id: string; user_answer: object; saved_at?: string }[]) =>
    server.call('put', '/assignments/save_answers/{id}', {
      token: student.token,
      params,
      body: {
        attempt_id: start.body.attempt_id,
        answers: answers.map((answer) => ({ saved_at: new Date().toISOString(), ...answer })),
      },
    });
  const resume = () =>
    server.call('get', '/assignments/resume_attempt/{id}', { token: student.token, params });
  const moveDeadline = (sql: string) =>
    server.db.query(`UPDATE assignment_attempts SET deadline = ${sql} WHERE id = $1`, [
      start.body.attempt_id,
    ]);
  return {
    room,
    student,
    params,
    attemptId: start.body.attempt_id as string,
    deadline: start.body.deadline as string,
    readingId,
    writingId,
    save,
    resume,
    moveDeadline,
  };
}

const closer = () =>
  createSittingCloser(server.db, engineFromEnv({}), pino({ level: 'silent' }), 60_000);

describe('saving answers as they are typed', () => {
  it('acknowledges each answer with the server time and resumes the attempt with them', async () => {
    const s = await sitting();
    const saved = await s.save([
      { exercise_id: s.readingId, user_answer: reading(['in den', '']) },
      { exercise_id: s.writingId, user_answer: writing(['gehe', '']) },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.answers).toEqual([
      { exercise_id: s.readingId, saved: true, saved_at: expect.any(String) },
      { exercise_id: s.writingId, saved: true, saved_at: expect.any(String) },
    ]);
    const resumed = await s.resume();
    expect(resumed.body.attempt).toEqual({
      attempt_id: s.attemptId,
      started_at: expect.any(String),
      deadline: s.deadline,
    });
    expect(Math.abs(Date.parse(resumed.body.server_time) - Date.now())).toBeLessThan(60_000);
    expect(
      Object.fromEntries(
        resumed.body.answers.map((a: { exercise_id: string; user_answer: object }) => [
          a.exercise_id,
          a.user_answer,
        ]),
      ),
    ).toEqual({
      [s.readingId]: reading(['in den', '']),
      [s.writingId]: writing(['gehe', '']),
    });
    // Opening again resumes: no attempt is spent.
    const again = await server.call('post', '/assignments/start_attempt/{id}', {
      token: s.student.token,
      params: s.params,
    });
    expect(again.status).toBe(200);
    expect(again.body.attempt_id).toBe(s.attemptId);
  });

  it('is idempotent and never lets an older answer sent late replace a newer one', async () => {
    const s = await sitting();
    const now = Date.now();
    const newer = { exercise_id: s.readingId, user_answer: reading(['in den Park', 'Anna']) };
    await s.save([{ ...newer, saved_at: new Date(now).toISOString() }]);
    const repeated = await s.save([{ ...newer, saved_at: new Date(now).toISOString() }]);
    expect(repeated.body.answers[0].saved).toBe(true);
    const older = await s.save([
      {
        exercise_id: s.readingId,
        user_answer: reading(['in', '']),
        saved_at: new Date(now - 20_000).toISOString(),
      },
    ]);
    expect(older.body.answers[0].saved).toBe(true);
    const resumed = await s.resume();
    expect(resumed.body.answers[0].user_answer).toEqual(newer.user_answer);
  });

  it('takes during the grace only what the browser saved before the deadline, then nothing', async () => {
    const s = await sitting();
    await s.moveDeadline("now() - interval '30 seconds'");
    const [row] = await server.db.query<{ deadline: Date }>(
      'SELECT deadline FROM assignment_attempts WHERE id = $1',
      [s.attemptId],
    );
    const deadline = (row as { deadline: Date }).deadline.getTime();
    const grace = await s.save([
      {
        exercise_id: s.readingId,
        user_answer: reading(['in den Park', 'Anna']),
        saved_at: new Date(deadline - 5_000).toISOString(),
      },
      {
        exercise_id: s.writingId,
        user_answer: writing(['gehe', 'bist']),
        saved_at: new Date(deadline + 5_000).toISOString(),
      },
    ]);
    expect(grace.body.answers.map((a: { saved: boolean }) => a.saved)).toEqual([true, false]);
    expect(grace.body.answers[1].detail).toBe('Typed after the time was up');

    await s.moveDeadline("now() - interval '61 seconds'");
    const late = await s.save([{ exercise_id: s.readingId, user_answer: reading(['x', 'y']) }]);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('Time is up for this attempt');
  });

  it('refuses exercises outside the assignment and attempts of other students', async () => {
    const s = await sitting();
    const other = await sitting();
    const foreign = await s.save([
      { exercise_id: other.readingId, user_answer: reading(['a', 'b']) },
    ]);
    expect(foreign.status).toBe(422);
    const stolen = await server.call('put', '/assignments/save_answers/{id}', {
      token: other.student.token,
      params: other.params,
      body: {
        attempt_id: s.attemptId,
        answers: [
          {
            exercise_id: other.readingId,
            user_answer: reading(['a', 'b']),
            saved_at: new Date().toISOString(),
          },
        ],
      },
    });
    expect(stolen.status).toBe(404);
  });
});

describe('a sitting is scored once, from the last saved answers', () => {
  it('grades the saved answers of exercises the browser did not submit when the student finishes', async () => {
    const s = await sitting();
    await s.save([{ exercise_id: s.readingId, user_answer: reading(['in den Park', 'Anna']) }]);
    await s.save([{ exercise_id: s.writingId, user_answer: writing(['gehe', 'bist']) }]);
    const finished = await server.call('put', '/assignments/update_attempts/{id}', {
      token: s.student.token,
      params: s.params,
      body: { attempt_id: s.attemptId },
    });
    expect(finished.body).toEqual({ user_attempts: 1, attempts: 1, status: 'Completed' });
    const score = await server.call('get', '/assignments/assignment_score/{id}', {
      token: s.student.token,
      params: s.params,
    });
    expect(score.body.average_score).toBe(100);
    const saveAfter = await s.save([
      { exercise_id: s.readingId, user_answer: reading(['x', 'y']) },
    ]);
    expect(saveAfter.status).toBe(409);
    expect(saveAfter.body.detail).toBe('This attempt is already finished');
  });

  it('gives the same grade when an exercise is reviewed again in the sitting, and keeps one', async () => {
    const s = await sitting();
    const review = (answers: string[]) =>
      server.call('post', '/exercises/review_answer', {
        token: s.student.token,
        body: {
          exercise_id: s.readingId,
          type: 'Reading',
          language: 'German',
          user_answer: reading(answers),
          assignment_id: s.room.assignmentId,
          attempt_id: s.attemptId,
        },
      });
    const first = await review(['falsch', 'falsch']);
    const second = await review(['in den Park', 'Anna']);
    expect(second.body.score).toBe(first.body.score);
    expect(first.body.score).toBe(0);
    const rows = await server.db.query(
      'SELECT 1 FROM attempts WHERE assignment_attempt_id = $1 AND exercise_id = $2',
      [s.attemptId, s.readingId],
    );
    expect(rows).toHaveLength(1);
    const save = await s.save([{ exercise_id: s.readingId, user_answer: reading(['a', 'b']) }]);
    expect(save.body.answers[0]).toEqual(
      expect.objectContaining({ saved: false, detail: 'This answer was already submitted' }),
    );
  });
});

describe('feedback inside a sitting', () => {
  // On the embedded database (one connection) a read outside the review's transaction once
  // waited for that transaction forever: the whole server hung on the first such review.
  it('answers a review in the sitting in the student’s interface language', async () => {
    const s = await sitting();
    await chooseLanguage(server, s.student, 'es');
    const review = await server.call('post', '/exercises/review_answer', {
      token: s.student.token,
      body: {
        exercise_id: s.readingId,
        type: 'Reading',
        language: 'German',
        user_answer: reading(['ins Kino', '']),
        assignment_id: s.room.assignmentId,
        attempt_id: s.attemptId,
      },
    });
    expect(review.status).toBe(200);
    const [wrong, blank] = review.body.response;
    expect(wrong.feedback).toMatch(/La respuesta es «/);
    expect(blank.feedback).toMatch(/^No has escrito ninguna respuesta\./);
  });
});

describe('the server closes what the browser left', () => {
  it('grades the saved answers of an abandoned sitting, so the student and the room analytics see it', async () => {
    const s = await sitting();
    await s.save([
      { exercise_id: s.readingId, user_answer: reading(['in den Park', 'Anna']) },
      { exercise_id: s.writingId, user_answer: writing(['gehe', 'falsch']) },
    ]);
    await s.moveDeadline("now() - interval '2 minutes'");
    // Two instances run the job at once: the sitting is closed and graded once.
    const closed = await Promise.all([closer().runOnce(), closer().runOnce()]);
    expect(closed.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    const [attempt] = await server.db.query<{ submitted_at: Date; deadline: Date; late: boolean }>(
      'SELECT submitted_at, deadline, late FROM assignment_attempts WHERE id = $1',
      [s.attemptId],
    );
    expect(attempt?.submitted_at).toEqual(attempt?.deadline);
    expect(attempt?.late).toBe(false);
    const graded = await server.db.query(
      'SELECT 1 FROM attempts WHERE assignment_attempt_id = $1',
      [s.attemptId],
    );
    expect(graded).toHaveLength(2);

    const list = await server.call('get', '/assignments/assignments_completion_list', {
      token: s.student.token,
    });
    expect(list.body.assignments_completion).toEqual([
      expect.objectContaining({ status: 'Completed', user_attempts: 1, average_score: 75 }),
    ]);
    const completion = await server.call('get', '/metrics/assignment_completion_rate/{id}', {
      token: s.room.teacher.token,
      params: { id: s.room.roomId },
    });
    expect(completion.body).toEqual([
      expect.objectContaining({ assignment_id: s.room.assignmentId, completion_rate: 100 }),
    ]);
  });

  it('scores exercises with nothing saved as blank, and leaves open sittings alone', async () => {
    const open = await sitting();
    const abandoned = await sitting();
    await abandoned.save([
      { exercise_id: abandoned.readingId, user_answer: reading(['in den Park', 'Anna']) },
    ]);
    await abandoned.moveDeadline("now() - interval '2 minutes'");
    await closer().runOnce();
    const score = await server.call('get', '/assignments/assignment_score/{id}', {
      token: abandoned.student.token,
      params: abandoned.params,
    });
    expect(score.body.average_score).toBe(50);
    const stillOpen = await open.resume();
    expect(stillOpen.body.attempt?.attempt_id).toBe(open.attemptId);
  });
});

describe('integrity: exercises of an open assignment are answered only in a sitting', () => {
  const practise = (room: Classroom, user: TestUser, answers = ['', '']) =>
    server.call('post', '/exercises/review_answer', {
      token: user.token,
      body: {
        exercise_id: room.exerciseIds[0] as string,
        type: 'Reading',
        language: 'German',
        user_answer: reading(answers),
      },
    });
  async function shared(room: Classroom, student: TestUser) {
    await server.call('post', '/templates/share_template/{id}', {
      token: room.teacher.token,
      params: { id: room.templateId },
      body: { email: student.email },
    });
    return practise(room, student, ['in den Park', 'Anna']);
  }

  const endSchedule = (room: Classroom) =>
    server.db.query("UPDATE assignments SET schedule = now() - interval '1 day' WHERE id = $1", [
      room.assignmentId,
    ]);
  const OPEN_IN_ROOM =
    'This exercise is part of an assignment that is still open in your room. You can practise it once the assignment is over.';

  it('refuses a review outside the sitting while the assignment is open, also once the student has finished, and allows it after', async () => {
    const room = await createClassroom(server, { students: 1, attempts: 1 });
    const student = room.students[0] as TestUser;
    const refused = await shared(room, student);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      'This exercise is part of an assignment you have not finished. Open it from Assignments to answer it there.',
    );
    await server.call('put', '/assignments/update_attempts/{id}', {
      token: student.token,
      params: { id: room.assignmentId },
    });
    // Classmates may still be sitting it: the key stays hidden from everyone in the room.
    const finished = await shared(room, student);
    expect(finished.status).toBe(409);
    expect(finished.body.detail).toBe(OPEN_IN_ROOM);
    expect(finished.body).not.toHaveProperty('response');
    await endSchedule(room);
    expect((await shared(room, student)).status).toBe(200);
  });

  it('refuses practice to a second account that joined the room by code, until the assignment is over', async () => {
    const room = await createClassroom(server, { students: 1, attempts: 1 });
    const [code] = await server.db.query<{ join_code: string }>(
      'SELECT join_code FROM rooms WHERE id = $1',
      [room.roomId],
    );
    const second = await createUser(server, 'student');
    const joined = await server.call('post', '/rooms/join', {
      token: second.token,
      body: { join_code: code?.join_code },
    });
    expect(joined.status).toBe(200);

    const refused = await practise(room, second);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(OPEN_IN_ROOM);
    expect(JSON.stringify(refused.body)).not.toContain('in den Park');
    // The teacher who wrote it is not in the room as a pupil: their own exercise stays theirs.
    expect((await practise(room, room.teacher)).status).toBe(200);

    await endSchedule(room);
    const after = await practise(room, second);
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).toContain('in den Park');
  });
});
