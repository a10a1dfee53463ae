import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2) with OWASP's minimum: 19 MiB memory, 2 passes, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification so unknown e-mails answer as slowly as known ones. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-1A');
  await verify(await dummyHash, password);
  return false;
}
