import { readdir, readFile } from 'node:fs/promises';
import { migrationsDir } from '../paths';
import type { Db, Queryable } from './db';

/**
 * The advisory lock every migrating transaction takes first: an arbitrary constant shared by
 * every instance, paired with the schema, so only one instance migrates a schema at a time while
 * schemas sharing a server (test files on one PostgreSQL) never wait for each other.
 */
export const MIGRATION_LOCK_KEY = 7_340_021;
export const TAKE_MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: await readFile(`${dir}/${file}`, 'utf8'),
    })),
  );
}

/**
 * Applies the migrations not yet recorded, each in its own transaction. Every transaction
 * first takes a transaction-scoped advisory lock, before even creating `schema_migrations`,
 * so concurrent migrators (instances starting together, `pnpm db:migrate`) wait for each
 * other instead of racing; transaction-scoped, so it also holds behind PgBouncer in
 * transaction mode. Returns the versions applied.
 */
export async function migrate(db: Db, migrations: Migration[]): Promise<number[]> {
  await db.transaction(async (tx) => {
    await tx.query(TAKE_MIGRATION_LOCK, [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query(TAKE_MIGRATION_LOCK, [MIGRATION_LOCK_KEY]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** The newest migration applied to `db`; 0 when none was (or the table is missing). */
export async function appliedVersion(db: Queryable): Promise<number> {
  const [table] = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!table?.present) return 0;
  const [row] = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  return row?.version ?? 0;
}

/** Stops the start-up of an instance that does not migrate when the schema is behind it. */
export async function requireSchema(db: Queryable, migrations: Migration[]): Promise<void> {
  const needed = migrations.at(-1)?.version ?? 0;
  const version = await appliedVersion(db);
  if (version < needed)
    throw new Error(
      `The database schema is at migration ${version}, this server needs ${needed}: run pnpm db:migrate first (MIGRATE_ON_START=false)`,
    );
}

/**
 * Splits a migration on the semicolons that end its statements: a `;` at the end of a line,
 * outside a dollar-quoted body (`$$ ... $$` of a function), whose own lines end in `;` too.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  for (const piece of sql.replace(/^\s*--.*$/gm, '').split(/(?<=;)[ \t]*$/m)) {
    current += piece;
    const insideBody = (current.match(/\$\$/g)?.length ?? 0) % 2 === 1;
    if (!insideBody) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  statements.push(current.trim());
  return statements.filter((statement) => statement.length > 0);
}
