import type { Db } from '../db/db';

export interface ExerciseFixture {
  type?: 'Writing' | 'Reading' | 'Listening';
  language?: string;
  level?: string;
  title?: string;
  createdAt?: string;
}

/**
 * Stores an exercise the way the generation call does, for tests of the calls that read,
 * edit, group and grade stored exercises.
 */
export async function insertExercise(
  db: Db,
  ownerId: string,
  fixture: ExerciseFixture = {},
): Promise<string> {
  const type = fixture.type ?? 'Reading';
  const results =
    type === 'Writing'
      ? {
          Title: fixture.title ?? 'Verbs',
          Description: 'Conjugate',
          Exercises: ['ich (gehen)', 'du (sein)'],
        }
      : {
          Title: fixture.title ?? 'Im Park',
          Paragraph: 'Anna geht in den Park.',
          Questions: ['Wohin geht Anna?', 'Wer geht?'],
        };
  const answerKey = [
    { id: 1, answer: type === 'Writing' ? 'gehe' : 'in den Park', grammar_topic: 'Present tense' },
    { id: 2, answer: type === 'Writing' ? 'bist' : 'Anna', grammar_topic: 'Articles' },
  ];
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO exercises (user_id, type, language, level, engine, results, answer_key, created_at)
     VALUES ($1, $2, $3, $4, 'builtin', $5, $6, coalesce($7::timestamptz, now())) RETURNING id`,
    [
      ownerId,
      type,
      fixture.language ?? 'German',
      fixture.level ?? 'B1',
      JSON.stringify(results),
      JSON.stringify(answerKey),
      fixture.createdAt ?? null,
    ],
  );
  if (!row) throw new Error('exercise insert failed');
  return row.id;
}
