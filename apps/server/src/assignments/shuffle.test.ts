import { describe, expect, it } from 'vitest';
import type { Schemas } from '../shared/schemas';
import { createAssignment, createClassroom } from '../test/classroom';
import { insertExercise } from '../test/exercises';
import { useTestServer } from '../test/testServer';
import type { TestUser } from '../test/users';

const server = useTestServer();

const VERBS = ['gehe', 'komme', 'wohne', 'spiele', 'lerne'];
const fillIns = VERBS.map((verb) => ({
  prompt: `Ich ___ gern (${verb} / ${verb.replace(/e$/, 'st')} / ${verb.replace(/e$/, 't')})`,
  answer: verb,
  kind: 'blank' as const,
}));
const reorders = VERBS.map((verb) => ({
  prompt: `heute / ${verb} / ich / gern`,
  answer: `ich ${verb} heute gern`,
  kind: 'reorder' as const,
}));
const ITEMS = [...fillIns, ...reorders];

type Order = { exercise_id: string; items: { id: number; prompt: string }[] }[];

/** A room of two students holding an assignment of three exercises, ten items in the first. */
async function shuffledRoom(settings: { shuffle_questions: boolean; shuffle_options: boolean }) {
  const room = await createClassroom(server, { students: 2 });
  const exerciseIds = [
    await insertExercise(server.db, room.teacher.id, { type: 'Writing', items: ITEMS }),
    ...room.exerciseIds,
  ];
  const template = await server.call('post', '/templates/create_template', {
    token: room.teacher.token,
    body: {
      template_name: 'Shuffled',
      exercises_id_list: exerciseIds,
      language: 'German',
      template_level: 'B1',
    },
  });
  const assignmentId = await createAssignment(
    server,
    { ...room, templateId: template.body.id },
    { attempts: 2, ...settings },
  );
  await server.call('post', '/assignments/assign_assignment_students', {
    token: room.teacher.token,
    query: { assignment_id: assignmentId },
  });
  const start = async (student: TestUser) =>
    server.call('post', '/assignments/start_attempt/{id}', {
      token: student.token,
      params: { id: assignmentId },
    });
  const resume = async (student: TestUser) =>
    server.call('get', '/assignments/resume_attempt/{id}', {
      token: student.token,
      params: { id: assignmentId },
    });
  const finish = (student: TestUser, attemptId: string) =>
    server.call('put', '/assignments/update_attempts/{id}', {
      token: student.token,
      params: { id: assignmentId },
      body: { attempt_id: attemptId },
    });
  return {
    ...room,
    students: room.students as [TestUser, TestUser],
    exerciseIds,
    assignmentId,
    start,
    resume,
    finish,
  };
}

const sortedWords = (text: string) =>
  text
    .split(/[\s/()]+/)
    .filter(Boolean)
    .sort();

describe('shuffled questions and options', () => {
  it('are settings of the assignment, off unless asked, returned on read and changed on update', async () => {
    const room = await createClassroom(server, { students: 1 });
    const plain = await server.call('get', '/assignments/users_assignments_list', {
      token: room.teacher.token,
    });
    expect(plain.body.assignments[0]).toMatchObject({
      shuffle_questions: false,
      shuffle_options: false,
    });
    const updated = await server.call('patch', '/assignments/update_assignment/{id}', {
      token: room.teacher.token,
      params: { id: room.assignmentId },
      body: { shuffle_questions: true },
    });
    expect(updated.body).toMatchObject({ shuffle_questions: true, shuffle_options: false });
    const held = await server.call('get', '/assignments/assignments_completion_list', {
      token: (room.students[0] as TestUser).token,
    });
    expect(held.body.assignments_completion[0]).toMatchObject({ shuffle_questions: true });
  });

  it('deals each student their own order of exercises, items and options, every item kept', async () => {
    const room = await shuffledRoom({ shuffle_questions: true, shuffle_options: true });
    const [anna, ben] = room.students;
    const annaStart = await room.start(anna);
    const benStart = await room.start(ben);
    expect([annaStart.status, benStart.status]).toEqual([201, 201]);
    const orders = [annaStart.body.order, benStart.body.order] as [Order, Order];
    expect(orders[0]).not.toEqual(orders[1]);
    for (const order of orders) {
      expect(order.map((exercise) => exercise.exercise_id).sort()).toEqual(
        [...room.exerciseIds].sort(),
      );
      const tenItems = order.find((exercise) => exercise.exercise_id === room.exerciseIds[0]);
      const items = tenItems?.items ?? [];
      expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      for (const item of items) {
        const original = ITEMS[item.id - 1];
        // The same words (stem, choices, chunks), maybe in another order; never the key's order.
        expect(sortedWords(item.prompt)).toEqual(sortedWords(original?.prompt ?? ''));
        if (original?.kind === 'reorder')
          expect(item.prompt.replaceAll(' / ', ' ')).not.toBe(original.answer);
        if (original?.kind === 'blank') expect(item.prompt.startsWith('Ich ___ gern (')).toBe(true);
      }
    }
  });

  it('keeps each student their order on a resume and a reload, and deals another on a new attempt', async () => {
    const room = await shuffledRoom({ shuffle_questions: true, shuffle_options: true });
    const [anna] = room.students;
    const first = await room.start(anna);
    const resumed = await room.resume(anna);
    const restarted = await room.start(anna);
    expect(resumed.body.attempt?.order).toEqual(first.body.order);
    expect(restarted.status).toBe(200);
    expect(restarted.body.order).toEqual(first.body.order);
    expect((await room.finish(anna, first.body.attempt_id)).status).toBe(200);
    const second = await room.start(anna);
    expect(second.status).toBe(201);
    expect(second.body.attempt_id).not.toBe(first.body.attempt_id);
    expect(second.body.order).toBeDefined();
    expect(second.body.order).not.toEqual(first.body.order);
  });

  it('grades per item id, whatever the order, and shows the teacher the order dealt', async () => {
    const room = await shuffledRoom({ shuffle_questions: true, shuffle_options: true });
    const [anna] = room.students;
    const start = await room.start(anna);
    const [tenItemsId] = room.exerciseIds as [string];
    // Answered as the student saw them (dealt order), each answer naming its item's id.
    const dealt = (start.body.order as Order).find(
      (exercise) => exercise.exercise_id === tenItemsId,
    );
    const answers = (dealt?.items ?? []).map((item) => ({
      id: item.id,
      question: item.prompt,
      answer: item.id === 3 ? 'falsch' : (ITEMS[item.id - 1]?.answer ?? ''),
    }));
    const saved = await server.call('put', '/assignments/save_answers/{id}', {
      token: anna.token,
      params: { id: room.assignmentId },
      body: {
        attempt_id: start.body.attempt_id,
        answers: [
          {
            exercise_id: tenItemsId,
            user_answer: { Exercises: answers },
            saved_at: new Date().toISOString(),
          },
        ],
      },
    });
    expect(saved.body.answers[0]?.saved).toBe(true);
    expect((await room.finish(anna, start.body.attempt_id)).status).toBe(200);

    const detail = await server.call('get', '/gradebook/sittings/{id}', {
      token: room.teacher.token,
      params: { id: start.body.attempt_id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.order).toEqual(start.body.order);
    const exercises = detail.body.exercises as Schemas['GradebookExercise'][];
    const graded = exercises.find((exercise) => exercise.exercise_id === tenItemsId);
    expect(graded?.items.map((item) => [item.id, item.is_correct])).toEqual(
      ITEMS.map((_, index) => [index + 1, index + 1 !== 3]),
    );
    // The teacher reads each item by its own question and key, in the template's order.
    expect(graded?.items.map((item) => item.key)).toEqual(ITEMS.map((item) => item.answer));
    expect(graded?.score).toBe(90);
  });

  it('deals no order when nothing is shuffled, and the template order with options only', async () => {
    const plain = await shuffledRoom({ shuffle_questions: false, shuffle_options: false });
    expect((await plain.start(plain.students[0])).body.order).toBeUndefined();
    const options = await shuffledRoom({ shuffle_questions: false, shuffle_options: true });
    const order = (await options.start(options.students[0])).body.order as Order;
    expect(order.map((exercise) => exercise.exercise_id)).toEqual(options.exerciseIds);
    expect(order[0]?.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
