import { engineFromEnv, seededRandom } from '@lingua/content';
import { loadConfig } from '../config';
import { migrate, readMigrations } from '../db/migrate';
import { openDb } from '../db/openDb';
import { seedDemo } from './demo';

/** `pnpm seed:demo`: demo accounts and data in DATABASE_URL or the embedded DATA_DIR. */
const config = loadConfig();
const db = await openDb(config);
try {
  await migrate(db, await readMigrations());
  const random = seededRandom(2026);
  const logins = await seedDemo(db, engineFromEnv({}, { random }), random);
  if (!logins) {
    console.log('The demo data is already there (teacher@lingua.demo exists).');
  } else {
    console.log('Demo data created. Log in with:');
    for (const login of logins)
      console.log(`  ${login.role.padEnd(7)} ${login.email}  ${login.password}`);
  }
} finally {
  await db.close();
}
