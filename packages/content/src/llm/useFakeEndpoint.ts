import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { type FakeCall, type FakeEndpoint, startFakeEndpoint } from './fakeEndpoint';

/** The fake endpoint for the tests of one file: started before them, stopped after them. */
export function useFakeEndpoint(answer: (call: FakeCall, res: ServerResponse) => void): {
  baseUrl: string;
} {
  const endpoint = { baseUrl: '' };
  let running: FakeEndpoint | undefined;
  beforeAll(async () => {
    running = await startFakeEndpoint(answer);
    endpoint.baseUrl = running.baseUrl;
  });
  afterAll(() => running?.close());
  return endpoint;
}
