import pg from 'pg';
import type { Db } from './db';

export interface PgOptions {
  connectionString: string;
  /** Schema put first on the search path (tests isolate each file in its own schema). */
  schema?: string;
  max?: number;
}

/**
 * PostgreSQL server through a connection pool. While the server is down or restarting,
 * queries fail (the error handler answers 503) and the pool reconnects on its own later.
 */
export function openPgDb({ connectionString, schema, max = 10 }: PgOptions): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    // A request waits this long at most for a connection instead of hanging (pg's default).
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection PostgreSQL closed (restart, failover) is dropped by the pool and the
  // next query opens a new one; unhandled, this event would end the process.
  pool.on('error', () => {});
  return {
    async query(text, params) {
      return (await pool.query(text, params ? [...params] : [])).rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query(text, params) {
            return (await client.query(text, params ? [...params] : [])).rows;
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
  };
}
