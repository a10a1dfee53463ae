import type { Config } from '../config';
import type { Db } from './db';
import { openPgDb } from './pgDb';
import { openPgliteDb } from './pgliteDb';

type DbConfig = Pick<
  Config,
  | 'databaseUrl'
  | 'dataDir'
  | 'databasePoolSize'
  | 'statementTimeoutMs'
  | 'idleInTransactionTimeoutMs'
  | 'pgbouncerTransactionMode'
>;

function openServer(connectionString: string, config: DbConfig): Db {
  return openPgDb({
    connectionString,
    max: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
    idleInTransactionTimeoutMs: config.idleInTransactionTimeoutMs,
    pgbouncerTransactionMode: config.pgbouncerTransactionMode,
  });
}

/** DATABASE_URL selects a PostgreSQL server; otherwise the embedded database in DATA_DIR. */
export function openDb(config: DbConfig): Promise<Db> {
  return config.databaseUrl
    ? Promise.resolve(openServer(config.databaseUrl, config))
    : openPgliteDb(config.dataDir);
}

/** Reads that may lag the primary a little (room analytics) and where they go. */
export interface Replica {
  db: Db;
  close(): Promise<void>;
}

/** DATABASE_REPLICA_URL when set (PostgreSQL only), else the primary itself. */
export function openReplica(
  config: DbConfig & Pick<Config, 'databaseReplicaUrl'>,
  primary: Db,
): Replica {
  if (!config.databaseUrl || !config.databaseReplicaUrl)
    return { db: primary, close: async () => {} };
  const replica = openServer(config.databaseReplicaUrl, config);
  return { db: replica, close: () => replica.close() };
}
