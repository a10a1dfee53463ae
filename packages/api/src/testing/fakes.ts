import type { SessionStorage } from '../session/storage';

/** An in-memory Web Storage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const entries = new Map(Object.entries(initial));
  const storage: SessionStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
  return { storage, entries: () => Object.fromEntries(entries) };
}

/** An unsigned JWT whose `exp` is `expiresAt` (epoch ms); the client never checks signatures. */
export function makeJwt(expiresAt: number, subject = 'user-1'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: Math.floor(expiresAt / 1000) })}.signature`;
}

export interface RecordedCall {
  method: string;
  /** The path below the API base, e.g. `/users/me`. */
  path: string;
  search: string;
  authorization: string | null;
  body: string;
}

/** A fetch that records every call and answers with `respond`. */
export function fakeFetch(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      authorization: request.headers.get('Authorization'),
      body: await request.text(),
    };
    calls.push(call);
    // Let concurrent requests interleave the way real network calls do.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return respond(call);
  };
  return {
    fetch,
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
