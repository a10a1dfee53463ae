import type { Queryable } from '../db/db';

/** Mail waiting in the outbox (not sent, not given up on) and mail given up on. */
export async function outboxDepth(db: Queryable): Promise<{ pending: number; failed: number }> {
  const [row] = await db.query<{ pending: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS pending,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
     FROM mail_outbox WHERE sent_at IS NULL`,
  );
  return row ?? { pending: 0, failed: 0 };
}
