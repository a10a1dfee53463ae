import type { Queryable } from '../../db/db';

/** A sign-in lasts this long from the redirect to the provider to its return. */
const SIGN_IN_MINUTES = 10;

export async function insertSignIn(
  db: Queryable,
  signIn: {
    providerId: string;
    browserHash: string;
    stateHash: string;
    nonce: string;
    codeVerifier: string;
  },
) {
  await db.query(
    `INSERT INTO oidc_sign_ins (provider_id, browser_hash, state_hash, nonce, code_verifier, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [
      signIn.providerId,
      signIn.browserHash,
      signIn.stateHash,
      signIn.nonce,
      signIn.codeVerifier,
      SIGN_IN_MINUTES,
    ],
  );
}

export interface PendingSignIn {
  id: string;
  nonce: string;
  code_verifier: string;
}

/**
 * Takes the sign-in of this state, provider and browser out of the waiting ones (once: a
 * replayed callback finds nothing). Undefined when any of the three does not match or it expired.
 */
export async function takePendingSignIn(
  db: Queryable,
  providerId: string,
  stateHash: string,
  browserHash: string,
): Promise<PendingSignIn | undefined> {
  const [row] = await db.query<PendingSignIn>(
    `UPDATE oidc_sign_ins s SET state_hash = NULL, nonce = NULL, code_verifier = NULL
     FROM oidc_sign_ins old
     WHERE old.id = s.id AND s.state_hash = $2 AND s.provider_id = $1 AND s.browser_hash = $3
       AND s.expires_at > now()
     RETURNING s.id, old.nonce, old.code_verifier`,
    [providerId, stateHash, browserHash],
  );
  return row;
}
