import { beforeAll, describe, expect, it } from 'vitest';
import { type Classroom, createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

const server = useTestServer();

// Two translations into English (the built-in engine's own items): a sentence the key does not
// hold, that nothing proves wrong, is left to the teacher.
const translation = {
  Title: 'Translations: past simple and will (English A2)',
  Description: 'Translate each sentence into English.',
  Exercises: ['Ayer, mi hermana fue a la cocina.', 'Mañana, tú vendrás a la cocina.'],
};
const key = [
  {
    id: 1,
    answer: 'Yesterday my sister went to the kitchen.',
    accepted: ['My sister went to the kitchen yesterday.'],
    grammar_topic: 'past simple',
    kind: 'translate',
  },
  {
    id: 2,
    answer: 'Tomorrow you will come to the kitchen.',
    accepted: ['You will come to the kitchen tomorrow.'],
    grammar_topic: 'future with will',
    kind: 'translate',
  },
];
const borderline = 'Yesterday my sister went to the kitchen with a friend.';
const alsoBorderline = 'Tomorrow you will come to the kitchen with a friend.';

/** A sitting in which only the translation is answered (the reading is handed in blank). */
async function sit(room: Classroom, student: TestUser, answers: [string, string]) {
  const params = { id: room.assignmentId };
  const start = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params,
  });
  expect(start.status).toBe(201);
  const review = await server.call('post', '/exercises/review_answer', {
    token: student.token,
    body: {
      exercise_id: room.exerciseIds[1],
      type: 'Writing',
      language: 'English',
      assignment_id: room.assignmentId,
      attempt_id: start.body.attempt_id,
      user_answer: {
        Exercises: answers.map((answer, index) => ({
          id: index + 1,
          question: translation.Exercises[index] as string,
          answer,
        })),
      },
    },
  });
  expect(review.status).toBe(200);
  const finish = await server.call('put', '/assignments/update_attempts/{id}', {
    token: student.token,
    params,
    body: { attempt_id: start.body.attempt_id },
  });
  expect(finish.status).toBe(200);
  return { sittingId: start.body.attempt_id as string, review: review.body };
}

describe('answers the grader leaves to the teacher', () => {
  let room: Classroom;
  let ana: TestUser;
  let ben: TestUser;
  let carla: TestUser;
  let anaSitting: string;
  let benSitting: string;
  const writing = () => room.exerciseIds[1] as string;
  const asTeacher = () => ({ token: room.teacher.token });
  const toCheck = (token = room.teacher.token) =>
    server.call('get', '/gradebook/rooms/{id}/to_check', { token, params: { id: room.roomId } });
  const decide = (sittingId: string, item_id: number, decision: 'accept' | 'refuse') =>
    server.call('post', '/gradebook/sittings/{id}/to_check', {
      ...asTeacher(),
      params: { id: sittingId },
      body: { exercise_id: writing(), item_id, decision },
    });
  const ownReview = async (student: TestUser) =>
    (
      await server.call('get', '/exercises/user_answer/{id}', {
        token: student.token,
        params: { id: writing() },
      })
    ).body;
  const roomWritingAccuracy = async () =>
    (
      await server.call('get', '/metrics/accuracy_by_type/{id}', {
        ...asTeacher(),
        params: { id: room.roomId },
      })
    ).body.find((row: { exercise_type: string }) => row.exercise_type === 'Writing')?.avg_accuracy;

  beforeAll(async () => {
    room = await createClassroom(server, { students: 3 });
    [ana, ben, carla] = room.students as [TestUser, TestUser, TestUser];
    await server.db.query(
      `UPDATE exercises SET language = 'English', level = 'A2', results = $2, answer_key = $3
       WHERE id = $1`,
      [writing(), JSON.stringify(translation), JSON.stringify(key)],
    );
    const anas = await sit(room, ana, [borderline, key[1]?.answer as string]);
    anaSitting = anas.sittingId;
    // The same words with other capitals and spacing: the same answer.
    benSitting = (
      await sit(room, ben, [
        'yesterday my sister went to the kitchen  with a friend',
        alsoBorderline,
      ])
    ).sittingId;
    // The student reads it half credited for now, and that the teacher will check it.
    expect(anas.review.score).toBe(75);
    expect(anas.review.response[0]).toMatchObject({
      credit: 0.5,
      to_check: true,
      feedback: 'Your teacher will check this one.',
    });
  });

  it("lists them for the room's teacher only, each with the student's answer and the key", async () => {
    const list = await toCheck();
    expect(list.status).toBe(200);
    expect(list.body.answers).toEqual([
      expect.objectContaining({
        attempt_id: anaSitting,
        student_id: ana.id,
        exercise_id: writing(),
        item_id: 1,
        question: 'Ayer, mi hermana fue a la cocina.',
        student_answer: borderline,
        key: 'Yesterday my sister went to the kitchen.',
      }),
      expect.objectContaining({ attempt_id: benSitting, item_id: 1 }),
      expect.objectContaining({
        attempt_id: benSitting,
        item_id: 2,
        student_answer: alsoBorderline,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(ana.email);

    const sitting = await server.call('get', '/gradebook/sittings/{id}', {
      ...asTeacher(),
      params: { id: anaSitting },
    });
    expect(
      sitting.body.exercises[1].items.map((item: { to_check: boolean }) => item.to_check),
    ).toEqual([true, false]);

    const otherTeacher = await createUser(server, 'teacher');
    expect((await toCheck(otherTeacher.token)).status).toBe(403);
    expect((await toCheck(ana.token)).status).toBe(403);
    const notTheirs = await server.call('post', '/gradebook/sittings/{id}/to_check', {
      token: otherTeacher.token,
      params: { id: anaSitting },
      body: { exercise_id: writing(), item_id: 1, decision: 'accept' },
    });
    expect(notTheirs.status).toBe(403);
  });

  it('refused, the answer is wrong: the score, the room analytics and the review follow', async () => {
    // Ana 75 (one of two waits), Ben 50 (both wait).
    expect(await roomWritingAccuracy()).toBe(62.5);
    const refused = await decide(benSitting, 2, 'refuse');
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ decision: 'refuse', answer: alsoBorderline, regraded: 1 });

    const review = await ownReview(ben);
    expect(review.score).toBe(25);
    expect(review.response[1]).toMatchObject({
      credit: 0,
      is_correct: false,
      feedback: 'Not quite. The answer is "Tomorrow you will come to the kitchen.".',
    });
    expect(review.response[1].to_check).toBeUndefined();
    expect(await roomWritingAccuracy()).toBe(50);

    const sitting = await server.call('get', '/gradebook/sittings/{id}', {
      ...asTeacher(),
      params: { id: benSitting },
    });
    expect(sitting.body.sitting.overridden).toBe(true);
    expect(sitting.body.exercises[1].items[1]).toMatchObject({
      to_check: false,
      credit: 0,
      overrides: [{ from: 0.5, to: 0 }],
    });
    // Decided once: it is no longer waiting.
    expect((await decide(benSitting, 2, 'refuse')).status).toBe(409);
    expect((await decide(benSitting, 2, 'accept')).status).toBe(409);
  });

  it('accepted, the answer joins the key and every sitting that gave it is graded again', async () => {
    const accepted = await decide(anaSitting, 1, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ decision: 'accept', answer: borderline, regraded: 2 });

    for (const [student, sittingId] of [
      [ana, anaSitting],
      [ben, benSitting],
    ] as const) {
      const item = (await ownReview(student)).response[0];
      expect(item).toMatchObject({ credit: 1, is_correct: true, feedback: 'Correct!' });
      expect(item.to_check).toBeUndefined();
      const sitting = await server.call('get', '/gradebook/sittings/{id}', {
        ...asTeacher(),
        params: { id: sittingId },
      });
      expect(sitting.body.exercises[1].items[0]).toMatchObject({
        to_check: false,
        overrides: [{ from: 0.5, to: 1, comment: '' }],
      });
    }
    expect((await toCheck()).body.answers).toEqual([]);
    // Ana 100, Ben 50 (his refused second answer): accepting raised both.
    expect(await roomWritingAccuracy()).toBe(75);

    const exercise = await server.call('get', '/exercises/exercise/{id}', {
      ...asTeacher(),
      params: { id: writing() },
    });
    expect(exercise.body.answer_key[0].accepted).toEqual([
      'My sister went to the kitchen yesterday.',
      borderline,
    ]);

    // A third student giving it now is right at once, with nothing left to check.
    const carlas = await sit(room, carla, [borderline.toUpperCase(), alsoBorderline]);
    expect(carlas.review.response[0]).toMatchObject({ credit: 1, feedback: 'Correct!' });
    expect(carlas.review.response[0].to_check).toBeUndefined();
    expect((await toCheck()).body.answers).toEqual([
      expect.objectContaining({ attempt_id: carlas.sittingId, item_id: 2 }),
    ]);
  });

  it('answers 404 for an item without a graded answer in the sitting', async () => {
    const missing = await decide(anaSitting, 7, 'accept');
    expect(missing.status).toBe(404);
  });
});
