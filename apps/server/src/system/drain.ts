import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** Resolves once no request or event stream is in flight, or at `deadline` (ms since epoch). */
  settled(deadline: number): Promise<void>;
}

/**
 * Counts the requests in flight (an event stream stays in flight until it ends), so a shutdown
 * can wait for them rather than for the keep-alive connections they leave open.
 */
export function trackRequests(fastify: FastifyInstance): Drain {
  let inFlight = 0;
  let onSettled: (() => void) | undefined;
  fastify.addHook('onRequest', async (_request, reply) => {
    inFlight += 1;
    // 'close' comes in every case: sent, stream ended, or the client gone.
    reply.raw.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) onSettled?.();
    });
  });
  return {
    settled(deadline) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
        onSettled = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
