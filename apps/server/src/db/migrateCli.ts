import { loadConfig } from '../config';
import { migrate, readMigrations } from './migrate';
import { openDb } from './openDb';

/** `pnpm db:migrate`: applies pending migrations to DATABASE_URL or the embedded DATA_DIR. */
const config = loadConfig();
const db = await openDb(config);
try {
  const applied = await migrate(db, await readMigrations());
  const target = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
  console.log(
    applied.length > 0
      ? `Applied migrations ${applied.join(', ')} to ${target}`
      : `${target} is up to date`,
  );
} finally {
  await db.close();
}
