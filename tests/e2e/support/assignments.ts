import type { components } from '@lingua/api';
import { type Account, type Api, bearer, type Exercise, ok, type Room } from './api';

type Schemas = components['schemas'];
export type Assignment = Schemas['AssignmentDetails'];

/** What `assignTemplate` set up: the assignment and its exercises in solving order. */
export interface AssignedTemplate {
  assignment: Assignment;
  /** The teacher's copies, answer keys included. */
  exercises: Exercise[];
}

/** What the teacher types besides the title (a Spanish teacher types Spanish). */
export interface AssignmentWording {
  template?: string;
  description?: string;
}

/**
 * A Reading and a Writing exercise (English A2, two items each, by the built-in engine) in one
 * template, scheduled for the room three days from now and given to its current students.
 */
export async function assignTemplate(
  { client }: Api,
  teacher: Account,
  room: Room,
  title = 'Week 1 review',
  wording: AssignmentWording = {},
): Promise<AssignedTemplate> {
  const level = { language: 'English', level: 'A2' } as const;
  const reading = ok(
    'generate a reading exercise',
    await client.POST('/exercises/reading', {
      ...bearer(teacher),
      body: { ...level, user_input: 'A day at school', quantity_words: 60, questions_quantity: 2 },
    }),
  );
  const writing = ok(
    'generate a writing exercise',
    await client.POST('/exercises/writing', {
      ...bearer(teacher),
      body: { ...level, user_input: 'Food', quantity: 2, variation: 'Fill in the Blanks' },
    }),
  );
  const exercises = [reading.data[0], writing.data[0]].filter((e): e is Exercise => !!e);
  return assignExercises({ client }, teacher, room, exercises, title, wording);
}

/**
 * `exercises` (the teacher's, in solving order) in one template, scheduled for the room three
 * days from now with two attempts of 30 minutes, and given to its current students.
 */
export async function assignExercises(
  { client }: Pick<Api, 'client'>,
  teacher: Account,
  room: Room,
  exercises: Exercise[],
  title: string,
  wording: AssignmentWording = {},
): Promise<AssignedTemplate> {
  const [first] = exercises;
  if (!first) throw new Error('An assignment needs exercises');
  const level = { language: first.language, level: first.level };
  const template = ok(
    'create a template',
    await client.POST('/templates/create_template', {
      ...bearer(teacher),
      body: {
        template_name: wording.template ?? `${title} template`,
        exercises_id_list: exercises.map((exercise) => exercise.id),
        language: level.language,
        template_level: level.level,
      },
    }),
  );
  const assignment = await assignToRoom(
    { client },
    teacher,
    room,
    template,
    title,
    wording.description ?? 'Read, then fill in the blanks.',
  );
  return { assignment, exercises };
}

/**
 * An assignment of `template` to the room, scheduled three days from now (two attempts, 30
 * minutes), given to its current students.
 */
export async function assignToRoom(
  { client }: Pick<Api, 'client'>,
  teacher: Account,
  room: Room,
  template: Schemas['Template'],
  title: string,
  description: string,
): Promise<Assignment> {
  const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  const assignment = ok(
    'create an assignment',
    await client.POST('/assignments/create_assignment', {
      ...bearer(teacher),
      body: {
        assignment_text: title,
        assignment_description: description,
        template_id: template.id,
        room_id: room.id,
        schedule: inThreeDays.toISOString(),
        attempts: 2,
        time_limit: 30,
      },
    }),
  );
  ok(
    'give the assignment to the room',
    await client.POST('/assignments/assign_assignment_students', {
      ...bearer(teacher),
      params: { query: { assignment_id: assignment.id } },
    }),
  );
  return assignment;
}

/** An answer the built-in grader never accepts. */
const wrongAnswer = 'zzz qqq';

/** What a student writes for each item: the key's answers, wrong ones, or as a journey says. */
export type Outcome = 'all right' | 'all wrong' | ((exercise: Exercise) => string[]);

/** The student's answers to one exercise, in the shape of its type. */
function answersTo(exercise: Exercise, outcome: Outcome): Schemas['UserAnswer'] {
  const written = typeof outcome === 'function' ? outcome(exercise) : undefined;
  const key = (index: number) =>
    written
      ? (written[index] ?? '')
      : outcome === 'all right'
        ? (exercise.answer_key?.[index]?.answer ?? '')
        : wrongAnswer;
  if (exercise.type === 'Writing') {
    return {
      Exercises: (exercise.results.Exercises ?? []).map((question, index) => ({
        id: index + 1,
        question,
        answer: key(index),
      })),
    };
  }
  return {
    Questions: (exercise.results.Questions ?? []).map((question, index) => ({
      id: index + 1,
      question,
      user_answer: key(index),
    })),
  };
}

/**
 * One finished sitting of the assignment by `student`, as the solve dialog makes it: start the
 * attempt, have every exercise graded, count the attempt. Returns the scores.
 */
export async function sitAssignment(
  { client }: Api,
  student: Account,
  { assignment, exercises }: AssignedTemplate,
  outcome: Outcome,
): Promise<number[]> {
  const attempt = ok(
    'start an attempt',
    await client.POST('/assignments/start_attempt/{id}', {
      ...bearer(student),
      params: { path: { id: assignment.id } },
    }),
  );
  const scores: number[] = [];
  for (const exercise of exercises) {
    const review = ok(
      'have an answer graded',
      await client.POST('/exercises/review_answer', {
        ...bearer(student),
        body: {
          exercise_id: exercise.id,
          type: exercise.type,
          language: exercise.language,
          assignment_id: assignment.id,
          attempt_id: attempt.attempt_id,
          user_answer: answersTo(exercise, outcome),
        },
      }),
    );
    scores.push(review.score);
  }
  ok(
    'finish the attempt',
    await client.PUT('/assignments/update_attempts/{id}', {
      ...bearer(student),
      params: { path: { id: assignment.id } },
      body: { attempt_id: attempt.attempt_id },
    }),
  );
  return scores;
}

/** The grammar topics the exercises' items practise, each once. */
export function topicsOf(exercises: Exercise[]): string[] {
  const topics = exercises.flatMap((exercise) =>
    (exercise.answer_key ?? []).map((item) => item.grammar_topic),
  );
  return [...new Set(topics)];
}
