import type { Queryable } from '../db/db';
import { toExercise } from '../exercises/mappers';
import { EXERCISE_COLUMNS, type ExerciseRow } from '../exercises/queries';
import { toFeedback } from '../feedback/mappers';
import type { Schemas } from '../shared/schemas';
import { iso, isoOrNull } from '../shared/time';
import { toTemplate } from '../templates/mappers';
import { type TemplateRow, templateSelect } from '../templates/queries';
import { toProfile } from './profile';
import { membershipsOf, sharesOf, type UserRow } from './queries';

/** Everything stored about one user, as the Export Data button downloads it. */
export async function exportUserData(db: Queryable, user: UserRow): Promise<Schemas['UserExport']> {
  const [exercises, templates, sittings, answers, feedback, rooms, shares] = await Promise.all([
    db.query<ExerciseRow>(
      `SELECT ${EXERCISE_COLUMNS} FROM exercises e WHERE e.user_id = $1 ORDER BY e.created_at`,
      [user.id],
    ),
    db.query<TemplateRow>(`${templateSelect()} WHERE t.user_id = $1 ORDER BY t.created_at`, [
      user.id,
    ]),
    db.query<{
      id: string;
      assignment_id: string;
      started_at: Date;
      submitted_at: Date | null;
      score: number | null;
    }>(
      `SELECT aa.id, aa.assignment_id, aa.started_at, aa.submitted_at,
         (SELECT round(avg(at.score), 2)::float8 FROM attempts at WHERE at.assignment_attempt_id = aa.id) AS score
       FROM assignment_attempts aa WHERE aa.user_id = $1 ORDER BY aa.started_at`,
      [user.id],
    ),
    db.query<{
      exercise_id: string;
      answers: Schemas['UserAnswer'];
      score: number;
      results: Schemas['ReviewItem'][];
      submitted_at: Date;
      assignment_id: string | null;
    }>(
      `SELECT exercise_id, answers, score::float8 AS score, results, submitted_at, assignment_id
       FROM attempts WHERE user_id = $1 ORDER BY submitted_at`,
      [user.id],
    ),
    db.query<Parameters<typeof toFeedback>[0]>(
      'SELECT id, feedback_type, feedback_text, created_at, updated_at FROM feedback WHERE user_id = $1 ORDER BY created_at',
      [user.id],
    ),
    membershipsOf(db, user.id),
    sharesOf(db, user.id),
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile: toProfile(user),
    exercises: exercises.map((row) => toExercise(row, user.id)),
    templates: templates.map(toTemplate),
    attempts: sittings.map((row) => ({
      id: row.id,
      assignment_id: row.assignment_id,
      started_at: iso(row.started_at),
      finished_at: isoOrNull(row.submitted_at),
      score: row.score,
    })),
    answers: answers.map((row) => ({
      exercise_id: row.exercise_id,
      user_answer: row.answers,
      score: row.score,
      response: row.results,
      submitted_at: iso(row.submitted_at),
      assignment_id: row.assignment_id,
    })),
    feedback: feedback.map(toFeedback),
    rooms: rooms.map((row) => ({ ...row, since: iso(row.since) })),
    shares: shares.map((row) => ({ ...row, shared_at: iso(row.shared_at) })),
  };
}
