import type { components } from '@lingua/api';
import type { Db } from '@lingua/server';
import { BIG_ROOM } from '../seed/plan';

type Exercise = Pick<
  components['schemas']['Exercise'],
  'id' | 'type' | 'language' | 'results' | 'answer_key'
>;
type ReviewRequest = components['schemas']['ReviewRequest'];

/** The first exercise of the big room's first assignment, which its teacher wrote. */
export async function loadReviewExercise(db: Db): Promise<Exercise> {
  const [exercise] = await db.query<Exercise>(
    `SELECT e.id, e.type, e.language, e.results, e.answer_key
     FROM assignments a
     JOIN template_exercises te ON te.template_id = a.template_id
     JOIN exercises e ON e.id = te.exercise_id
     WHERE a.id = $1 ORDER BY te.position LIMIT 1`,
    [BIG_ROOM.firstAssignmentId],
  );
  if (!exercise) throw new Error('The seeded big room has no exercise to review.');
  return exercise;
}

/**
 * A practice answer (outside a timed sitting) with every other item right, so the engine
 * grades both correct and wrong answers, as in a real class.
 */
export function reviewRequest(exercise: Exercise): ReviewRequest {
  const key = exercise.answer_key ?? [];
  const answerOf = (id: number) => (id % 2 === 1 ? (key[id - 1]?.answer ?? '') : 'no idea');
  const user_answer: ReviewRequest['user_answer'] =
    exercise.type === 'Writing'
      ? {
          Exercises: key.map((item) => ({
            id: item.id,
            question: exercise.results.Exercises?.[item.id - 1] ?? '',
            answer: answerOf(item.id),
          })),
        }
      : {
          Questions: key.map((item) => ({
            id: item.id,
            question: exercise.results.Questions?.[item.id - 1] ?? '',
            user_answer: answerOf(item.id),
          })),
        };
  return {
    exercise_id: exercise.id,
    type: exercise.type,
    language: exercise.language,
    user_answer,
  };
}
