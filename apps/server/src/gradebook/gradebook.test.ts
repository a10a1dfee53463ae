import { engineFromEnv } from '@lingua/content';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSittingCloser } from '../assignments/closeJob';
import { type Classroom, createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

const server = useTestServer();

// The classroom's exercises: Reading (keys "in den Park", "Anna"), Writing (keys "gehe", "bist").
type Answers = { reading: [string, string]; writing: [string, string] };
const allRight: Answers = { reading: ['in den Park', 'Anna'], writing: ['gehe', 'bist'] };

/** A whole sitting through the API: start, each exercise answered and graded, finish. */
async function sit(room: Classroom, student: TestUser, answers: Answers): Promise<string> {
  const params = { id: room.assignmentId };
  const start = await server.call('post', '/assignments/start_attempt/{id}', {
    token: student.token,
    params,
  });
  expect(start.status).toBe(201);
  const [reading, writing] = room.exerciseIds as [string, string];
  const bodies = [
    {
      exercise_id: reading,
      type: 'Reading',
      user_answer: {
        Questions: answers.reading.map((user_answer, index) => ({
          id: index + 1,
          question: ['Wohin geht Anna?', 'Wer geht?'][index] as string,
          user_answer,
        })),
      },
    },
    {
      exercise_id: writing,
      type: 'Writing',
      user_answer: {
        Exercises: answers.writing.map((answer, index) => ({
          id: index + 1,
          question: ['ich (gehen)', 'du (sein)'][index] as string,
          answer,
        })),
      },
    },
  ];
  for (const body of bodies) {
    const review = await server.call('post', '/exercises/review_answer', {
      token: student.token,
      body: {
        ...body,
        language: 'German',
        assignment_id: room.assignmentId,
        attempt_id: start.body.attempt_id,
      },
    });
    expect(review.status).toBe(200);
  }
  const finish = await server.call('put', '/assignments/update_attempts/{id}', {
    token: student.token,
    params,
    body: { attempt_id: start.body.attempt_id },
  });
  expect(finish.status).toBe(200);
  return start.body.attempt_id;
}

const teacherCall = (room: Classroom) => ({ token: room.teacher.token });

describe("the teacher's gradebook", () => {
  let room: Classroom;
  let ana: TestUser;
  let ben: TestUser;
  let anaSitting: string;

  beforeAll(async () => {
    room = await createClassroom(server, { students: 2 });
    [ana, ben] = room.students as [TestUser, TestUser];
    anaSitting = await sit(room, ana, { ...allRight, writing: ['gehe', 'xyz'] });
  });

  it('lists the sittings by student name only and opens every answer, verdict and key', async () => {
    const list = await server.call('get', '/gradebook/rooms/{id}/sittings', {
      ...teacherCall(room),
      params: { id: room.roomId },
      query: { user_id: ana.id },
    });
    expect(list.status).toBe(200);
    expect(list.body.sittings).toEqual([
      expect.objectContaining({
        attempt_id: anaSitting,
        student_id: ana.id,
        attempt_number: 1,
        late: false,
        excused: false,
        overridden: false,
        score: 75,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(ana.email);

    const detail = await server.call('get', '/gradebook/sittings/{id}', {
      ...teacherCall(room),
      params: { id: anaSitting },
    });
    expect(detail.status).toBe(200);
    const writing = detail.body.exercises[1];
    expect(writing).toMatchObject({ type: 'Writing', position: 2, score: 50 });
    expect(writing.items[1]).toMatchObject({
      id: 2,
      question: 'du (sein)',
      student_answer: 'xyz',
      key: 'bist',
      credit: 0,
      is_correct: false,
      overrides: [],
      flag: null,
    });
  });

  it('corrects a verdict: the scores, the room analytics and the student review follow', async () => {
    const roomAccuracy = async () =>
      (
        await server.call('get', '/metrics/accuracy_by_type/{id}', {
          ...teacherCall(room),
          params: { id: room.roomId },
        })
      ).body.find((row: { exercise_type: string }) => row.exercise_type === 'Writing')
        ?.avg_accuracy;
    const anaAverage = async () =>
      (await server.call('get', '/assignments/assignments_completion_list', { token: ana.token }))
        .body.assignments_completion[0].average_score;
    expect(await roomAccuracy()).toBe(50);
    expect(await anaAverage()).toBe(75);

    const override = (verdict: string, comment: string) =>
      server.call('post', '/gradebook/sittings/{id}/overrides', {
        ...teacherCall(room),
        params: { id: anaSitting },
        body: { exercise_id: room.exerciseIds[1], item_id: 2, verdict, comment },
      });
    const half = await override('half', 'Right verb, wrong form: half a point.');
    expect(half.status).toBe(200);
    expect(half.body.sitting).toMatchObject({ score: 87.5, overridden: true });
    expect(half.body.exercises[1].items[1]).toMatchObject({
      credit: 0.5,
      is_correct: false,
      overrides: [
        {
          from: 0,
          to: 0.5,
          comment: 'Right verb, wrong form: half a point.',
          teacher_name: expect.stringMatching(/^First\d+ Last\d+$/),
        },
      ],
    });
    expect(await roomAccuracy()).toBe(75);
    expect(await anaAverage()).toBe(87.5);

    const review = await server.call('get', '/exercises/user_answer/{id}', {
      token: ana.token,
      params: { id: room.exerciseIds[1] as string },
    });
    expect(review.body).toMatchObject({ score: 75, attempt_id: anaSitting });
    expect(review.body.response[1]).toMatchObject({
      credit: 0.5,
      teacher_comment: { credit: 0.5, comment: 'Right verb, wrong form: half a point.' },
    });

    const correct = await override('correct', '');
    expect(correct.body.sitting.score).toBe(100);
    expect(
      correct.body.exercises[1].items[1].overrides.map((o: { from: number; to: number }) => [
        o.from,
        o.to,
      ]),
    ).toEqual([
      [0, 0.5],
      [0.5, 1],
    ]);
    expect(await roomAccuracy()).toBe(100);
  });

  it('refuses verdicts on an open sitting and on an item the sitting has no answer for', async () => {
    const start = await server.call('post', '/assignments/start_attempt/{id}', {
      token: ben.token,
      params: { id: room.assignmentId },
    });
    const open = await server.call('post', '/gradebook/sittings/{id}/overrides', {
      ...teacherCall(room),
      params: { id: start.body.attempt_id },
      body: { exercise_id: room.exerciseIds[0], item_id: 1, verdict: 'wrong' },
    });
    expect(open.status).toBe(409);
    const unknownItem = await server.call('post', '/gradebook/sittings/{id}/overrides', {
      ...teacherCall(room),
      params: { id: anaSitting },
      body: { exercise_id: room.exerciseIds[0], item_id: 9, verdict: 'wrong' },
    });
    expect(unknownItem.status).toBe(404);
    // Ben finishes blank: the server grades what he saved (nothing).
    await server.call('put', '/assignments/update_attempts/{id}', {
      token: ben.token,
      params: { id: room.assignmentId },
      body: { attempt_id: start.body.attempt_id },
    });
  });

  it("excuses a sitting: left out of the student's average and the room's, then back in", async () => {
    const [benSitting] = (
      await server.call('get', '/gradebook/rooms/{id}/sittings', {
        ...teacherCall(room),
        params: { id: room.roomId },
        query: { user_id: ben.id, assignment_id: room.assignmentId },
      })
    ).body.sittings;
    expect(benSitting.score).toBe(0);
    const roomScore = async () =>
      (
        await server.call('get', '/assignments/assignment_score/{id}', {
          ...teacherCall(room),
          params: { id: room.assignmentId },
        })
      ).body.average_score;
    expect(await roomScore()).toBe(50);
    const excuse = (excused: boolean) =>
      server.call('put', '/gradebook/sittings/{id}/excused', {
        ...teacherCall(room),
        params: { id: benSitting.attempt_id },
        body: { excused },
      });
    const benTopics = async () =>
      (
        await server.call('get', '/metrics/user_topics_performance/{id}', {
          ...teacherCall(room),
          params: { id: ben.id },
        })
      ).body.worst_topics;
    expect(await benTopics()).not.toEqual([]);
    expect((await excuse(true)).body).toMatchObject({ excused: true, score: 0 });
    expect(await roomScore()).toBe(100);
    expect(await benTopics()).toEqual([]);
    const benList = await server.call('get', '/assignments/assignments_completion_list', {
      token: ben.token,
    });
    expect(benList.body.assignments_completion[0]).toMatchObject({
      average_score: null,
      status: 'Completed',
    });
    await excuse(false);
    expect(await roomScore()).toBe(50);
    expect(await benTopics()).not.toEqual([]);
  });

  it('lets a student flag a question of their own graded sitting, and the teacher see it', async () => {
    const flag = (student: TestUser, itemId: number, note?: string) =>
      server.call('put', '/gradebook/sittings/{id}/flags', {
        token: student.token,
        params: { id: anaSitting },
        body: { exercise_id: room.exerciseIds[0], item_id: itemId, ...(note ? { note } : {}) },
      });
    expect((await flag(ben, 1, 'Not mine')).status).toBe(404);
    expect((await flag(ana, 7)).status).toBe(404);
    const flagged = await flag(ana, 2, '  Two people walk there.  ');
    expect(flagged.status).toBe(200);
    expect(flagged.body).toMatchObject({ item_id: 2, note: 'Two people walk there.' });

    const detail = await server.call('get', '/gradebook/sittings/{id}', {
      ...teacherCall(room),
      params: { id: anaSitting },
    });
    expect(detail.body.exercises[0].items[1].flag).toMatchObject({
      note: 'Two people walk there.',
    });
    const review = await server.call('get', '/exercises/user_answer/{id}', {
      token: ana.token,
      params: { id: room.exerciseIds[0] as string },
    });
    expect(review.body.response.map((item: { flagged?: boolean }) => item.flagged)).toEqual([
      undefined,
      true,
    ]);
  });

  it("puts in a student's data export what their teacher decided about them, and their flags", async () => {
    await server.call('put', '/gradebook/rooms/{id}/accommodations/{userId}', {
      ...teacherCall(room),
      params: { id: room.roomId, userId: ana.id },
      body: { time_multiplier: 1.25, extra_attempts: 2 },
    });
    const schedule = new Date(Date.now() + 14 * 86_400_000).toISOString();
    await server.call('put', '/gradebook/assignments/{id}/extensions/{userId}', {
      ...teacherCall(room),
      params: { id: room.assignmentId, userId: ana.id },
      body: { schedule },
    });
    const exported = (await server.call('get', '/users/export', { token: ana.token })).body;
    expect(exported.accommodations).toEqual([
      {
        room_id: room.roomId,
        room_name: expect.any(String),
        time_multiplier: 1.25,
        extra_attempts: 2,
      },
    ]);
    expect(exported.extensions).toEqual([{ assignment_id: room.assignmentId, schedule }]);
    expect(exported.flags).toEqual([
      expect.objectContaining({ item_id: 2, note: 'Two people walk there.' }),
    ]);
    expect(exported.corrections).toContainEqual(
      expect.objectContaining({
        from_credit: 0,
        to_credit: 0.5,
        comment: 'Right verb, wrong form: half a point.',
      }),
    );
    expect(exported.attempts).toEqual([
      expect.objectContaining({ id: anaSitting, excused: false }),
    ]);
    // Ben's export holds none of it.
    const bens = (await server.call('get', '/users/export', { token: ben.token })).body;
    expect([bens.accommodations, bens.extensions, bens.flags, bens.corrections]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});

describe('accommodations and extensions', () => {
  it('gives a ×1.5 student 15 minutes on a 10-minute assignment, refused only after them', async () => {
    const room = await createClassroom(server, { students: 2, attempts: 1, timeLimit: 10 });
    const [slow, other] = room.students as [TestUser, TestUser];
    const set = await server.call('put', '/gradebook/rooms/{id}/accommodations/{userId}', {
      ...teacherCall(room),
      params: { id: room.roomId, userId: slow.id },
      body: { time_multiplier: 1.5, extra_attempts: 1 },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      student_id: slow.id,
      time_multiplier: 1.5,
      extra_attempts: 1,
    });
    await server.call('put', '/gradebook/rooms/{id}/accommodations/{userId}', {
      ...teacherCall(room),
      params: { id: room.roomId, userId: other.id },
      body: { time_multiplier: 1.25, extra_attempts: 0 },
    });
    const listed = await server.call('get', '/gradebook/rooms/{id}/accommodations', {
      ...teacherCall(room),
      params: { id: room.roomId },
    });
    expect(
      Object.fromEntries(
        listed.body.accommodations.map((a: { student_id: string; time_multiplier: number }) => [
          a.student_id,
          a.time_multiplier,
        ]),
      ),
    ).toEqual({ [slow.id]: 1.5, [other.id]: 1.25 });

    const card = await server.call('get', '/assignments/assignments_completion_list', {
      token: slow.token,
    });
    expect(card.body.assignments_completion[0]).toMatchObject({
      time_limit: 10,
      attempts: 1,
      effective_time_limit: 15,
      effective_attempts: 2,
    });

    const minutes = (start: { started_at: string; deadline: string }) =>
      (Date.parse(start.deadline) - Date.parse(start.started_at)) / 60_000;
    const start = async (student: TestUser) =>
      server.call('post', '/assignments/start_attempt/{id}', {
        token: student.token,
        params: { id: room.assignmentId },
      });
    const slowStart = await start(slow);
    expect(minutes(slowStart.body)).toBe(15);
    expect(minutes((await start(other)).body)).toBe(12.5);

    // Move the sitting back in time: 14 minutes in, then 16 minutes in (past 15 and the grace).
    const elapse = (minutesIn: number) =>
      server.db.query(
        `UPDATE assignment_attempts SET started_at = now() - make_interval(secs => $2::float8 * 60),
           deadline = now() - make_interval(secs => $2::float8 * 60) + interval '15 minutes'
         WHERE id = $1`,
        [slowStart.body.attempt_id, minutesIn],
      );
    const save = () =>
      server.call('put', '/assignments/save_answers/{id}', {
        token: slow.token,
        params: { id: room.assignmentId },
        body: {
          attempt_id: slowStart.body.attempt_id,
          answers: [
            {
              exercise_id: room.exerciseIds[0],
              user_answer: { Questions: [{ id: 1, question: 'Wohin?', user_answer: 'Park' }] },
              saved_at: new Date().toISOString(),
            },
          ],
        },
      });
    // The close job, too, leaves the sitting open until its own deadline and grace.
    const closer = createSittingCloser(
      server.db,
      engineFromEnv({}),
      pino({ level: 'silent' }),
      60_000,
    );
    const finished = async () =>
      (
        await server.db.query<{ submitted_at: Date | null }>(
          'SELECT submitted_at FROM assignment_attempts WHERE id = $1',
          [slowStart.body.attempt_id],
        )
      )[0]?.submitted_at !== null;
    await elapse(14);
    await closer.runOnce();
    expect(await finished()).toBe(false);
    expect((await save()).body.answers[0].saved).toBe(true);
    await elapse(16.1);
    expect((await save()).status).toBe(409);
    await closer.runOnce();
    expect(await finished()).toBe(true);

    // The extra attempt: a second sitting for the accommodated student, none for the other.
    await server.db.query(
      "UPDATE assignment_attempts SET deadline = now() - interval '1 hour' WHERE user_id = $1",
      [other.id],
    );
    expect((await start(other)).body).toEqual({ detail: 'You have used all your attempts' });
    expect((await start(slow)).status).toBe(201);
  });

  it('lets a student with an extension start after the schedule, and nobody else', async () => {
    const room = await createClassroom(server, { students: 2 });
    const [late, onTime] = room.students as [TestUser, TestUser];
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const extend = (schedule: string, userId = late.id) =>
      server.call('put', '/gradebook/assignments/{id}/extensions/{userId}', {
        ...teacherCall(room),
        params: { id: room.assignmentId, userId },
        body: { schedule },
      });
    expect((await extend(new Date(Date.now() + 86_400_000).toISOString())).status).toBe(422);
    const extended = await extend(new Date(Date.now() + 14 * 86_400_000).toISOString());
    expect(extended.status).toBe(200);
    expect(extended.body.student_id).toBe(late.id);
    const stranger = await createUser(server, 'student');
    expect((await extend(inAWeek, stranger.id)).status).toBe(404);

    await server.db.query(
      "UPDATE assignments SET schedule = now() - interval '1 hour' WHERE id = $1",
      [room.assignmentId],
    );
    const start = (student: TestUser) =>
      server.call('post', '/assignments/start_attempt/{id}', {
        token: student.token,
        params: { id: room.assignmentId },
      });
    expect((await start(onTime)).status).toBe(409);
    expect((await start(late)).status).toBe(201);

    const removed = await server.call('delete', '/gradebook/assignments/{id}/extensions/{userId}', {
      ...teacherCall(room),
      params: { id: room.assignmentId, userId: late.id },
    });
    expect(removed.status).toBe(204);
    const listed = await server.call('get', '/gradebook/assignments/{id}/extensions', {
      ...teacherCall(room),
      params: { id: room.assignmentId },
    });
    expect(listed.body.extensions).toEqual([]);
  });
});

describe('item analysis', () => {
  it('flags "check the key" on a question with a planted wrong key', async () => {
    const room = await createClassroom(server, { students: 4 });
    // Plant a wrong key: "ich (gehen)" is keyed "geht" (it is "gehe").
    await server.db.query(
      `UPDATE exercises SET answer_key = jsonb_set(answer_key, '{0,answer}', '"geht"') WHERE id = $1`,
      [room.exerciseIds[1]],
    );
    const [a, b, c, d] = room.students as [TestUser, TestUser, TestUser, TestUser];
    await sit(room, a, allRight);
    await sit(room, b, allRight);
    await sit(room, c, { ...allRight, reading: ['in den Park', 'Otto'] });
    await sit(room, d, { reading: ['Schule', 'Otto'], writing: ['gehe', 'sind'] });

    const analysis = await server.call('get', '/gradebook/assignments/{id}/item_analysis', {
      ...teacherCall(room),
      params: { id: room.assignmentId },
    });
    expect(analysis.status).toBe(200);
    expect(analysis.body.students).toBe(4);
    const question = (position: number, item: number) =>
      analysis.body.questions.find(
        (q: { position: number; item_id: number }) => q.position === position && q.item_id === item,
      );
    expect(question(2, 1)).toMatchObject({
      key: 'geht',
      answered: 4,
      share_correct: 0,
      check_key: true,
      common_wrong_answers: [{ answer: 'gehe', count: 4 }],
    });
    expect(question(1, 2)).toMatchObject({
      share_correct: 50,
      check_key: false,
      // Top third (a or b) got it, bottom third (d) did not.
      discrimination: 1,
      common_wrong_answers: [{ answer: 'Otto', count: 2 }],
    });
    expect(question(1, 1)).toMatchObject({ share_correct: 75, check_key: false });
  });
});
