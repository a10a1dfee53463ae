import type { Queryable } from '../../db/db';

/** A request's response must come back within this long. */
export const REQUEST_MINUTES = 10;

/** An AuthnRequest sent from this browser, its response awaited. */
export async function insertRequest(
  db: Queryable,
  request: { requestId: string; providerId: string; browserHash: string },
) {
  await db.query(
    `INSERT INTO saml_requests (request_id, provider_id, browser_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [request.requestId, request.providerId, request.browserHash, REQUEST_MINUTES],
  );
}

/** When the open request `requestId` was sent (ISO), if it is open and not expired. */
export async function openRequestSentAt(
  db: Queryable,
  providerId: string,
  requestId: string,
): Promise<string | null> {
  const [row] = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM saml_requests
     WHERE request_id = $1 AND provider_id = $2 AND closed_at IS NULL AND expires_at > now()`,
    [requestId, providerId],
  );
  return row ? new Date(row.created_at).toISOString() : null;
}

/** The request has had its response (good or bad): no other response may answer it. */
export async function closeRequest(db: Queryable, providerId: string, requestId: string) {
  await db.query(
    `UPDATE saml_requests SET closed_at = coalesce(closed_at, now())
     WHERE request_id = $1 AND provider_id = $2`,
    [requestId, providerId],
  );
}

/** Takes the request a valid response answered (once): the browser that sent it. */
export async function takeRequest(
  db: Queryable,
  providerId: string,
  requestId: string,
): Promise<{ browser_hash: string } | undefined> {
  const [row] = await db.query<{ browser_hash: string }>(
    `DELETE FROM saml_requests WHERE request_id = $1 AND provider_id = $2 AND expires_at > now()
     RETURNING browser_hash`,
    [requestId, providerId],
  );
  return row;
}

/** Records the assertion as used until `expiresAt`; false when it already was (a replay). */
export async function useAssertion(
  db: Queryable,
  providerId: string,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO saml_used_assertions (provider_id, assertion_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (provider_id, assertion_id) DO NOTHING RETURNING 1`,
    [providerId, assertionId, expiresAt],
  );
  return rows.length === 1;
}

/** The browser that sent a request, answered or not (to show it a refusal). */
export async function browserOfRequest(
  db: Queryable,
  providerId: string,
  requestId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ browser_hash: string }>(
    'SELECT browser_hash FROM saml_requests WHERE request_id = $1 AND provider_id = $2',
    [requestId, providerId],
  );
  return row?.browser_hash;
}
