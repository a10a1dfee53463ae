import pg from 'pg';
import type { Db } from './db';

export interface PgOptions {
  connectionString: string;
  /** Schema put first on the search path (tests isolate each file in its own schema). */
  schema?: string;
  max?: number;
}

/** PostgreSQL server through a connection pool. */
export function openPgDb({ connectionString, schema, max = 10 }: PgOptions): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
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
