import { Readable } from 'node:stream';
import { serverMessage } from '@lingua/i18n/server';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { withCaller } from './caller';
import { HttpError, unauthorized } from './errors';
import type { ContractOperation } from './openapi';
import type { AuthUser, HandlerContext, RouteDefinition } from './route';

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

export const API_PREFIX = '/api';

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * Registers every operation of the contract with its request schemas, so Fastify validates
 * params, query and body before any handler. Authentication runs first (onRequest), so an
 * anonymous caller gets 401 before any 422. An operation without a handler answers 501.
 */
export function registerContract(
  app: FastifyInstance,
  operations: readonly ContractOperation[],
  routes: readonly RouteDefinition[],
  authenticate: onRequestHookHandler,
  /** The largest body the operation reads, in bytes. */
  bodyLimitOf: (operation: ContractOperation) => number,
): void {
  const handlers = new Map(
    routes.map((definition) => [routeKey(definition.method, definition.path), definition]),
  );
  const known = new Set(operations.map((operation) => routeKey(operation.method, operation.path)));
  const strays = [...handlers.keys()].filter((key) => !known.has(key));
  if (strays.length > 0)
    throw new Error(`Handlers for operations not in openapi.yaml: ${strays.join(', ')}`);

  for (const operation of operations) {
    const definition = handlers.get(routeKey(operation.method, operation.path));
    app.route({
      method: operation.method.toUpperCase() as Uppercase<typeof operation.method>,
      url: API_PREFIX + operation.path.replace(/\{(\w+)\}/g, ':$1'),
      schema: operation.schema,
      bodyLimit: bodyLimitOf(operation),
      ...(operation.requiresAuth ? { onRequest: authenticate } : {}),
      handler: async (request, reply) => {
        if (!definition) throw new HttpError(501, serverMessage('error.notAvailableYet'));
        const context: HandlerContext<unknown> = {
          body: request.body as never,
          params: request.params as never,
          query: request.query as never,
          get user() {
            if (!request.authUser) throw unauthorized();
            return request.authUser;
          },
          request,
          reply,
        };
        // The caller goes with everything the handler calls (the engine's daily budgets).
        const result = await withCaller(request.authUser?.id, () => definition.handler(context));
        reply.status(result.status);
        if (result.events) {
          // No proxy buffering either: each event should reach the reader as it is written.
          reply.headers({
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-cache',
            'x-accel-buffering': 'no',
          });
          return reply.send(Readable.from(result.events));
        }
        return result.body === undefined ? reply.send() : result.body;
      },
    });
  }
}
