import { type ContractOperation, createUser, type TestServer } from '@lingua/server/testing';
import fc from 'fast-check';
import { expect } from 'vitest';
import { invalidBodies, type Mutant, type Schema, validValue } from './schemaArbitraries';

export type Caller = 'anonymous' | 'student' | 'teacher';
type Encoding = 'json' | 'malformed-json' | 'wrong-content-type';

interface FuzzRequest {
  caller: Caller;
  params: Record<string, string>;
  query: Record<string, string>;
  body: { kind: 'valid'; body: unknown } | Mutant | undefined;
  encoding: Encoding;
}

/** Path and query values an attacker would try besides well-formed ones. */
const hostileText = fc.constantFrom(
  '../../etc/passwd',
  "1' OR '1'='1",
  '%00',
  '<script>alert(1)</script>',
  'a'.repeat(5000),
  '-1',
  '1e309',
);

/** Operations that answer 503 by design while no LLM is configured (the test servers have none). */
const UNAVAILABLE_WITHOUT_LLM = ['post /chat/messages'];

/** Traces of internals that must never reach a client. */
export const LEAKS: [RegExp, string][] = [
  [/\n\s+at [^\n]+:\d+:\d+/, 'stack trace'],
  [/node_modules|\/work\/|\.ts:\d+/, 'source path'],
  [
    /syntax error at|violates .* constraint|duplicate key|relation "|column "|invalid input syntax/i,
    'SQL error',
  ],
];

/** Logs two users in per role and logs them in again before their access tokens run out. */
export function createCallers(server: TestServer) {
  const tokens = new Map<Caller, { token: string; at: number }>();
  return async (caller: Caller): Promise<string | undefined> => {
    if (caller === 'anonymous') return undefined;
    const current = tokens.get(caller);
    if (current && Date.now() - current.at < 10 * 60_000) return current.token;
    const user = await createUser(server, caller);
    tokens.set(caller, { token: user.token, at: Date.now() });
    return user.token;
  };
}

function requestArbitrary(
  operation: ContractOperation,
  acceptedBodies: boolean,
): fc.Arbitrary<FuzzRequest> {
  const { params, querystring, body } = operation.schema as Record<string, Schema | undefined>;
  const pathValues = fc.record(
    Object.fromEntries(
      Object.keys(params?.properties ?? {}).map((name) => [
        name,
        fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: hostileText }),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const queryValues = fc.record(
    Object.fromEntries(
      Object.entries(querystring?.properties ?? {}).map(([name, schema]) => [
        name,
        fc.oneof(
          { weight: 3, arbitrary: validValue(schema).map(String) },
          { weight: 1, arbitrary: hostileText },
        ),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const mutants = body ? invalidBodies(body) : undefined;
  const valid = body && validValue(body).map((value) => ({ kind: 'valid' as const, body: value }));
  const bodies: fc.Arbitrary<FuzzRequest['body']> = !valid
    ? fc.constant(undefined)
    : !acceptedBodies && mutants
      ? mutants
      : fc.oneof(valid, ...(mutants ? [mutants] : []));
  return fc.record({
    caller: fc.constantFrom<Caller>('anonymous', 'student', 'teacher'),
    params: pathValues,
    query: queryValues,
    body: bodies,
    encoding: body
      ? fc.oneof(
          { weight: 6, arbitrary: fc.constant<Encoding>('json') },
          {
            weight: 1,
            arbitrary: fc.constantFrom<Encoding>('malformed-json', 'wrong-content-type'),
          },
        )
      : fc.constant<Encoding>('json'),
  });
}

async function send(
  server: TestServer,
  operation: ContractOperation,
  request: FuzzRequest,
  token: string | undefined,
) {
  let url = `${server.url}/api${operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.params[name] ?? ''),
  )}`;
  const query = new URLSearchParams(request.query).toString();
  if (query) url += `?${query}`;
  const json = request.body ? JSON.stringify(request.body.body) : undefined;
  const payload =
    request.encoding === 'malformed-json'
      ? `${json ?? '{}'}`.slice(0, -1).concat(',"unterminated')
      : json;
  const contentType =
    request.encoding === 'wrong-content-type'
      ? 'application/x-www-form-urlencoded'
      : 'application/json';
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: {
      ...(payload !== undefined ? { 'content-type': contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload !== undefined ? { body: payload } : {}),
  });
  return { status: response.status, text: await response.text() };
}

/** What must hold for any request, whatever it carries and whoever sends it. */
function checkReply(
  operation: ContractOperation,
  request: FuzzRequest,
  reply: { status: number; text: string },
) {
  const label = `${request.caller} ${operation.method.toUpperCase()} ${operation.path} ${request.encoding} ${
    request.body?.kind ?? 'no body'
  } ${request.body && 'field' in request.body ? request.body.field : ''} -> ${reply.status} ${reply.text.slice(0, 200)}`;
  const unavailable = UNAVAILABLE_WITHOUT_LLM.includes(`${operation.method} ${operation.path}`);
  expect(reply.status, label).toBeLessThan(unavailable && reply.status === 503 ? 504 : 500);
  for (const [pattern, leak] of LEAKS)
    expect(reply.text, `${leak} in ${label}`).not.toMatch(pattern);
  // A URL refused before routing (414: a path segment too long) never reaches authentication.
  if (operation.requiresAuth && request.caller === 'anonymous' && reply.status !== 414)
    expect(reply.status, label).toBe(401);
  const refused = request.encoding !== 'json' || (request.body && request.body.kind !== 'valid');
  if (refused) expect(reply.status, label).toBeGreaterThanOrEqual(400);
  if (reply.status >= 400) {
    const error = JSON.parse(reply.text) as { detail?: unknown; errors?: unknown };
    expect(typeof error.detail, label).toBe('string');
    if (reply.status === 422) {
      expect(error.errors, label).toBeTypeOf('object');
      expect(Object.keys(error.errors as object).length, label).toBeGreaterThan(0);
    }
  }
}

/**
 * Sends `runs` generated requests to one operation (fixed seed, so a failure replays) and
 * checks every reply, then that the server still answers its health check. With
 * `acceptedBodies: false` only bodies the contract refuses are sent (where an accepted one
 * would do seconds of work the check does not need).
 */
export async function fuzzOperation(
  server: TestServer,
  callers: ReturnType<typeof createCallers>,
  operation: ContractOperation,
  options: { runs: number; seed: number; acceptedBodies?: boolean },
): Promise<void> {
  const requests = requestArbitrary(operation, options.acceptedBodies ?? true);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const reply = await send(server, operation, request, await callers(request.caller));
      checkReply(operation, request, reply);
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: true },
  );
  const health = await fetch(`${server.url}/api/health`);
  expect(health.status).toBe(200);
}
