import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../generated/schema';
import { recordedAnswer } from './recorded';
import type { MockStore } from './store';

type ApiError = components['schemas']['Error'];
type UserProfile = components['schemas']['UserProfile'];

/** MSW's `http`, typed by the contract; `*` matches any origin in front of `/api`. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** An error answer in the contract's one error shape. */
export function problem(status: number, detail: string, errors?: Record<string, string>) {
  return HttpResponse.json<ApiError>(errors ? { detail, errors } : { detail }, { status });
}

/** The server's 401 for a missing, expired or unknown access token. */
export const notAuthenticated = () => recordedAnswer('refreshExpired', 'GET /users/me');
export const notFound = (what: string) => problem(404, `${what} not found`);
export const forbidden = (detail = 'You are not allowed to do this') => problem(403, detail);

type Failure = ReturnType<typeof problem>;

/** The caller, or the 401 the real server answers without a valid token. */
export function signedIn(store: MockStore, request: Request): UserProfile | Failure {
  return store.authenticate(request) ?? notAuthenticated();
}

/** The caller if they are a teacher, else 401/403. */
export function signedInTeacher(store: MockStore, request: Request): UserProfile | Failure {
  const caller = signedIn(store, request);
  if (caller instanceof Response) return caller;
  return store.isTeacher(caller) ? caller : forbidden('Only teachers can do this');
}

/**
 * The JSON body with its required fields present, else the server's answer: 400 for a body
 * that is not JSON, 422 naming each missing field.
 */
export async function readBody<T extends object>(
  request: { json(): Promise<T> },
  required: readonly (keyof T & string)[],
): Promise<T | Failure> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return problem(400, 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return problem(422, 'The request body must be a JSON object');
  }
  const missing = required.filter((field) => {
    const value = (body as Record<string, unknown>)[field];
    return value === undefined || value === null || value === '';
  });
  if (missing.length) {
    return problem(
      422,
      'Some fields are missing',
      Object.fromEntries(missing.map((field) => [field, 'This field is required'])),
    );
  }
  return body as T;
}

/** A partial update's body: at least one field, as the contract's `minProperties: 1` asks. */
export async function readChanges<T extends object>(request: {
  json(): Promise<T>;
}): Promise<T | Failure> {
  const body = await readBody(request, []);
  if (body instanceof Response || Object.keys(body).length > 0) return body;
  return problem(422, 'Nothing to update');
}

/** A `limit` query parameter within 1..max, else the default. */
export function readLimit(value: string | null, fallback: number, max = 50): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}
