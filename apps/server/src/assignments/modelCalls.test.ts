import { createEngine, type Engine } from '@lingua/content';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import type { TestUser } from '../test/users';
import { createSittingCloser } from './closeJob';

/**
 * A model that answers only when told to (the built-in engine's grade, then). While it is held,
 * the rest of the server must go on: no transaction, and no lock of the student's, may wait for
 * it (on PGlite a transaction holds the only connection; on PostgreSQL the student's lock
 * would hold every other call of theirs).
 */
function heldModel() {
  const engine = createEngine();
  let asked: () => void = () => {};
  let askedNow = new Promise<void>((resolve) => {
    asked = resolve;
  });
  let release: (by: string) => void = () => {};
  let released = new Promise<string>((resolve) => {
    release = resolve;
  });
  let releasedBy: string | null = null;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const held: Engine = {
    ...engine,
    async review(request) {
      asked();
      await released;
      return engine.review(request);
    },
  };
  return {
    engine: held,
    /** From now on the model waits; should the server wait for it, it answers after a while. */
    hold() {
      askedNow = new Promise<void>((resolve) => {
        asked = resolve;
      });
      released = new Promise<string>((resolve) => {
        release = (by) => {
          releasedBy ??= by;
          resolve(by);
        };
      });
      releasedBy = null;
      watchdog = setTimeout(() => release('the watchdog'), 8_000);
    },
    /** The model has been asked and has not answered. */
    asked: () => askedNow,
    /** Who let the model answer first: the test, or the watchdog because a call waited. */
    releasedBy: () => releasedBy,
    release() {
      clearTimeout(watchdog);
      release('the test');
    },
  };
}

const model = heldModel();
const server = useTestServer({ engine: model.engine });

const reading = (answers: string[]) => ({
  Questions: answers.map((user_answer, index) => ({
    id: index + 1,
    question: ['Wohin geht Anna?', 'Wer geht?'][index] ?? '',
    user_answer,
  })),
});

async function sitting(attempts = 1) {
  const room = await createClassroom(server, { students: 1, attempts });
  const student = room.students[0] as TestUser;
  const params = { id: room.assignmentId };
  const start = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params,
  });
  expect(start.status).toBe(201);
  const [readingId, writingId] = room.exerciseIds as [string, string];
  return {
    student,
    params,
    attemptId: start.body.attempt_id as string,
    readingId,
    writingId,
    review: () =>
      server.call('post', '/exercises/review_answer', {
        token: student.token,
        body: {
          exercise_id: readingId,
          type: 'Reading',
          language: 'German',
          user_answer: reading(['in den Park', 'Anna']),
          attempt_id: start.body.attempt_id,
        },
      }),
    save: () =>
      server.call('put', '/assignments/save_answers/{id}', {
        token: student.token,
        params,
        body: {
          attempt_id: start.body.attempt_id,
          answers: [
            {
              exercise_id: writingId,
              user_answer: { Exercises: [{ id: 1, question: 'ich (gehen)', answer: 'gehe' }] },
              saved_at: new Date().toISOString(),
            },
          ],
        },
      }),
  };
}

describe('the model grades outside every transaction', () => {
  it('takes the student’s saves while the model grades an answer of their sitting', async () => {
    const s = await sitting();
    model.hold();
    const review = s.review();
    await model.asked();
    const saved = await s.save();
    expect(model.releasedBy(), 'the save waited for the model').toBeNull();
    expect(saved.body.answers[0].saved).toBe(true);
    model.release();
    const graded = await review;
    expect(graded.status).toBe(200);
    expect(graded.body.score).toBe(100);
  });

  it('grades an exercise of a sitting once when two reviews ask the model at the same time', async () => {
    const s = await sitting();
    model.hold();
    const first = s.review();
    const second = s.review();
    await model.asked();
    model.release();
    const [a, b] = await Promise.all([first, second]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    const stored = await server.db.query(
      'SELECT id FROM attempts WHERE assignment_attempt_id = $1 AND exercise_id = $2',
      [s.attemptId, s.readingId],
    );
    expect(stored).toHaveLength(1);
  });

  it('lets the student open the assignment again while the model grades the sitting they finish', async () => {
    const s = await sitting();
    model.hold();
    const finish = server.call('put', '/assignments/update_attempts/{id}', {
      token: s.student.token,
      params: s.params,
      body: { attempt_id: s.attemptId },
    });
    await model.asked();
    const opened = await server.call('get', '/assignments/resume_attempt/{id}', {
      token: s.student.token,
      params: s.params,
    });
    const again = await server.call('post', '/assignments/start_attempt/{id}', {
      token: s.student.token,
      params: s.params,
    });
    expect(model.releasedBy(), 'opening the assignment waited for the model').toBeNull();
    expect(opened.status).toBe(200);
    expect(again.status).toBe(200);
    model.release();
    expect((await finish).body).toMatchObject({ user_attempts: 1, status: 'Completed' });
  });

  it('serves the student while the close job has the model grade what they left', async () => {
    const s = await sitting(2);
    await server.db.query(
      "UPDATE assignment_attempts SET deadline = now() - interval '5 minutes' WHERE id = $1",
      [s.attemptId],
    );
    model.hold();
    const closing = createSittingCloser(
      server.db,
      model.engine,
      pino({ level: 'silent' }),
      60_000,
    ).runOnce();
    await model.asked();
    const next = await server.call('post', '/assignments/start_attempt/{id}', {
      token: s.student.token,
      params: s.params,
    });
    expect(model.releasedBy(), 'starting the next attempt waited for the model').toBeNull();
    expect(next.status).toBe(201);
    model.release();
    expect(await closing).toBeGreaterThanOrEqual(1);
    const [closed] = await server.db.query<{ submitted_at: Date | null }>(
      'SELECT submitted_at FROM assignment_attempts WHERE id = $1',
      [s.attemptId],
    );
    expect(closed?.submitted_at).not.toBeNull();
  });
});
