import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db';
import { openPgDb } from '../db/pgDb';
import { openPgliteDb } from '../db/pgliteDb';

/**
 * One database per test file: in-memory PGlite by default, or a fresh schema on the
 * PostgreSQL server at TEST_DATABASE_URL (dropped afterwards) so parallel files never collide.
 */
export async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPgliteDb(undefined);
    return { db, drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPgDb({ connectionString: url, schema, max: 5 });
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
