import type { Config } from '../config';
import type { Db } from './db';
import { openPgDb } from './pgDb';
import { openPgliteDb } from './pgliteDb';

/** DATABASE_URL selects a PostgreSQL server; otherwise the embedded database in DATA_DIR. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl
    ? Promise.resolve(openPgDb({ connectionString: config.databaseUrl }))
    : openPgliteDb(config.dataDir);
}
