import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createUser, type TestUser, useTestServer } from '@lingua/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Behaviour = 'hang' | 'garbage' | 'wrong-shape';
let behaviour: Behaviour = 'hang';
let calls = 0;
const hanging: ServerResponse[] = [];
let llm: Server;

/** An OpenAI-compatible endpoint that misbehaves the way a broken model server does. */
function answer(_request: IncomingMessage, response: ServerResponse) {
  calls += 1;
  if (behaviour === 'hang') return void hanging.push(response);
  const content = behaviour === 'garbage' ? '<html>502 Bad Gateway</html>' : '{"Title": 42}';
  response.setHeader('content-type', 'application/json');
  response.end(
    behaviour === 'garbage'
      ? content
      : JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }),
  );
}

// Registered before the test server's hooks, so the environment is set when it is built.
beforeAll(async () => {
  llm = createServer(answer);
  await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  const { port } = llm.address() as AddressInfo;
  Object.assign(process.env, {
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    OPENAI_MODEL: 'broken-model',
    OPENAI_TIMEOUT_MS: '400',
  });
});

const server = useTestServer();
let teacher: TestUser;

beforeAll(async () => {
  teacher = await createUser(server, 'teacher');
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => llm.close(resolve));
  for (const name of ['OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_TIMEOUT_MS'])
    delete process.env[name];
});

describe('a broken LLM endpoint', () => {
  it.each<Behaviour>(['hang', 'garbage', 'wrong-shape'])(
    'that answers with %s still gets the teacher an exercise from the built-in engine',
    async (mode) => {
      behaviour = mode;
      const before = calls;
      const response = await server.call('post', '/exercises/writing', {
        token: teacher.token,
        body: {
          user_input: 'Travel',
          language: 'French',
          level: 'A2',
          quantity: 3,
          variation: 'Verb Conjugation Drills',
        },
      });
      expect(calls).toBeGreaterThan(before);
      expect(response.status).toBe(201);
      expect(response.body.data[0]).toMatchObject({ engine: 'builtin', language: 'French' });
      expect(response.body.data[0].results.Exercises).toHaveLength(3);
      expect(server.logs.some((line) => String(line.msg).includes('built-in engine used'))).toBe(
        true,
      );
    },
  );
});
