import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';
import { openDb } from './openDb';

describe('database settings', () => {
  it('have the defaults a district starts from', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      databasePoolSize: 10,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
      databaseReplicaUrl: undefined,
      pgbouncerTransactionMode: false,
      migrateOnStart: true,
    });
  });

  it('refuse a value a person mistyped, naming the setting', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('at least 1');
    expect(() => loadConfig({ MIGRATE_ON_START: 'no' })).toThrow('MIGRATE_ON_START');
    expect(() => loadConfig({ DATABASE_PGBOUNCER: 'statement' })).toThrow('DATABASE_PGBOUNCER');
    expect(loadConfig({ DATABASE_PGBOUNCER: 'transaction' }).pgbouncerTransactionMode).toBe(true);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  const server = useTestServer();

  it('every connection carries the statement and idle-in-transaction timeouts', async () => {
    const db = await openDb(
      loadConfig({
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '45000',
      }),
    );
    try {
      const [row] = await db.query<{ statement: string; idle: string }>(
        `SELECT current_setting('statement_timeout') AS statement,
                current_setting('idle_in_transaction_session_timeout') AS idle`,
      );
      expect(row).toEqual({ statement: '30s', idle: '45s' });
    } finally {
      await db.close();
    }
  });

  it('room analytics read from DATABASE_REPLICA_URL', async () => {
    const { teacher, roomId } = await createClassroom(server);
    const [{ schema } = { schema: '' }] = await server.db.query<{ schema: string }>(
      'SELECT current_schema() AS schema',
    );
    const replicaUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
    replicaUrl.searchParams.set('application_name', `replica_${schema}`);
    replicaUrl.searchParams.set('options', `-c search_path=${schema},public`);
    const app = await buildApp(
      {
        ...server.config,
        databaseUrl: process.env.TEST_DATABASE_URL,
        databaseReplicaUrl: replicaUrl.toString(),
      },
      { db: server.db, logStream: new PassThrough().resume() },
    );
    try {
      await app.fastify.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.fastify.server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/metrics/room_progress/${roomId}`, {
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      expect(response.status).toBe(200);
      const sessions = await server.db.query<{ query: string }>(
        'SELECT query FROM pg_stat_activity WHERE application_name = $1',
        [`replica_${schema}`],
      );
      expect(sessions.map((session) => session.query).join('\n')).toContain('room');
    } finally {
      await app.close();
    }
  });
});
