import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../generated/schema';
import { recordedAnswer } from './recorded';
import type { MockStore } from './store';

type ApiError = components['schemas']['Error'];

/** MSW's `http`, typed by the contract; `*` matches any origin in front of `/api`. */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** An error answer in the contract's one error shape. */
export function problem(status: number, detail: string, errors?: Record<string, string>) {
  return HttpResponse.json<ApiError>(errors ? { detail, errors } : { detail }, { status });
}

/** An id the recordings do not hold. */
export const notFound = (what: string) => problem(404, `${what} not found`);

/**
 * The fixture user the request's token names; when it names nobody, the server's 401
 * (recorded) is thrown, which MSW sends: the mocks need a caller to know whose answers to serve.
 */
export function signedIn(store: MockStore, request: Request) {
  const caller = store.caller(request);
  if (!caller) throw recordedAnswer('refreshExpired', 'GET /users/me');
  return caller;
}

/** Deleting what the path's id names: it leaves every recorded answer (204). */
export const forgets =
  (store: MockStore) =>
  ({ params }: { params: { id: string } }) => {
    store.forget(params.id);
    return new HttpResponse<null>(null, { status: 204 });
  };
