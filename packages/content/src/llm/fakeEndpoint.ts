import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/** One call the fake endpoint received: its path below the base URL and its JSON body. */
export type FakeCall = { path: string; body: unknown };

/**
 * A local OpenAI-compatible endpoint over real HTTP for the tests of one file: started before
 * them, stopped after them (hanging answers included). `answer` writes each reply, or none.
 */
export function useFakeEndpoint(answer: (call: FakeCall, res: ServerResponse) => void): {
  baseUrl: string;
} {
  const endpoint = { baseUrl: '' };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () =>
      answer({ path: (req.url ?? '').replace(/^\/v1/, ''), body: JSON.parse(raw) }, res),
    );
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return endpoint;
}
