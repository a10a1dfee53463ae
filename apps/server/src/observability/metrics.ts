import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/db';
import { outboxDepth } from './queries';

export interface Metrics {
  registry: Registry;
  /** Serves `GET /metrics` on its own port, kept off the public one. */
  listen(port: number, host: string): Promise<void>;
  /** The port it listens on (the one the OS chose for port 0). */
  address(): number | undefined;
  close(): Promise<void>;
}

/**
 * Prometheus metrics of one instance: request durations and requests in flight per route
 * template (`/api/rooms/room/:id`, never the raw URL, so ids do not explode the series),
 * connection pools, the mail outbox, and Node's own process figures. Generation and speech
 * have no queue: they run inside their requests, so their routes' in-flight gauge is the
 * queue.
 */
export function createMetrics(
  fastify: FastifyInstance,
  pools: { primary: Db; replica?: Db | undefined },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'lingua_http_request_duration_seconds',
    help: 'Time from request to response, by route template',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'lingua_http_requests_in_flight',
    help: 'Requests being served, by route template (generation and speech included)',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const routeOf = (routeUrl: string | undefined) => routeUrl ?? 'unmatched';
  fastify.addHook('onRequest', async (request) => {
    inFlight.inc({ method: request.method, route: routeOf(request.routeOptions.url) });
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request.routeOptions.url);
    inFlight.dec({ method: request.method, route });
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const poolGauge = (name: string, help: string, pick: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, db] of Object.entries(pools)) {
          const use = db?.poolUse?.();
          if (use) this.set({ pool }, use[pick]);
        }
      },
    });
  poolGauge('lingua_db_pool_connections', 'Connections open to PostgreSQL', 'total');
  poolGauge('lingua_db_pool_idle_connections', 'Open connections not in use', 'idle');
  poolGauge('lingua_db_pool_waiting_queries', 'Queries waiting for a free connection', 'waiting');

  new Gauge({
    name: 'lingua_mail_outbox',
    help: 'Mail in the outbox by state: pending (to send or retry) and failed (given up on)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const depth = await outboxDepth(pools.primary);
      this.set({ state: 'pending' }, depth.pending);
      this.set({ state: 'failed' }, depth.failed);
    },
  });

  let server: Server | undefined;
  return {
    registry,
    async listen(port, host) {
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error) => {
            fastify.log.warn({ err: error }, 'metrics could not be collected');
            response.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve) => server?.listen(port, host, resolve));
    },
    address() {
      const address = server?.address();
      return typeof address === 'object' && address ? address.port : undefined;
    },
    async close() {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    },
  };
}
