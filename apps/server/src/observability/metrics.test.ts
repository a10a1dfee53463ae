import { describe, expect, it } from 'vitest';
import { createClassroom } from '../test/classroom';
import { useTestServer } from '../test/testServer';

const server = useTestServer({ config: { metricsPort: 0, host: '127.0.0.1' } });

/** The Prometheus text of the metrics port. */
async function scrape(): Promise<string> {
  const address = server.app.metrics?.address();
  const response = await fetch(`http://127.0.0.1:${address}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

describe('Prometheus metrics on their own port', () => {
  it('time requests per route template, never per raw URL', async () => {
    const { teacher, roomId } = await createClassroom(server);
    await server.call('get', '/rooms/room/{id}', { token: teacher.token, params: { id: roomId } });
    await server.call('get', '/rooms/room/{id}', {
      token: teacher.token,
      params: { id: crypto.randomUUID() },
    });
    const text = await scrape();
    expect(text).toMatch(
      /lingua_http_request_duration_seconds_count\{method="GET",route="\/api\/rooms\/room\/:id",status="200"\} 1/,
    );
    expect(text).toMatch(
      /lingua_http_request_duration_seconds_count\{method="GET",route="\/api\/rooms\/room\/:id",status="404"\} 1/,
    );
    expect(text).not.toContain(roomId);
  });

  it('count the mail waiting in the outbox', async () => {
    await server.db.query(
      "INSERT INTO mail_outbox (to_address, subject, body_text) VALUES ('a@example.com', 's', 't'), ('b@example.com', 's', 't')",
    );
    expect(await scrape()).toMatch(/lingua_mail_outbox\{state="pending"\} [1-9]/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('show how busy the connection pool is', async () => {
    expect(await scrape()).toMatch(/lingua_db_pool_connections\{pool="primary"\} [1-9]/);
  });

  it('stay off the public port', async () => {
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(404);
  });
});
