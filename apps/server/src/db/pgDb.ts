import pg from 'pg';
import type { Db } from './db';

export interface PgOptions {
  connectionString: string;
  /** Schema put first on the search path (tests isolate each file in its own schema). */
  schema?: string;
  max?: number;
  /** 0 leaves PostgreSQL's own setting. */
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /**
   * Behind PgBouncer in transaction mode: statements stay unnamed and nothing is set per
   * connection (PgBouncer 1.18 refuses those start-up parameters; set them on the role).
   */
  pgbouncerTransactionMode?: boolean;
}

/** Most distinct statements kept prepared; more are sent unnamed, planned on every call. */
const MAX_PREPARED = 500;

/**
 * Names each parameterised statement so a connection parses and plans it once, then only
 * binds values: for the short reads most calls make, planning costs more than running.
 * Parameterless text (migrations, BEGIN) stays unnamed.
 */
function statementNamer() {
  const names = new Map<string, string>();
  return (text: string, params: readonly unknown[] | undefined) => {
    if (!params || params.length === 0) return undefined;
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) {
      name = `lingua_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * PostgreSQL server through a connection pool. While the server is down or restarting,
 * queries fail (the error handler answers 503) and the pool reconnects on its own later.
 */
export function openPgDb({
  connectionString,
  schema,
  max = 10,
  statementTimeoutMs = 0,
  idleInTransactionTimeoutMs = 0,
  pgbouncerTransactionMode = false,
}: PgOptions): Db {
  const nameOf = pgbouncerTransactionMode ? () => undefined : statementNamer();
  const statement = (text: string, params: readonly unknown[] | undefined) => ({
    text,
    values: params ? [...params] : [],
    name: nameOf(text, params),
  });
  const pool = new pg.Pool({
    connectionString,
    max,
    // A request waits this long at most for a connection instead of hanging (pg's default).
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    // Sent at connection start-up, so every connection carries them without a SET.
    ...(pgbouncerTransactionMode
      ? {}
      : {
          statement_timeout: statementTimeoutMs,
          idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
        }),
  });
  // An idle connection PostgreSQL closed (restart, failover) is dropped by the pool and the
  // next query opens a new one; unhandled, this event would end the process.
  pool.on('error', () => {});
  return {
    async query(text, params) {
      return (await pool.query(statement(text, params))).rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query(text, params) {
            return (await client.query(statement(text, params))).rows;
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
