import { describe, expect, it } from 'vitest';
import type { Schemas } from '../shared/schemas';
import { createAssignment } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { addToRoom, createUser, type TestUser } from '../test/users';
import { chooseVersion } from './versions';

const server = useTestServer();

type Order = Schemas['DealtOrder'];
type Version = Schemas['ExerciseVersion'];
interface Content {
  results: Schemas['ExerciseResults'];
  answer_key: Schemas['AnswerKey'];
}

/** A writing exercise as the offline engine makes it, of eight items. */
async function writingOf(teacher: TestUser, topic: string) {
  const made = await server.call('post', '/exercises/writing', {
    token: teacher.token,
    body: {
      user_input: topic,
      language: 'Spanish',
      level: 'A2',
      quantity: 8,
      variation: 'Verb Conjugation Drills',
    },
  });
  expect(made.status).toBe(201);
  return made.body.data[0] as Content & { id: string };
}

/**
 * A Spanish room of `students`, a template of two writing exercises with three stored versions
 * each, and an assignment that deals versions and shuffles the questions, given to everyone.
 */
async function versionedRoom(students: number, settings: { attempts?: number } = {}) {
  const teacher = await createUser(server, 'teacher');
  const pupils: TestUser[] = [];
  for (let i = 0; i < students; i += 1) pupils.push(await createUser(server, 'student'));
  const room = await server.call('post', '/rooms/create_room', {
    token: teacher.token,
    body: { room_name: 'Clase', room_lang: 'Spanish', room_level: 'A2', list_users: [] },
  });
  await addToRoom(server, teacher, room.body.id, pupils);
  const exercises = [
    await writingOf(teacher, 'Daily routine'),
    await writingOf(teacher, 'Daily routine'),
  ];
  const versions = new Map<string, Map<number, Content>>();
  for (const exercise of exercises) {
    const made = await server.call('post', '/exercises/{id}/versions', {
      token: teacher.token,
      params: { id: exercise.id },
      body: { count: 3 },
    });
    expect(made.status).toBe(201);
    versions.set(
      exercise.id,
      new Map<number, Content>([
        [0, exercise],
        ...made.body.versions.map((version: Version) => [version.number, version] as const),
      ]),
    );
  }
  const template = await server.call('post', '/templates/create_template', {
    token: teacher.token,
    body: {
      template_name: 'Rutina',
      exercises_id_list: exercises.map((exercise) => exercise.id),
      language: 'Spanish',
      template_level: 'A2',
    },
  });
  expect(template.status).toBe(201);
  const assignmentId = await createAssignment(
    server,
    { teacher, roomId: room.body.id, templateId: template.body.id },
    { attempts: settings.attempts ?? 2, shuffle_questions: true, deal_versions: true },
  );
  await server.call('post', '/assignments/assign_assignment_students', {
    token: teacher.token,
    query: { assignment_id: assignmentId },
  });
  const params = { id: assignmentId };
  return {
    teacher,
    students: pupils,
    roomId: room.body.id as string,
    assignmentId,
    exerciseIds: exercises.map((exercise) => exercise.id),
    /** The content of version `number` of an exercise (0: the exercise itself). */
    content: (exerciseId: string, number: number) => versions.get(exerciseId)?.get(number),
    start: (student: TestUser) =>
      server.call('post', '/assignments/start_attempt/{id}', { token: student.token, params }),
    reload: (student: TestUser) =>
      server.call('get', '/assignments/resume_attempt/{id}', { token: student.token, params }),
    finish: (student: TestUser, attemptId: string) =>
      server.call('put', '/assignments/update_attempts/{id}', {
        token: student.token,
        params,
        body: { attempt_id: attemptId },
      }),
  };
}

type Room = Awaited<ReturnType<typeof versionedRoom>>;

const versionOf = (order: Order, exerciseId: string) =>
  order.find((exercise) => exercise.exercise_id === exerciseId)?.version;
const promptsOf = (order: Order, exerciseId: string) =>
  (order.find((exercise) => exercise.exercise_id === exerciseId)?.items ?? []).map(
    (item) => item.prompt,
  );
const idsOf = (order: Order) =>
  order.map((exercise) => [exercise.exercise_id, exercise.items.map((item) => item.id)]);
const pointsOf = (content: Content | undefined) =>
  (content?.answer_key ?? []).map((key) => key.grammar_topic).sort();

/** Every item answered with the key of the version dealt (item 2 of the first exercise wrong). */
function rightAnswers(room: Room, order: Order) {
  return room.exerciseIds.map((exerciseId, index) => {
    const key = room.content(exerciseId, versionOf(order, exerciseId) ?? -1)?.answer_key ?? [];
    const dealt = order.find((exercise) => exercise.exercise_id === exerciseId)?.items ?? [];
    return {
      exercise_id: exerciseId,
      user_answer: {
        Exercises: dealt.map((item) => ({
          id: item.id,
          question: item.prompt,
          answer:
            index === 0 && item.id === 2
              ? 'nada'
              : (key.find((entry) => entry.id === item.id)?.answer ?? ''),
        })),
      },
      saved_at: new Date().toISOString(),
    };
  });
}

describe('a different version for each student', () => {
  it('is a setting of the assignment, off unless asked, returned on read and changed on update', async () => {
    const room = await versionedRoom(1);
    const listed = await server.call('get', '/assignments/users_assignments_list', {
      token: room.teacher.token,
    });
    expect(listed.body.assignments[0]).toMatchObject({ deal_versions: true });
    const updated = await server.call('patch', '/assignments/update_assignment/{id}', {
      token: room.teacher.token,
      params: { id: room.assignmentId },
      body: { deal_versions: false },
    });
    expect(updated.body).toMatchObject({ deal_versions: false, shuffle_questions: true });
    // Off: the student meets the exercises' own sentences, only shuffled.
    const start = await room.start(room.students[0] as TestUser);
    const order = start.body.order as Order;
    for (const exerciseId of room.exerciseIds) {
      expect(versionOf(order, exerciseId)).toBeUndefined();
      expect(promptsOf(order, exerciseId).sort()).toEqual(
        [...(room.content(exerciseId, 0)?.results.Exercises ?? [])].sort(),
      );
    }
  });

  it('gives two students of a room different sentences of the same points, in different orders', async () => {
    const room = await versionedRoom(2);
    const [ana, ben] = room.students as [TestUser, TestUser];
    const anas = await room.start(ana);
    const bens = await room.start(ben);
    expect([anas.status, bens.status]).toEqual([201, 201]);
    const [anaOrder, benOrder] = [anas.body.order, bens.body.order] as [Order, Order];
    expect(idsOf(anaOrder)).not.toEqual(idsOf(benOrder));
    for (const exerciseId of room.exerciseIds) {
      const [anaVersion, benVersion] = [
        versionOf(anaOrder, exerciseId),
        versionOf(benOrder, exerciseId),
      ];
      expect(anaVersion).toBeTypeOf('number');
      expect(benVersion).not.toBe(anaVersion);
      const [anaPrompts, benPrompts] = [
        promptsOf(anaOrder, exerciseId),
        promptsOf(benOrder, exerciseId),
      ];
      expect(anaPrompts).toHaveLength(8);
      expect(anaPrompts.filter((prompt) => benPrompts.includes(prompt))).not.toEqual(anaPrompts);
      // Each is shown exactly their version's sentences, and the versions share their points.
      const anaContent = room.content(exerciseId, anaVersion ?? -1);
      const benContent = room.content(exerciseId, benVersion ?? -1);
      expect([...anaPrompts].sort()).toEqual([...(anaContent?.results.Exercises ?? [])].sort());
      expect([...benPrompts].sort()).toEqual([...(benContent?.results.Exercises ?? [])].sort());
      expect(pointsOf(anaContent)).toEqual(pointsOf(benContent));
      expect(pointsOf(anaContent)).toEqual(pointsOf(room.content(exerciseId, 0)));
    }
  });

  it('deals the least dealt version first: four students of four versions get one each', async () => {
    const room = await versionedRoom(4);
    const orders: Order[] = [];
    for (const student of room.students) orders.push((await room.start(student)).body.order);
    for (const exerciseId of room.exerciseIds)
      expect(orders.map((order) => versionOf(order, exerciseId)).sort()).toEqual([0, 1, 2, 3]);
  });

  it("keeps each one's version and order on a reload and a resume; a second attempt deals another version", async () => {
    const room = await versionedRoom(2);
    const [ana, ben] = room.students as [TestUser, TestUser];
    const anas = await room.start(ana);
    const bens = await room.start(ben);
    const reloaded = await room.reload(ana);
    const resumed = await room.start(ana);
    expect(reloaded.body.attempt?.order).toEqual(anas.body.order);
    expect(resumed.status).toBe(200);
    expect(resumed.body.attempt_id).toBe(anas.body.attempt_id);
    expect(resumed.body.order).toEqual(anas.body.order);
    expect((await room.reload(ben)).body.attempt?.order).toEqual(bens.body.order);

    expect((await room.finish(ana, anas.body.attempt_id)).status).toBe(200);
    const second = await room.start(ana);
    expect(second.status).toBe(201);
    for (const exerciseId of room.exerciseIds)
      expect(versionOf(second.body.order, exerciseId)).not.toBe(
        versionOf(anas.body.order, exerciseId),
      );
  });

  it("grades with the version's key and shows the teacher each student's version", async () => {
    const room = await versionedRoom(2);
    const [ana, ben] = room.students as [TestUser, TestUser];
    for (const student of [ana, ben]) {
      const start = await room.start(student);
      const order = start.body.order as Order;
      const saved = await server.call('put', '/assignments/save_answers/{id}', {
        token: student.token,
        params: { id: room.assignmentId },
        body: { attempt_id: start.body.attempt_id, answers: rightAnswers(room, order) },
      });
      expect(saved.body.answers.map((answer: { saved: boolean }) => answer.saved)).toEqual([
        true,
        true,
      ]);
      expect((await room.finish(student, start.body.attempt_id)).status).toBe(200);

      const detail = await server.call('get', '/gradebook/sittings/{id}', {
        token: room.teacher.token,
        params: { id: start.body.attempt_id },
      });
      expect(detail.body.order).toEqual(order);
      const [first, second] = detail.body.exercises as Schemas['GradebookExercise'][];
      const firstKey = room.content(
        room.exerciseIds[0] as string,
        versionOf(order, first?.exercise_id ?? '') ?? -1,
      );
      expect(first?.items.map((item) => item.key)).toEqual(
        firstKey?.answer_key.map((key) => key.answer),
      );
      expect(first?.items.map((item) => item.question)).toEqual(firstKey?.results.Exercises);
      expect(first?.items.map((item) => item.is_correct)).toEqual(
        [1, 2, 3, 4, 5, 6, 7, 8].map((id) => id !== 2),
      );
      expect(second?.score).toBe(100);
    }

    const csv = await fetch(`${server.url}/api/gradebook/assignments/${room.assignmentId}/export`, {
      headers: { authorization: `Bearer ${room.teacher.token}` },
    });
    const [header, ...rows] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header?.slice(7, 9)).toEqual(['1.version', '2.version']);
    const versionsIn = (rows ?? []).map((row) => row.slice(7, 9).map(Number));
    expect(versionsIn).toHaveLength(2);
    expect(versionsIn[0]).not.toEqual(versionsIn[1]);

    const analysis = await server.call('get', '/gradebook/assignments/{id}/item_analysis', {
      token: room.teacher.token,
      params: { id: room.assignmentId },
    });
    const secondItem = analysis.body.questions.find(
      (question: Schemas['AnalysedQuestion']) =>
        question.exercise_id === room.exerciseIds[0] && question.item_id === 2,
    ) as Schemas['AnalysedQuestion'];
    // The item as a whole, and each version dealt beside it with its own question and key.
    expect(secondItem).toMatchObject({ answered: 2, share_correct: 0 });
    expect(secondItem.versions?.map((version) => version.version).sort()).toEqual(
      versionsIn.map((row) => row[0]).sort(),
    );
    for (const version of secondItem.versions ?? []) {
      const content = room.content(room.exerciseIds[0] as string, version.version);
      expect(version).toMatchObject({
        question: content?.results.Exercises?.[1],
        key: content?.answer_key[1]?.answer,
        answered: 1,
        share_correct: 0,
      });
    }
  });

  it('keeps deadlines, accommodations and extensions as they were', async () => {
    const room = await versionedRoom(3, { attempts: 1 });
    const [slow, late, onTime] = room.students as [TestUser, TestUser, TestUser];
    const teacher = { token: room.teacher.token };
    await server.call('put', '/gradebook/rooms/{id}/accommodations/{userId}', {
      ...teacher,
      params: { id: room.roomId, userId: slow.id },
      body: { time_multiplier: 2, extra_attempts: 1 },
    });
    await server.call('put', '/gradebook/assignments/{id}/extensions/{userId}', {
      ...teacher,
      params: { id: room.assignmentId, userId: late.id },
      body: { schedule: new Date(Date.now() + 14 * 86_400_000).toISOString() },
    });
    // Twice the time limit (15 minutes), and a second attempt, each with its own version.
    const first = await room.start(slow);
    const minutes = (Date.parse(first.body.deadline) - Date.parse(first.body.started_at)) / 60_000;
    expect(minutes).toBe(30);
    await room.finish(slow, first.body.attempt_id);
    const second = await room.start(slow);
    expect(second.status).toBe(201);
    expect(versionOf(second.body.order, room.exerciseIds[0] as string)).not.toBe(
      versionOf(first.body.order, room.exerciseIds[0] as string),
    );
    await room.finish(slow, second.body.attempt_id);
    expect((await room.start(slow)).status).toBe(409);

    await server.db.query(
      "UPDATE assignments SET schedule = now() - interval '1 hour' WHERE id = $1",
      [room.assignmentId],
    );
    expect((await room.start(onTime)).status).toBe(409);
    const extended = await room.start(late);
    expect(extended.status).toBe(201);
    expect(versionOf(extended.body.order, room.exerciseIds[0] as string)).toBeTypeOf('number');
  });
});

describe('choosing a version', () => {
  const first = () => 0;

  it('takes the least dealt among those the student has not had', () => {
    const dealt = new Map([
      [0, 3],
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    expect(chooseVersion([0, 1, 2, 3], dealt, [], first)).toBe(1);
    expect(chooseVersion([0, 1, 2, 3], dealt, [1], first)).toBe(2);
    expect(chooseVersion([0, 1, 2, 3], dealt, [1, 2], first)).toBe(3);
  });

  it('deals again once every version was had, never the last one while another is left', () => {
    expect(chooseVersion([0, 1], new Map([[0, 5]]), [1, 0], first)).toBe(1);
    expect(chooseVersion([0, 1], new Map([[1, 5]]), [0, 1], first)).toBe(0);
    expect(chooseVersion([0], new Map([[0, 5]]), [0], first)).toBe(0);
  });

  it('draws among the versions tied for least dealt', () => {
    const last = (count: number) => count - 1;
    expect(chooseVersion([0, 1, 2], new Map([[0, 1]]), [], last)).toBe(2);
  });
});

describe('a change of other fields of the assignment', () => {
  it('leaves its shuffling and versions as they are', async () => {
    const room = await versionedRoom(1);
    const renamed = await server.call('patch', '/assignments/update_assignment/{id}', {
      token: room.teacher.token,
      params: { id: room.assignmentId },
      body: { assignment_text: 'Unit 1, renamed' },
    });
    expect(renamed.body).toMatchObject({
      assignment_text: 'Unit 1, renamed',
      shuffle_questions: true,
      deal_versions: true,
    });
  });
});
