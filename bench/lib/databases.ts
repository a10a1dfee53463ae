import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { benchPaths } from './paths';

export type DatabaseKind = 'postgresql' | 'embedded';

/** Where a benchmark keeps its data: a database on the PostgreSQL server, or a PGlite folder. */
export interface DatabaseTarget {
  kind: DatabaseKind;
  label: string;
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * A new, empty database named `name` on the server of TEST_DATABASE_URL (dropped first if a
 * previous run left it), so a run never touches the test database itself.
 */
export async function freshPostgres(
  testDatabaseUrl: string,
  name: string,
): Promise<DatabaseTarget> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  let version: string;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    version = rows[0]?.server_version.split(' ')[0] ?? '';
  } finally {
    await admin.end();
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgresql', label: `PostgreSQL ${version}`, databaseUrl: url.href };
}

/** Frees what a target took: its PostgreSQL database, or its embedded database folder. */
export async function disposeTarget(
  target: DatabaseTarget,
  testDatabaseUrl?: string,
): Promise<void> {
  if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  if (!target.databaseUrl || !testDatabaseUrl) return;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(
      `DROP DATABASE IF EXISTS ${new URL(target.databaseUrl).pathname.slice(1)} WITH (FORCE)`,
    );
  } finally {
    await admin.end();
  }
}

/** An empty folder for the embedded database under bench/.work. */
export function freshDataDir(name: string): DatabaseTarget {
  const dataDir = join(benchPaths.work, name);
  rmSync(dataDir, { recursive: true, force: true });
  return { kind: 'embedded', label: 'embedded PGlite', dataDir };
}
