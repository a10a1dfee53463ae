import type { Language } from '@lingua/content';
import type { Queryable } from '../db/db';
import type { Schemas } from '../shared/schemas';

type MimeType = Schemas['RecordingMimeType'];

/** A recording without its audio. */
export interface RecordingRow {
  id: string;
  user_id: string;
  attempt_id: string;
  exercise_id: string;
  item_id: number;
  mime_type: MimeType;
  duration_ms: number;
  bytes: number;
  created_at: Date;
  /** Null when the deployment transcribes nothing. */
  transcript_status: 'pending' | 'done' | 'failed' | null;
  transcript: string | null;
  /** The model's suggested rubric points, from the transcript. */
  suggested_scores: Record<string, number> | null;
}

/** The student's answer, or the teacher's reply to it. */
export type RecordingKind = 'answer' | 'reply';

/** A recording with who may play it and whether its sitting still takes answers. */
export interface RecordingAccessRow extends RecordingRow {
  /** The sitting's student. */
  student_id: string;
  /** The teacher of the room of the sitting's assignment. */
  teacher_id: string;
  deadline: Date;
  submitted_at: Date | null;
}

const COLUMNS = `r.id, r.user_id, r.attempt_id, r.exercise_id, r.item_id, r.mime_type,
  r.duration_ms, r.bytes, r.created_at, r.transcript_status, r.transcript, r.suggested_scores`;

export async function findRecording(
  db: Queryable,
  id: string,
): Promise<RecordingAccessRow | undefined> {
  const [row] = await db.query<RecordingAccessRow>(
    `SELECT ${COLUMNS}, aa.user_id AS student_id, ro.teacher_id, aa.deadline, aa.submitted_at
     FROM recordings r
     JOIN assignment_attempts aa ON aa.id = r.attempt_id
     JOIN assignments a ON a.id = aa.assignment_id
     JOIN rooms ro ON ro.id = a.room_id
     WHERE r.id = $1`,
    [id],
  );
  return row;
}

/**
 * Bytes `start` to `end` (inclusive) of a recording's audio. The column is stored out of line
 * uncompressed, so PostgreSQL reads only the chunks the range covers.
 */
export async function recordingAudio(
  db: Queryable,
  id: string,
  start: number,
  end: number,
): Promise<Uint8Array> {
  const [row] = await db.query<{ audio: Uint8Array }>(
    'SELECT substring(audio FROM $2 FOR $3) AS audio FROM recordings WHERE id = $1',
    [id, start + 1, end - start + 1],
  );
  return row?.audio ?? new Uint8Array();
}

/** The sitting a recording is uploaded to, with who sits it and its room's teacher. */
export interface SittingAccessRow {
  id: string;
  user_id: string;
  template_id: string;
  teacher_id: string;
  submitted_at: Date | null;
}

export async function findSittingAccess(
  db: Queryable,
  id: string,
): Promise<SittingAccessRow | undefined> {
  const [row] = await db.query<SittingAccessRow>(
    `SELECT aa.id, aa.user_id, a.template_id, ro.teacher_id, aa.submitted_at
     FROM assignment_attempts aa
     JOIN assignments a ON a.id = aa.assignment_id
     JOIN rooms ro ON ro.id = a.room_id
     WHERE aa.id = $1`,
    [id],
  );
  return row;
}

export function sittingRecordings(db: Queryable, attemptId: string): Promise<RecordingRow[]> {
  return db.query<RecordingRow>(
    `SELECT ${COLUMNS} FROM recordings r WHERE r.attempt_id = $1 AND r.kind = 'answer'
     ORDER BY r.exercise_id, r.item_id`,
    [attemptId],
  );
}

/**
 * Queues the account's uploads for this transaction, so two at once cannot both pass its cap.
 * Transaction-scoped: it holds behind PgBouncer in transaction mode.
 */
export async function lockAccountRecordings(tx: Queryable, userId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('recordings:' || $1, 0))", [
    userId,
  ]);
}

export interface Slot {
  attemptId: string;
  exerciseId: string;
  itemId: number;
  /** @default 'answer' */
  kind?: RecordingKind;
}

/** Bytes the account keeps, leaving out the recording `slot` holds (about to be replaced). */
export async function bytesKept(db: Queryable, userId: string, slot: Slot): Promise<number> {
  const [row] = await db.query<{ bytes: string }>(
    `SELECT coalesce(sum(bytes), 0) AS bytes FROM recordings
     WHERE user_id = $1
       AND NOT (attempt_id = $2 AND exercise_id = $3 AND item_id = $4 AND kind = $5)`,
    [userId, slot.attemptId, slot.exerciseId, slot.itemId, slot.kind ?? 'answer'],
  );
  return Number(row?.bytes ?? 0);
}

/** Keeps the recording of the slot, replacing the one before (under a new id). */
export async function putRecording(
  db: Queryable,
  recording: Slot & {
    userId: string;
    mimeType: MimeType;
    durationMs: number;
    audio: Uint8Array;
    /** Whether a transcript is on its way. */
    transcribed: boolean;
  },
): Promise<RecordingRow> {
  const [row] = await db.query<RecordingRow>(
    `INSERT INTO recordings AS r (user_id, attempt_id, exercise_id, item_id, mime_type, duration_ms, bytes, audio, kind, transcript_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10 THEN 'pending' END)
     ON CONFLICT (attempt_id, exercise_id, item_id, kind) DO UPDATE SET
       id = gen_random_uuid(), mime_type = EXCLUDED.mime_type, duration_ms = EXCLUDED.duration_ms,
       bytes = EXCLUDED.bytes, audio = EXCLUDED.audio, created_at = now(),
       transcript_status = EXCLUDED.transcript_status, transcript = NULL, suggested_scores = NULL
     RETURNING ${COLUMNS}`,
    [
      recording.userId,
      recording.attemptId,
      recording.exerciseId,
      recording.itemId,
      recording.mimeType,
      recording.durationMs,
      recording.audio.byteLength,
      recording.audio,
      recording.kind ?? 'answer',
      recording.transcribed,
    ],
  );
  if (!row) throw new Error('recording upsert returned nothing');
  return row;
}

export async function deleteRecording(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM recordings WHERE id = $1', [id]);
}

/** What the recording says, or that it could not be said; a re-recorded slot is left alone. */
export async function saveTranscript(
  db: Queryable,
  id: string,
  transcript: string | null,
): Promise<void> {
  await db.query(
    `UPDATE recordings SET transcript = $2, transcript_status = CASE WHEN $2::text IS NULL
       THEN 'failed' ELSE 'done' END WHERE id = $1`,
    [id, transcript],
  );
}

/** The sitting's recordings with the text each student had (their version of it, if dealt). */
export function sittingRecordingTexts(
  db: Queryable,
  attemptId: string,
): Promise<{ id: string; language: Language; results: Schemas['ExerciseResults'] }[]> {
  return db.query(
    `SELECT r.id, e.language, coalesce(sv.results, e.results) AS results
     FROM recordings r JOIN exercises e ON e.id = r.exercise_id
     LEFT JOIN sitting_versions sv
       ON sv.assignment_attempt_id = r.attempt_id AND sv.exercise_id = r.exercise_id
     WHERE r.attempt_id = $1`,
    [attemptId],
  );
}

/** The rubric points a model suggests for the recording (left alone if it was re-recorded). */
export async function saveSuggestedScores(
  db: Queryable,
  id: string,
  scores: Record<string, number>,
): Promise<void> {
  await db.query('UPDATE recordings SET suggested_scores = $2 WHERE id = $1', [
    id,
    JSON.stringify(scores),
  ]);
}
