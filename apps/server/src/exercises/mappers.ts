import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';
import type { AnswerRow, ExerciseRow } from './queries';

/** The contract's Exercise; the answer key only for its owner, so solvers cannot read it. */
export function toExercise(row: ExerciseRow, viewerId: string): Schemas['Exercise'] {
  return {
    id: row.id,
    type: row.type,
    language: row.language,
    level: row.level,
    created_at: iso(row.created_at),
    user_id: row.user_id,
    engine: row.engine,
    results: row.results,
    ...(row.user_id === viewerId ? { answer_key: row.answer_key } : {}),
  };
}

/** An exercise as a share shows it: never with its answer key, not even to its owner. */
export function toSharedExercise(row: ExerciseRow, viewerId: string) {
  const { answer_key: _key, ...exercise } = toExercise(row, viewerId);
  return exercise;
}

export function toAnswerRecord(exerciseId: string, row: AnswerRow): Schemas['UserAnswerRecord'] {
  return {
    exercise_id: exerciseId,
    exercise_type: row.exercise_type,
    user_answer: row.answers,
    score: row.score,
    response: row.results.map((item) =>
      row.flagged_items.includes(item.id) ? { ...item, flagged: true } : item,
    ),
    submitted_at: iso(row.submitted_at),
    assignment_id: row.assignment_id,
    ...(row.attempt_id ? { attempt_id: row.attempt_id } : {}),
  };
}
