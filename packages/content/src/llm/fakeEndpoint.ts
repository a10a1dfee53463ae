import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One call the fake endpoint received: its path below the base URL and its body, parsed when
 * JSON, else as text (a transcription's form with its file).
 */
export type FakeCall = { path: string; body: unknown };

export type FakeEndpoint = {
  /** The endpoint's OPENAI_BASE_URL, ending in `/v1` like OpenAI's. */
  baseUrl: string;
  /** Stops listening and drops open connections (hanging answers included). */
  close(): Promise<void>;
};

/**
 * A local OpenAI-compatible endpoint over real HTTP, for tests of the LLM engine and for
 * end-to-end journeys with a provider configured. `answer` writes each reply, or none.
 */
export async function startFakeEndpoint(
  answer: (call: FakeCall, res: ServerResponse) => void,
): Promise<FakeEndpoint> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const json = req.headers['content-type']?.startsWith('application/json');
      const body = json ? JSON.parse(Buffer.from(raw, 'latin1').toString('utf8')) : raw;
      answer({ path: (req.url ?? '').replace(/^\/v1/, ''), body }, res);
    });
  });
  // Idle connections stay open longer than a test waits between calls (a dictionary loading on
  // a busy machine): a socket closed as the client reuses it fails the next call.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A Chat Completions answer whose message is `content` (JSON text for structured output). */
export function sendCompletion(res: ServerResponse, content: string): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'x',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    }),
  );
}

/**
 * A streamed Chat Completions answer (`stream: true`) as server-sent events: a first chunk
 * with only the role, as OpenAI's, then one chunk per piece and, unless told not to, `[DONE]`.
 */
export function sendStream(
  res: ServerResponse,
  pieces: readonly string[],
  { done = true }: { done?: boolean } = {},
): void {
  const event = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  event({ choices: [{ delta: { role: 'assistant' } }] });
  for (const content of pieces) event({ choices: [{ delta: { content } }] });
  if (done) res.write('data: [DONE]\n\n');
  res.end();
}

/** An error answer with OpenAI's error body. */
export function sendError(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message } }));
}
