import type { FastifyInstance } from 'fastify';

/** Peers already warned about: one line each, not one per request. */
const MAX_REMEMBERED_PEERS = 100;

/**
 * A proxy the server does not trust makes every client look like the proxy: one address for a
 * whole district, whose ten wrong passwords lock an account for everyone. At start-up the
 * setting is said; then the first X-Forwarded-For from each untrusted peer is logged as a
 * warning naming the address to put in TRUST_PROXY.
 */
export function warnOfUntrustedForwarding(
  fastify: FastifyInstance,
  trustProxy: false | string[],
): void {
  fastify.log.info(
    { trustProxy: trustProxy || 'none' },
    trustProxy
      ? 'X-Forwarded-For is believed from these proxies only (TRUST_PROXY)'
      : 'X-Forwarded-For is ignored: no proxy is trusted (TRUST_PROXY unset)',
  );
  const warned = new Set<string>();
  fastify.addHook('onRequest', async (request) => {
    if (request.headers['x-forwarded-for'] === undefined) return;
    const peer = request.socket.remoteAddress ?? '';
    // A trusted proxy's header names the client; an untrusted one's is ignored, so the client
    // is the peer itself.
    if (request.ip !== peer || warned.has(peer) || warned.size >= MAX_REMEMBERED_PEERS) return;
    warned.add(peer);
    request.log.warn(
      { peer },
      `X-Forwarded-For from ${peer}, which is not a trusted proxy: every client behind it counts as ${peer} (one address for all their rate limits). If it is your reverse proxy, set TRUST_PROXY=${peer}`,
    );
  });
}
