import type { Schemas } from '../../shared/schemas';
import { iso } from '../../shared/time';
import type { VersionRow } from './queries';

export function toVersion(row: VersionRow): Schemas['ExerciseVersion'] {
  return {
    number: row.number,
    engine: row.engine,
    results: row.results,
    answer_key: row.answer_key,
    updated_at: iso(row.updated_at),
  };
}
