import type { components } from '../generated/schema';
import { createFixtures, FIXTURE_NOW, type Fixtures, fixtureId } from './fixtures';

type Schemas = components['schemas'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (now: number, offset: number) => new Date(now + offset).toISOString();
const nameOf = (user: Schemas['UserProfile']) => `${user.first_name} ${user.last_name}`;

/**
 * The Spanish room's gradebook as the server answers it: Tom's and Aiko's sittings of the past
 * tense quiz (Tom's second question corrected to half by Marta, a flag from Aiko), Tom with
 * ×1.5 and an extra attempt, Aiko with an extension, an item analysis with a key to check, and
 * both CSV files.
 */
export function createGradebookFixtures(f: Fixtures = createFixtures(), now = FIXTURE_NOW) {
  const { teacher, student: tom, classmate: aiko } = f.users;
  const quiz = f.assignments.completed;
  const { writingSpanish: writing, readingSpanish: reading } = f.exercises;

  const sitting = (
    n: number,
    user: Schemas['UserProfile'],
    fields: Partial<Schemas['GradebookSitting']>,
  ): Schemas['GradebookSitting'] => ({
    attempt_id: fixtureId(19, n),
    assignment_id: quiz.id,
    assignment_text: quiz.assignment_text,
    student_id: user.id,
    student_name: nameOf(user),
    attempt_number: 1,
    started_at: at(now, -2 * DAY),
    deadline: at(now, -2 * DAY + quiz.time_limit * MINUTE),
    submitted_at: at(now, -2 * DAY + 12.5 * MINUTE),
    minutes_taken: 12.5,
    late: false,
    score: 83.33,
    excused: false,
    overridden: false,
    ...fields,
  });
  const tomSitting = sitting(1, tom, {
    // ×1.5: 30 minutes on a 20-minute quiz.
    deadline: at(now, -2 * DAY + 1.5 * quiz.time_limit * MINUTE),
    minutes_taken: 26.4,
    submitted_at: at(now, -2 * DAY + 26.4 * MINUTE),
    score: 91.67,
    overridden: true,
  });
  const aikoSitting = sitting(2, aiko, { score: 50, late: true, minutes_taken: 21.2 });

  const item = (
    id: number,
    question: string,
    student_answer: string,
    key: string,
    credit: Schemas['Credit'],
    extra: Partial<Schemas['GradebookItem']> = {},
  ): Schemas['GradebookItem'] => ({
    id,
    question,
    student_answer,
    key,
    credit,
    is_correct: credit === 1,
    feedback: credit === 1 ? 'Correct.' : `Not quite: the answer is "${key}".`,
    tip: credit === 1 ? '' : 'Regular -er verbs take -imos in the first person plural.',
    overrides: [],
    flag: null,
    ...extra,
  });
  const prompts = writing.results.Exercises ?? [];
  const questions = reading.results.Questions ?? [];
  const tomDetail: Schemas['GradebookSittingDetail'] = {
    sitting: tomSitting,
    exercises: [
      {
        exercise_id: writing.id,
        type: 'Writing',
        position: 1,
        score: 83.3,
        items: [
          item(1, prompts[0] ?? '', 'viajé', 'viajé', 1),
          item(2, prompts[1] ?? '', 'comimos.', 'comimos', 0.5, {
            overrides: [
              {
                teacher_name: nameOf(teacher),
                at: at(now, -1 * DAY),
                from: 0,
                to: 0.5,
                comment: 'Right form; the full stop is not part of the answer.',
              },
            ],
          }),
          item(3, prompts[2] ?? '', 'visitaron', 'visitaron', 1),
        ],
      },
      {
        exercise_id: reading.id,
        type: 'Reading',
        position: 2,
        score: 100,
        items: [
          item(1, questions[0] ?? '', 'El Prado', 'El Prado', 1),
          item(2, questions[1] ?? '', 'Con su hermano', 'Con su hermano', 1),
          item(3, questions[2] ?? '', 'Por el Retiro', 'Por el Retiro', 1),
        ],
      },
    ],
  };
  const aikoFlag: Schemas['ItemFlag'] = {
    exercise_id: reading.id,
    item_id: 3,
    note: 'The text says they walked until the night, not in the afternoon.',
    flagged_at: at(now, -1 * DAY),
  };
  const aikoDetail: Schemas['GradebookSittingDetail'] = {
    sitting: aikoSitting,
    exercises: [
      {
        exercise_id: writing.id,
        type: 'Writing',
        position: 1,
        score: 66.7,
        items: [
          item(1, prompts[0] ?? '', 'viajé', 'viajé', 1),
          item(2, prompts[1] ?? '', 'comemos', 'comimos', 0),
          item(3, prompts[2] ?? '', 'visitaron', 'visitaron', 1),
        ],
      },
      {
        exercise_id: reading.id,
        type: 'Reading',
        position: 2,
        score: 33.3,
        items: [
          item(1, questions[0] ?? '', 'El Prado', 'El Prado', 1),
          item(2, questions[1] ?? '', 'Con Lucía', 'Con su hermano', 0),
          item(3, questions[2] ?? '', 'Por el parque', 'Por el Retiro', 0, { flag: aikoFlag }),
        ],
      },
    ],
  };

  const accommodations: Schemas['Accommodation'][] = [
    { student_id: tom.id, student_name: nameOf(tom), time_multiplier: 1.5, extra_attempts: 1 },
    { student_id: aiko.id, student_name: nameOf(aiko), time_multiplier: 1, extra_attempts: 0 },
  ];
  const extensions: Schemas['Extension'][] = [
    { student_id: aiko.id, student_name: nameOf(aiko), schedule: at(now, 9 * DAY) },
  ];

  const question = (
    exercise: Schemas['Exercise'],
    position: number,
    item_id: number,
    fields: Partial<Schemas['AnalysedQuestion']>,
  ): Schemas['AnalysedQuestion'] => ({
    exercise_id: exercise.id,
    position,
    item_id,
    question:
      (exercise.type === 'Writing' ? exercise.results.Exercises : exercise.results.Questions)?.[
        item_id - 1
      ] ?? '',
    key: exercise.answer_key?.[item_id - 1]?.answer ?? '',
    answered: 2,
    share_correct: 100,
    discrimination: null,
    common_wrong_answers: [],
    check_key: false,
    flags: [],
    ...fields,
  });
  const itemAnalysis: Schemas['ItemAnalysis'] = {
    assignment_id: quiz.id,
    students: 2,
    questions: [
      question(writing, 1, 1, {}),
      question(writing, 1, 2, {
        share_correct: 0,
        common_wrong_answers: [
          { answer: 'comimos.', count: 1 },
          { answer: 'comemos', count: 1 },
        ],
        check_key: true,
      }),
      question(writing, 1, 3, {}),
      question(reading, 2, 1, {}),
      question(reading, 2, 2, {
        share_correct: 50,
        common_wrong_answers: [{ answer: 'Con Lucía', count: 1 }],
      }),
      question(reading, 2, 3, {
        share_correct: 50,
        common_wrong_answers: [{ answer: 'Por el parque', count: 1 }],
        flags: [
          { student_name: nameOf(aiko), note: aikoFlag.note, flagged_at: aikoFlag.flagged_at },
        ],
      }),
    ],
  };

  const csv = (rows: string[][]) => `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
  const roomCsv = csv([
    ['Student', 'Week 1 homework', 'Past tense quiz', 'Listening check', 'Average'],
    [nameOf(aiko), '', '50', '', '50'],
    [nameOf(tom), '', '91.67', '', '91.67'],
  ]);
  const assignmentCsv = csv([
    ['Student', 'Attempt', 'Submitted', 'Minutes', 'Late', 'Excused', 'Score'].concat([
      '1.1',
      '1.2',
      '1.3',
      '2.1',
      '2.2',
      '2.3',
    ]),
    [nameOf(aiko), '1', aikoSitting.submitted_at ?? '', '21.2', 'yes', 'no', '50'].concat([
      '1',
      '0',
      '1',
      '1',
      '0',
      '0',
    ]),
    [nameOf(tom), '1', tomSitting.submitted_at ?? '', '26.4', 'no', 'no', '91.67'].concat([
      '1',
      '0.5',
      '1',
      '1',
      '1',
      '1',
    ]),
  ]);

  return {
    roomId: f.rooms.spanish.id,
    assignmentId: quiz.id,
    sittings: [tomSitting, aikoSitting],
    details: { [tomSitting.attempt_id]: tomDetail, [aikoSitting.attempt_id]: aikoDetail },
    accommodations,
    extensions,
    itemAnalysis,
    roomCsv,
    assignmentCsv,
  };
}

export type GradebookFixtures = ReturnType<typeof createGradebookFixtures>;
