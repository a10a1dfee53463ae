import type { Queryable } from '../../db/db';
import type { Schemas } from '../../shared/schemas';

export interface VersionRow {
  number: number;
  engine: Schemas['Engine'];
  results: Schemas['ExerciseResults'];
  answer_key: Schemas['AnswerKey'];
  updated_at: Date;
}

export interface VersionContent {
  engine: Schemas['Engine'];
  results: Schemas['ExerciseResults'];
  answer_key: Schemas['AnswerKey'];
}

const VERSION_COLUMNS = 'number, engine, results, answer_key, updated_at';

export function listVersions(db: Queryable, exerciseId: string): Promise<VersionRow[]> {
  return db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM exercise_versions WHERE exercise_id = $1 ORDER BY number`,
    [exerciseId],
  );
}

export async function findVersion(
  db: Queryable,
  exerciseId: string,
  number: number,
): Promise<VersionRow | undefined> {
  const [row] = await db.query<VersionRow>(
    `SELECT ${VERSION_COLUMNS} FROM exercise_versions WHERE exercise_id = $1 AND number = $2`,
    [exerciseId, number],
  );
  return row;
}

/** The stored versions give way to `versions`, numbered from 1 (one transaction). */
export async function replaceVersions(
  db: Queryable,
  exerciseId: string,
  versions: readonly VersionContent[],
): Promise<VersionRow[]> {
  await db.query('DELETE FROM exercise_versions WHERE exercise_id = $1', [exerciseId]);
  await db.query(
    `INSERT INTO exercise_versions (exercise_id, number, engine, results, answer_key)
     SELECT $1, v.ordinality, v.value->>'engine', v.value->'results', v.value->'answer_key'
     FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS v`,
    [exerciseId, JSON.stringify(versions)],
  );
  return listVersions(db, exerciseId);
}

/** Replaces one version's content; undefined when there is no such version. */
export async function updateVersion(
  db: Queryable,
  exerciseId: string,
  number: number,
  content: VersionContent,
): Promise<VersionRow | undefined> {
  const [row] = await db.query<VersionRow>(
    `UPDATE exercise_versions SET engine = $3, results = $4, answer_key = $5, updated_at = now()
     WHERE exercise_id = $1 AND number = $2 RETURNING ${VERSION_COLUMNS}`,
    [
      exerciseId,
      number,
      content.engine,
      JSON.stringify(content.results),
      JSON.stringify(content.answer_key),
    ],
  );
  return row;
}

export async function deleteVersion(
  db: Queryable,
  exerciseId: string,
  number: number,
): Promise<boolean> {
  const removed = await db.query(
    'DELETE FROM exercise_versions WHERE exercise_id = $1 AND number = $2 RETURNING number',
    [exerciseId, number],
  );
  return removed.length > 0;
}
