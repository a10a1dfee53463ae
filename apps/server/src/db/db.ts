/** What every query needs: the same PostgreSQL dialect on PGlite and on a server. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction; it rolls back when `fn` throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections right now (PostgreSQL only). */
  poolUse?(): PoolUse;
}

/** How busy a connection pool is (PostgreSQL only; PGlite has a single connection). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}
