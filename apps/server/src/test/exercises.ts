import type { Db } from '../db/db';

export interface ExerciseFixture {
  type?: 'Writing' | 'Reading' | 'Listening' | 'Speaking';
  language?: string;
  level?: string;
  title?: string;
  createdAt?: string;
  /** A Listening exercise's speech (base64); by default a few bytes standing for it. */
  audioBase64?: string;
  /** A speaking exercise's task: questions about the student's life by default. */
  speakingTask?: 'read_aloud';
  /** Writing prompts with their keys, instead of the two default items. */
  items?: { prompt: string; answer: string; kind?: 'blank' | 'reorder' | 'form' }[];
}

/** A few bytes of MP3 frame header, base64: enough to tell audio from none. */
export const FIXTURE_AUDIO = '//uQxAAAAAAAAAAAAAAA';

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
    type === 'Speaking' && fixture.speakingTask === 'read_aloud'
      ? {
          Title: fixture.title ?? 'Lies laut vor',
          Description: 'Lies den Text laut vor.',
          Paragraph: 'Anna wohnt mit ihrer Familie in einem kleinen Haus am See.',
          Questions: ['Lies den Text laut vor.'],
          speaking_task: 'read_aloud',
          max_duration_seconds: 60,
          criteria: ['range', 'accuracy', 'fluency', 'pronunciation', 'task_achievement'],
        }
      : type === 'Speaking'
        ? {
            Title: fixture.title ?? 'Mein letzter Urlaub',
            Description: 'Beantworte die Fragen mündlich.',
            Questions: ['Wo warst du in deinem letzten Urlaub?', 'Was hat dir am besten gefallen?'],
            speaking_task: 'questions',
            max_duration_seconds: 60,
            criteria: ['range', 'accuracy', 'fluency', 'pronunciation', 'task_achievement'],
          }
        : type === 'Writing'
          ? {
              Title: fixture.title ?? 'Verbs',
              Description: 'Conjugate',
              Exercises: fixture.items?.map((item) => item.prompt) ?? ['ich (gehen)', 'du (sein)'],
            }
          : {
              Title: fixture.title ?? 'Im Park',
              Paragraph: 'Anna geht in den Park.',
              Questions: ['Wohin geht Anna?', 'Wer geht?'],
              ...(type === 'Listening'
                ? { audio_base64: fixture.audioBase64 ?? FIXTURE_AUDIO }
                : {}),
            };
  const answerKey = fixture.items?.map((item, index) => ({
    id: index + 1,
    answer: item.answer,
    grammar_topic: 'Present tense',
    ...(item.kind ? { kind: item.kind } : {}),
  })) ?? [
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
