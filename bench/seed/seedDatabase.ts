import { loadConfig, migrate, openDb, readMigrations } from '@lingua/server';
import { type SeedCounts, seedScale } from './seed';

export interface SeedTarget {
  /** PostgreSQL server; when absent the embedded database in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

export interface SeedReport {
  counts: SeedCounts;
  seconds: number;
}

/** Opens the database the way the server does, applies its migrations and seeds it. */
export async function seedDatabase(target: SeedTarget): Promise<SeedReport> {
  const started = performance.now();
  const config = loadConfig({
    DATABASE_URL: target.databaseUrl,
    DATA_DIR: target.dataDir,
  });
  const db = await openDb(config);
  try {
    await migrate(db, await readMigrations());
    const counts = await seedScale(db);
    return { counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.close();
  }
}
