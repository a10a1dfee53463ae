import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';
import type { RecordingRow } from './queries';

/** The contract's Recording: its facts, never its audio. */
export function toRecording(row: RecordingRow): Schemas['Recording'] {
  return {
    id: row.id,
    attempt_id: row.attempt_id,
    exercise_id: row.exercise_id,
    item_id: row.item_id,
    mime_type: row.mime_type,
    bytes: row.bytes,
    duration_ms: row.duration_ms,
    created_at: iso(row.created_at),
  };
}
