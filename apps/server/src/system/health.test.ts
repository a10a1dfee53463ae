import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { migrate, readMigrations } from '../db/migrate';
import { openTestDb } from '../test/testDb';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';

/** A model that says its first words, then keeps the stream open until the test releases it. */
let llm: Server;
const waitingReplies: ServerResponse[] = [];
const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

beforeAll(async () => {
  llm = createServer((request, response) => {
    request.resume().on('end', () => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(delta('Hallo! '));
      waitingReplies.push(response);
    });
  });
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const { port } = llm.address() as AddressInfo;
  Object.assign(process.env, {
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    OPENAI_MODEL: 'tutor-model',
  });
});

const server = useTestServer();
let student: TestUser;
beforeAll(async () => {
  student = await createUser(server, 'student');
});
afterAll(async () => {
  for (const reply of waitingReplies) reply.destroy();
  llm.closeAllConnections();
  await new Promise((resolve) => llm.close(resolve));
  for (const name of ['OPENAI_BASE_URL', 'OPENAI_MODEL']) delete process.env[name];
});

/** Another instance on the same database, on its own port. */
async function startInstance(config: Partial<Config>, db = server.db) {
  const app = await buildApp(
    { ...server.config, ...config },
    { db, logStream: new PassThrough().resume() },
  );
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.fastify.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}/api` };
}

/** Opens a tutor stream and waits for its first event. */
async function openStream(url: string) {
  const response = await fetch(`${url}/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${student.token}` },
    body: JSON.stringify({ language: 'German', messages: [{ role: 'user', content: 'Hallo' }] }),
  });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const first = decoder.decode((await reader.read()).value);
  expect(first).toContain('Hallo! ');
  const rest = (async () => {
    let text = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      text += decoder.decode(chunk.value);
    return text;
  })();
  return { rest };
}

const status = (url: string) =>
  fetch(url).then(
    async (response) => ({ status: response.status, body: await response.json() }),
    () => 'refused' as const,
  );

describe('liveness and readiness', () => {
  it('are both ok on a running server with a current schema', async () => {
    expect((await server.call('get', '/health/live')).status).toBe(200);
    expect((await server.call('get', '/health/ready')).body).toEqual({ status: 'ok' });
    expect((await server.call('get', '/health')).status).toBe(200);
  });

  it('refuse to start an instance that does not migrate on a schema behind it', async () => {
    const testDb = await openTestDb();
    try {
      await expect(startInstance({ migrateOnStart: false }, testDb.db)).rejects.toThrow(
        'run pnpm db:migrate first',
      );
      await migrate(testDb.db, await readMigrations());
      const { app, url } = await startInstance({ migrateOnStart: false }, testDb.db);
      expect(await status(`${url}/health/ready`)).toMatchObject({ status: 200 });
      await app.close();
    } finally {
      await testDb.drop();
    }
  });

  it('take an instance out of traffic when its schema falls behind, while it stays live', async () => {
    // As after restoring a backup older than the running release.
    const [newest] = await server.db.query<{ version: number; name: string }>(
      'DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations) RETURNING version, name',
    );
    try {
      const ready = await server.call('get', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.detail).toContain('run pnpm db:migrate');
      expect((await server.call('get', '/health/live')).status).toBe(200);
    } finally {
      await server.db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        newest?.version,
        newest?.name,
      ]);
    }
    expect((await server.call('get', '/health/ready')).status).toBe(200);
  });
});

describe('shutting down (SIGTERM)', () => {
  it('turns readiness off, lets a tutor stream finish, then closes', async () => {
    const { app, url } = await startInstance({ shutdownDelayMs: 3_000 });
    const stream = await openStream(url);
    const stopping = app.shutdown();
    let stopped = false;
    void stopping.then(() => {
      stopped = true;
    });

    // During the delay the load balancer sees 503 on readiness; the process is still live.
    const ready = await status(`${url}/health/ready`);
    expect(ready).toEqual({ status: 503, body: { detail: 'This instance is shutting down' } });
    expect(await status(`${url}/health/live`)).toMatchObject({ status: 200 });

    // Then new connections are refused while the stream in flight goes on.
    await expect.poll(() => status(`${url}/health/live`), { timeout: 20_000 }).toBe('refused');
    expect(stopped).toBe(false);
    waitingReplies.pop()?.end(`${delta('Wie geht es dir?')}data: [DONE]\n\n`);
    expect(await stream.rest).toContain('Wie geht es dir?');
    await stopping;
  });

  it('cuts a stream still open at the deadline and exits anyway', async () => {
    const { app, url } = await startInstance({ shutdownTimeoutMs: 500 });
    const stream = await openStream(url);
    await app.shutdown();
    // The model never finished: the student's stream was cut, not waited for.
    await expect(stream.rest).rejects.toThrow();
  });
});
