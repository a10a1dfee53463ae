// pnpm seed:scale: fills DATABASE_URL, or the embedded database in DATA_DIR (default .data),
// with the school the benchmarks measure. The database must be empty.
import { resolve } from 'node:path';
import { seedDatabase } from './seed/seedDatabase';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl
  ? undefined
  : resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR || '.data');

console.log(`Seeding ${databaseUrl ? 'the PostgreSQL database at DATABASE_URL' : dataDir} ...`);
const { counts, seconds } = await seedDatabase({ databaseUrl, dataDir });
console.log(
  `Seeded in ${seconds.toFixed(1)} s: ${counts.teachers} teachers, ${counts.students} students, ` +
    `${counts.rooms} rooms, ${counts.assignments} assignments, ${counts.gradedAttempts} graded ` +
    `attempts (${counts.attemptItems} graded items).`,
);
