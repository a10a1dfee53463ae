import { createHash } from 'node:crypto';
import {
  type GeneratedExercise,
  makeVersions,
  type VersionShortfallReason,
  versionCount,
} from '@lingua/content';
import { type ServerMessageId, serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../../db/db';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { AuthUser } from '../../http/route';
import type { ExerciseRow } from '../queries';
import { requireOwnExercise } from '../rules';
import { findVersion, type VersionContent, type VersionRow } from './queries';

/**
 * Versions hold answer keys and are dealt to a teacher's students: only the owner, as a teacher,
 * makes, reads or changes them (whoever may edit the exercise).
 */
export async function requireVersionsOwner(
  db: Queryable,
  exerciseId: string,
  user: AuthUser,
): Promise<ExerciseRow> {
  const row = await requireOwnExercise(db, exerciseId, user);
  if (user.role !== 'teacher') throw forbidden(serverMessage('error.versions.teachersOnly'));
  return row;
}

export async function requireVersion(
  db: Queryable,
  exerciseId: string,
  number: number,
): Promise<VersionRow> {
  const row = await findVersion(db, exerciseId, number);
  if (!row) throw notFound(serverMessage('error.versions.notFound'));
  return row;
}

const asGenerated = (row: ExerciseRow): GeneratedExercise =>
  ({
    type: row.type,
    language: row.language,
    level: row.level,
    engine: row.engine,
    results: row.results,
    answer_key: row.answer_key,
  }) as GeneratedExercise;

/** What is stored of a version: a listening's recording stays its exercise's, kept once. */
function toContent(version: GeneratedExercise): VersionContent {
  const { audio_base64: _audio, ...results } = version.results;
  return {
    engine: version.engine,
    results: results as VersionContent['results'],
    answer_key: version.answer_key as VersionContent['answer_key'],
  };
}

/** Why no (other) version can be made, in words a teacher understands. */
function noneMessage(reason: VersionShortfallReason, type: ExerciseRow['type']): ServerMessageId {
  if (reason === 'no-question-pool') return 'error.versions.noQuestionPool';
  if (reason === 'no-grammar-point') return 'error.versions.noGrammarPoint';
  return type === 'Writing' ? 'error.versions.noSentences' : 'error.versions.noQuestions';
}

export interface MadeVersions {
  versions: VersionContent[];
  requested: number;
  repeatedItems: number;
  shortfall?: { made: number; reason: VersionShortfallReason };
  /** The shortfall in words, for a teacher who asked for more than could be made. */
  notice?: { id: ServerMessageId; values: { made: number; requested: number } };
}

/** The items that tell one version from another. */
const fingerprint = (results: VersionContent['results']): string =>
  JSON.stringify(results.Exercises ?? results.Questions ?? []);

/**
 * A seed from the exercise and the versions it has: another set of versions (or another draw)
 * each time they change, and the same answer for the same state, so recordings hold.
 */
function seedOf(row: ExerciseRow, stored: readonly VersionRow[], ...more: (string | number)[]) {
  const hash = createHash('sha256');
  for (const part of [
    row.id,
    fingerprint(row.results),
    ...stored.map((v) => fingerprint(v.results)),
    ...more,
  ])
    hash.update(`${part}\n`);
  return hash.digest().readUInt32BE(0) & 0x7fffffff;
}

/** `count` versions of the exercise, unlike the stored ones' draw; a 409 saying why when none can be made. */
export function versionsOf(
  row: ExerciseRow,
  stored: readonly VersionRow[],
  count: number,
): MadeVersions {
  const made = makeVersions(asGenerated(row), { count, seed: seedOf(row, stored, count) });
  const { shortfall } = made;
  if (shortfall && shortfall.made === 0) {
    throw conflict(serverMessage(noneMessage(shortfall.reason, row.type)));
  }
  return {
    versions: made.versions.map(toContent),
    requested: made.requested,
    repeatedItems: made.repeatedItems,
    ...(shortfall
      ? {
          shortfall,
          notice: {
            id:
              row.type === 'Writing'
                ? 'notice.versions.fewerSentences'
                : 'notice.versions.fewerQuestions',
            values: { made: shortfall.made, requested: made.requested },
          },
        }
      : {}),
  };
}

const DRAWS = 4;

/**
 * Another version, unlike the exercise and every stored version (the one it replaces too):
 * a few draws of as many versions as may be asked; 409 when none is new.
 */
export function anotherVersion(row: ExerciseRow, stored: readonly VersionRow[]): VersionContent {
  const taken = new Set([fingerprint(row.results), ...stored.map((v) => fingerprint(v.results))]);
  let reason: VersionShortfallReason = 'inventory';
  for (let draw = 0; draw < DRAWS; draw++) {
    const made = makeVersions(asGenerated(row), {
      count: versionCount.maximum,
      seed: seedOf(row, stored, 'again', draw),
    });
    const fresh = made.versions.map(toContent).find((v) => !taken.has(fingerprint(v.results)));
    if (fresh) return fresh;
    if (made.shortfall?.made === 0) reason = made.shortfall.reason;
    if (reason !== 'inventory') break;
  }
  throw conflict(serverMessage(noneMessage(reason, row.type)));
}
