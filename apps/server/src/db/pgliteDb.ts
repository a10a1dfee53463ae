import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './dataDirLock';
import type { Db } from './db';

/** Embedded PostgreSQL; `dataDir` undefined keeps the database in memory (tests). */
export async function openPgliteDb(dataDir: string | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const pg = await PGlite.create(dataDir ? { dataDir } : {}).catch((error: unknown) => {
    unlock();
    throw error;
  });
  return {
    async query(text, params) {
      return (await pg.query(text, params ? [...params] : [])).rows as never;
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({
          async query(text, params) {
            return (await tx.query(text, params ? [...params] : [])).rows as never;
          },
        }),
      );
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    async close() {
      await pg.close();
      unlock();
    },
  };
}
