import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './errorHandler';
import { conflict } from './errors';

async function appThrowing(error: Error) {
  const lines: string[] = [];
  const app = Fastify({ logger: { stream: { write: (line: string) => lines.push(line) } } });
  installErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return { response, lines };
}

describe('the central error handler', () => {
  it('hides unexpected errors behind a bare 500 and logs them with the request id', async () => {
    const { response, lines } = await appThrowing(
      new Error('relation "users" violates secret_sql'),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error' });
    expect(response.body).not.toContain('secret_sql');
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.level === 50);
    expect(logged.err.message).toContain('secret_sql');
    expect(logged.reqId).toBeTruthy();
  });

  it('answers 503 with a retry hint while the database cannot be reached', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const { response } = await appThrowing(refused);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      detail: 'The database is not available; try again in a moment',
    });
  });

  it('passes expected errors through with their status and detail', async () => {
    const { response } = await appThrowing(conflict('Already there'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'Already there' });
  });
});
