import { HttpResponse, http as untypedHttp } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../generated/schema';
import { recordedAnswer, replayed, routeOf } from './recorded';
import type { Answer, MockStore, UserName } from './store';

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

// biome-ignore lint/suspicious/noExplicitAny: a request body as the contract (checked by the client) sent it
type Body = Record<string, any>;
type Replay = { caller: UserName; params: Record<string, string>; body: Body; answer: Answer };

/**
 * A write the server answered at recording, answered again: the caller's recorded answer to
 * `call` ("METHOD /path/{id}", with what `by` adds from the body), or the server's 404 for
 * `what`. `after` carries the answer into what the caller reads next, and may answer otherwise.
 */
export function replaysWrite(
  store: MockStore,
  call: string,
  what: string,
  // biome-ignore lint/suspicious/noConfusingVoidType: an `after` that only records answers as recorded
  { by, after }: { by?: (body: Body) => string; after?: (replay: Replay) => Answer | void } = {},
) {
  const [method = '', path = ''] = call.split(' ');
  return untypedHttp[method.toLowerCase() as 'post'](routeOf(path), async ({ request, params }) => {
    const caller = signedIn(store, request);
    const text = await request.text();
    const body: Body = text ? JSON.parse(text) : {};
    const key = call.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    const answer = store.read(caller.name, `${key}${by?.(body) ?? ''}`);
    if (!answer) return notFound(what);
    const replay = { caller: caller.name, params: params as Replay['params'], body, answer };
    return replayed(after?.(replay) ?? answer);
  });
}
