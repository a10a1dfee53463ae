import { afterAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../test/testDb';
import {
  appliedVersion,
  MIGRATION_LOCK_KEY,
  migrate,
  readMigrations,
  TAKE_MIGRATION_LOCK,
} from './migrate';

const opened: TestDb[] = [];
/** A fresh, empty database (a schema of its own on PostgreSQL) for each test. */
async function freshDb() {
  const testDb = await openTestDb();
  opened.push(testDb);
  return testDb;
}
afterAll(async () => {
  for (const testDb of opened) await testDb.drop();
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('migrations as a deployment step', () => {
  it.skipIf(!onPostgres)(
    'wait for the lock before creating anything, even schema_migrations',
    async () => {
      const testDb = await freshDb();
      const holder = testDb.connectAgain();
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held!: () => void;
      const holds = new Promise<void>((resolve) => {
        held = resolve;
      });
      // Another migrator holds the lock in an open transaction (taken before ours starts: else
      // ours could take it first and the holder be the one seen waiting).
      const holding = holder.transaction(async (tx) => {
        await tx.query(TAKE_MIGRATION_LOCK, [MIGRATION_LOCK_KEY]);
        held();
        await released;
      });
      await holds;
      const migrator = testDb.connectAgain();
      const migrating = migrate(migrator, await readMigrations());
      // The second migrator is queued behind the lock...
      await expect
        .poll(
          async () =>
            (
              await holder.query(
                `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = $1
                   AND objid = hashtext(current_schema())::oid AND NOT granted`,
                [MIGRATION_LOCK_KEY],
              )
            ).length,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
      // ...and has created nothing yet.
      const [table] = await holder.query("SELECT to_regclass('schema_migrations') AS name");
      expect(table?.name).toBeNull();
      release();
      await holding;
      const applied = await migrating;
      expect(applied).toEqual((await readMigrations()).map((migration) => migration.version));
    },
  );

  it('let two concurrent migrators apply each migration exactly once', async () => {
    const testDb = await freshDb();
    const migrations = await readMigrations();
    const [first, second] = await Promise.all([
      migrate(testDb.db, migrations),
      migrate(testDb.connectAgain(), migrations),
    ]);
    expect([...first, ...second].sort((a, b) => a - b)).toEqual(
      migrations.map((migration) => migration.version),
    );
    const rows = await testDb.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
    expect(await appliedVersion(testDb.db)).toBe(migrations.at(-1)?.version);
  });
});
