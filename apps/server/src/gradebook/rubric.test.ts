import { describe, expect, it } from 'vitest';
import type { Schemas } from '../shared/schemas';
import { answerAloudAndFinish, speakingClass, webm } from '../test/speaking';
import { type TestServer, useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';
import { rubricCredit, rubricCriteria } from './rubric';

const server = useTestServer();

const FIVE = { range: 3, accuracy: 2, fluency: 4, pronunciation: 3, task_achievement: 2 };

/** A pupil's finished sitting whose first speaking question holds a recording. */
async function gradedSitting(server: TestServer, options?: { speakingCriteria?: string[] }) {
  const room = await speakingClass(server, options);
  const attempt = await room.sitting(room.pupil);
  const kept = await server.call('post', '/recordings', {
    token: room.pupil.token,
    query: { attempt_id: attempt, exercise_id: room.speaking, item_id: 1, duration_ms: 20_000 },
    rawBody: webm(2_000),
    headers: { 'content-type': 'audio/webm' },
  });
  expect(kept.status).toBe(201);
  await answerAloudAndFinish(server, room, attempt, [kept.body.id, '']);
  return { ...room, attempt };
}

type Room = Awaited<ReturnType<typeof gradedSitting>>;

function grade(room: Room, body: Record<string, unknown>, user: TestUser = room.teacher) {
  return server.call('post', '/gradebook/sittings/{id}/rubric', {
    token: user.token,
    params: { id: room.attempt },
    body: { exercise_id: room.speaking, item_id: 1, ...body },
  });
}

function reply(room: Room, user: TestUser = room.teacher, itemId = 1) {
  return server.call('post', '/recordings/replies', {
    token: user.token,
    query: {
      attempt_id: room.attempt,
      exercise_id: room.speaking,
      item_id: itemId,
      duration_ms: 9_000,
    },
    rawBody: webm(1_500, 9),
    headers: { 'content-type': 'audio/webm' },
  });
}

const spokenItem = (detail: Schemas['GradebookSittingDetail'], room: Room) =>
  detail.exercises.find((e) => e.exercise_id === room.speaking)?.items.find((i) => i.id === 1);

describe('grading a spoken answer on the rubric', () => {
  it('counts the points’ share as the item’s credit, in the sitting’s score, the audit and the student’s review', async () => {
    const room = await gradedSitting(server);
    const before = await server.call('get', '/gradebook/sittings/{id}', {
      token: room.teacher.token,
      params: { id: room.attempt },
    });
    expect(spokenItem(before.body, room)).toMatchObject({ credit: 0.5, to_check: true });
    const speaking = before.body.exercises.find(
      (e: { exercise_id: string }) => e.exercise_id === room.speaking,
    );
    expect(speaking.criteria).toEqual([
      'range',
      'accuracy',
      'fluency',
      'pronunciation',
      'task_achievement',
    ]);
    expect(speaking.score).toBe(25);

    const graded = await grade(room, { scores: FIVE, comment: '  Klar und flüssig. ' });
    expect(graded.status, JSON.stringify(graded.body)).toBe(200);
    const item = spokenItem(graded.body, room);
    // 14 of 20 points.
    expect(item).toMatchObject({
      credit: 0.7,
      is_correct: false,
      to_check: false,
      rubric: { scores: FIVE },
      feedback: 'Your teacher listened to your recording and graded it: 14 of 20 points.',
    });
    expect(
      graded.body.exercises.find((e: { exercise_id: string }) => e.exercise_id === room.speaking)
        .score,
    ).toBe(35);
    expect(graded.body.sitting.score).toBeGreaterThan(before.body.sitting.score);
    expect(graded.body.sitting.overridden).toBe(true);
    expect(item?.overrides).toEqual([
      expect.objectContaining({
        from: 0.5,
        to: 0.7,
        comment: 'Klar und flüssig.',
        rubric: { scores: FIVE },
      }),
    ]);

    // A share a verdict could not give, kept to four places.
    const again = await grade(room, {
      scores: { range: 2, accuracy: 2, fluency: 3, pronunciation: 2, task_achievement: 2 },
    });
    expect(spokenItem(again.body, room)).toMatchObject({ credit: 0.55 });
    expect(spokenItem(again.body, room)?.overrides.map((o) => [o.from, o.to])).toEqual([
      [0.5, 0.7],
      [0.7, 0.55],
    ]);

    const review = await server.call('get', '/exercises/user_answer/{id}', {
      token: room.pupil.token,
      params: { id: room.speaking },
    });
    expect(review.status).toBe(200);
    expect(review.body.response[0]).toMatchObject({
      credit: 0.55,
      rubric: { scores: { range: 2, fluency: 3 } },
      teacher_comment: { credit: 0.55, comment: '' },
    });
    expect(review.body.response[0].to_check).toBeUndefined();

    const accuracy = await server.call('get', '/metrics/accuracy_by_type/{id}', {
      token: room.teacher.token,
      params: { id: room.roomId },
    });
    expect(accuracy.body).toContainEqual({
      exercise_type: 'Speaking',
      total_exercises: 1,
      avg_accuracy: 27.5,
    });
  });

  it('grades on the criteria the template chose, and on those only', async () => {
    const room = await gradedSitting(server, { speakingCriteria: ['fluency', 'pronunciation'] });
    const detail = await server.call('get', '/gradebook/sittings/{id}', {
      token: room.teacher.token,
      params: { id: room.attempt },
    });
    expect(
      detail.body.exercises.find((e: { exercise_id: string }) => e.exercise_id === room.speaking)
        .criteria,
    ).toEqual(['fluency', 'pronunciation']);
    const all = await grade(room, { scores: FIVE });
    expect(all.status).toBe(422);
    expect(all.body.errors.scores).toBe(
      'Give each criterion of this task, and only those, a whole number of points from 0 to 4.',
    );
    const two = await grade(room, { scores: { fluency: 3, pronunciation: 2 } });
    expect(spokenItem(two.body, room)).toMatchObject({ credit: 0.625 });
  });

  it('keeps the template’s choice of criteria, and puts each exercise’s own back with null', async () => {
    const room = await speakingClass(server, { speakingCriteria: ['fluency'] });
    const update = (speaking_criteria: string[] | null) =>
      server.call('patch', '/templates/update_template/{id}', {
        token: room.teacher.token,
        params: { id: room.templateId },
        body: { speaking_criteria },
      });
    expect((await update(['range', 'fluency'])).body.speaking_criteria).toEqual([
      'range',
      'fluency',
    ]);
    expect((await update(['range', 'range'])).status).toBe(422);
    expect((await update([])).status).toBe(422);
    const reset = await update(null);
    expect(reset.status).toBe(200);
    expect(reset.body.speaking_criteria).toBeUndefined();
  });

  it('refuses scores outside 0 to 4, a missing criterion, a written exercise and an open sitting', async () => {
    const room = await gradedSitting(server);
    const { task_achievement: _left, ...four } = FIVE;
    expect((await grade(room, { scores: four })).status).toBe(422);
    expect((await grade(room, { scores: { ...FIVE, fluency: 5 } })).status).toBe(422);
    expect((await grade(room, { scores: { ...FIVE, fluency: 2.5 } })).status).toBe(422);
    expect((await grade(room, { scores: { ...FIVE, fluency: -1 } })).status).toBe(422);
    const written = await grade(room, { exercise_id: room.reading, scores: FIVE });
    expect(written.status).toBe(422);
    expect(written.body.errors.exercise_id).toBe(
      'Only a spoken answer is graded on the rubric: correct this question with a verdict.',
    );
    const unknownItem = await grade(room, { item_id: 9, scores: FIVE });
    expect(unknownItem.status).toBe(404);

    const open = await speakingClass(server);
    const attempt = await open.sitting(open.pupil);
    const early = await server.call('post', '/gradebook/sittings/{id}/rubric', {
      token: open.teacher.token,
      params: { id: attempt },
      body: { exercise_id: open.speaking, item_id: 1, scores: FIVE },
    });
    expect(early.status).toBe(409);

    // Nothing changed.
    const detail = await server.call('get', '/gradebook/sittings/{id}', {
      token: room.teacher.token,
      params: { id: room.attempt },
    });
    expect(spokenItem(detail.body, room)).toMatchObject({
      credit: 0.5,
      to_check: true,
      overrides: [],
    });
  });

  it('lets only the teacher of the assignment’s room grade', async () => {
    const room = await gradedSitting(server);
    const otherTeacher = await createUser(server, 'teacher');
    expect((await grade(room, { scores: FIVE }, otherTeacher)).status).toBe(403);
    expect((await grade(room, { scores: FIVE }, room.pupil)).status).toBe(403);
    expect((await grade(room, { scores: FIVE }, room.classmate)).status).toBe(403);
    const unknown = await server.call('post', '/gradebook/sittings/{id}/rubric', {
      token: room.teacher.token,
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { exercise_id: room.speaking, item_id: 1, scores: FIVE },
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps the teacher’s recorded reply for that student and the teacher only', async () => {
    const room = await gradedSitting(server);
    const otherTeacher = await createUser(server, 'teacher');
    expect((await reply(room, room.pupil)).status).toBe(403);
    expect((await reply(room, otherTeacher)).status).toBe(403);
    const kept = await reply(room);
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    const elsewhere = await reply(room, room.teacher, 2);
    expect(elsewhere.status).toBe(201);

    // A reply recorded for another question is not this one's.
    const wrongItem = await grade(room, { scores: FIVE, reply_recording_id: elsewhere.body.id });
    expect(wrongItem.status).toBe(404);
    expect(wrongItem.body.detail).toBe(
      'This recorded reply is not one of yours to this answer: record it again.',
    );
    const graded = await grade(room, {
      scores: FIVE,
      comment: 'Hör dir meine Antwort an.',
      reply_recording_id: kept.body.id,
    });
    expect(spokenItem(graded.body, room)).toMatchObject({
      rubric: { scores: FIVE, reply_recording_id: kept.body.id },
    });
    const review = await server.call('get', '/exercises/user_answer/{id}', {
      token: room.pupil.token,
      params: { id: room.speaking },
    });
    expect(review.body.response[0].rubric.reply_recording_id).toBe(kept.body.id);

    const play = (user: TestUser) =>
      fetch(`${server.url}/api/recordings/${kept.body.id}`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
    const heard = await play(room.pupil);
    expect(heard.status).toBe(200);
    expect(new Uint8Array(await heard.arrayBuffer())[10]).toBe(9);
    expect((await play(room.teacher)).status).toBe(200);
    expect((await play(room.classmate)).status).toBe(404);
    expect((await play(otherTeacher)).status).toBe(404);

    // The student's own answers are still the sitting's recordings; the reply is not one.
    const list = await server.call('get', '/recordings/sittings/{id}', {
      token: room.pupil.token,
      params: { id: room.attempt },
    });
    expect(list.body.map((r: { id: string }) => r.id)).not.toContain(kept.body.id);
  });

  it('waits for the sitting to end before a reply', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const early = await server.call('post', '/recordings/replies', {
      token: room.teacher.token,
      query: { attempt_id: attempt, exercise_id: room.speaking, item_id: 1, duration_ms: 5_000 },
      rawBody: webm(1_000),
      headers: { 'content-type': 'audio/webm' },
    });
    expect(early.status).toBe(409);
  });
});

describe('the rubric’s rules', () => {
  it('grades on the template’s choice among the exercise’s criteria, else the exercise’s own', () => {
    expect(rubricCriteria(null, ['fluency', 'range'])).toEqual(['fluency', 'range']);
    expect(rubricCriteria(['range'], ['fluency', 'range'])).toEqual(['range']);
    expect(rubricCriteria(['accuracy'], ['fluency', 'range'])).toEqual(['fluency', 'range']);
    expect(rubricCriteria(null, undefined)).toHaveLength(5);
  });

  it('credits the points over four per criterion, to four places', () => {
    expect(rubricCredit({ range: 4, fluency: 4 }, ['range', 'fluency'])).toBe(1);
    expect(
      rubricCredit({ range: 3, fluency: 2, accuracy: 2 }, ['range', 'fluency', 'accuracy']),
    ).toBe(0.5833);
    expect(rubricCredit({ range: 0 }, ['range'])).toBe(0);
  });
});
