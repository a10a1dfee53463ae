import { type SpokenTake, takeKey } from '@lingua/flows';
import { del, entries, set } from 'idb-keyval';
import { available, keyOf, type SittingOwner, sittings } from './sittingAnswers';

/** A spoken answer of the sitting not yet uploaded (flows' `SpokenTake`), with whose it is. */
interface KeptTake extends Pick<SittingOwner, 'userId' | 'attemptId'> {
  take: SpokenTake;
}

const takeKeyOf = (
  owner: Pick<SittingOwner, 'userId' | 'attemptId'>,
  item: { exerciseId: string; itemId: number },
) => `${keyOf(owner)}/recordings/${takeKey(item)}`;

function isKeptTake(value: unknown): value is KeptTake {
  return (
    typeof value === 'object' && value !== null && (value as KeptTake).take?.blob instanceof Blob
  );
}

/**
 * The user's spoken answers of the attempt kept in this browser until the server holds them:
 * beside the typed ones, in the same store (a blob each), so a reload or a lost connection
 * loses no recording either.
 */
export async function readLocalRecordings(
  owner: Pick<SittingOwner, 'userId' | 'attemptId'>,
): Promise<SpokenTake[]> {
  if (!available()) return [];
  return (await entries<IDBValidKey, unknown>(sittings())).flatMap(([, value]) =>
    isKeptTake(value) && value.userId === owner.userId && value.attemptId === owner.attemptId
      ? [value.take]
      : [],
  );
}

export async function keepLocalRecording(
  owner: Pick<SittingOwner, 'userId' | 'attemptId'>,
  take: SpokenTake,
): Promise<void> {
  if (!available()) return;
  const kept: KeptTake = { userId: owner.userId, attemptId: owner.attemptId, take };
  await set(takeKeyOf(owner, take), kept, sittings());
}

export async function forgetLocalRecording(
  owner: Pick<SittingOwner, 'userId' | 'attemptId'>,
  item: { exerciseId: string; itemId: number },
): Promise<void> {
  if (available()) await del(takeKeyOf(owner, item), sittings());
}
