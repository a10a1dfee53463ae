import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db';
import { openPgDb } from '../db/pgDb';
import { openPgliteDb } from '../db/pgliteDb';

/**
 * One database per test file: in-memory PGlite by default, or a fresh schema on the
 * PostgreSQL server at TEST_DATABASE_URL (dropped afterwards) so parallel files never collide.
 */
export interface TestDb {
  db: Db;
  /** Another connection to the same database, as a second server instance would have. */
  connectAgain(): Db;
  drop(): Promise<void>;
}

export async function openTestDb(): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPgliteDb(undefined);
    // PGlite lives in this process: a second instance shares it, minus the right to close it.
    return { db, connectAgain: () => ({ ...db, close: async () => {} }), drop: () => db.close() };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPgDb({ connectionString: url, schema, max: 5 });
  const others: Db[] = [];
  return {
    db,
    connectAgain() {
      const other = openPgDb({ connectionString: url, schema, max: 5 });
      others.push(other);
      return other;
    },
    async drop() {
      await Promise.all(others.map((other) => other.close()));
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
