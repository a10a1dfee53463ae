import type { paths } from '@lingua/api';
import type { Locale } from '@lingua/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HttpMethod } from './openapi';

/** The signed-in caller, loaded from the database on every authenticated request. */
export interface AuthUser {
  id: string;
  email: string;
  role: 'teacher' | 'student' | null;
  /** The interface language saved in the profile's settings, if any (errors and mails use it). */
  language?: Locale | undefined;
  /** The session (refresh-token family) of the access token; ended sessions are revoked there. */
  sessionId?: string | undefined;
}

type PathWith<M extends HttpMethod> = {
  [P in keyof paths]: [NonNullable<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type Json<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'text/csv': infer B } }
    ? B
    : T extends { content: { 'audio/webm': unknown } }
      ? Uint8Array
      : undefined;
type Present<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

type RequestBody<O> = O extends { requestBody?: infer R } ? NonNullable<R> : never;
export type BodyOf<O> = [RequestBody<O>] extends [never] ? undefined : Json<RequestBody<O>>;
export type ParamsOf<O> = O extends { parameters: { path?: infer P } } ? Present<P> : never;
export type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? Present<Q> : never;

/** 302: a redirect, its Location header set on `reply` by the handler. 206: part of a body asked for with `Range` (a recording played back). */
type SuccessStatus = 200 | 201 | 202 | 204 | 206 | 302;
type Responses<O> = O extends { responses: infer R } ? R : never;
type IsEventStream<T> = T extends { content: { 'text/event-stream': unknown } } ? true : false;

/**
 * What a handler returns: one of the operation's success statuses with its JSON body, or, for
 * a server-sent event stream, the events as they are written (`data: ...\n\n` each).
 */
export type Result<O> = {
  [S in keyof Responses<O> & SuccessStatus]: IsEventStream<Responses<O>[S]> extends true
    ? { status: S; events: AsyncIterable<string> }
    : Json<Responses<O>[S]> extends undefined
      ? { status: S; body?: undefined }
      : { status: S; body: Json<Responses<O>[S]> };
}[keyof Responses<O> & SuccessStatus];

export interface HandlerContext<O> {
  body: BodyOf<O>;
  params: ParamsOf<O>;
  query: QueryOf<O>;
  /** The caller; reading it on a public operation answers 401. */
  user: AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<O> = (ctx: HandlerContext<O>) => Promise<Result<O>>;

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  handler: (
    ctx: HandlerContext<unknown>,
  ) => Promise<{ status: number; body?: unknown; events?: AsyncIterable<string> }>;
}

/** Binds a handler to one operation of the contract; its types come from openapi.yaml. */
export function route<M extends HttpMethod, P extends PathWith<M>>(
  method: M,
  path: P,
  handler: NoInfer<Handler<Operation<P, M>>>,
): RouteDefinition {
  return { method, path, handler: handler as unknown as RouteDefinition['handler'] };
}
