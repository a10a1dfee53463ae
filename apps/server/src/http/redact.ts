import type { FastifyRequest } from 'fastify';

/** A URL as logs keep it: query values hidden (old mail links carried one-time tokens there). */
export function redactQuery(url: string): string {
  const [path, query] = url.split('?', 2);
  if (query === undefined) return url;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${path}?${keys.join('&')}`;
}

/** Fastify's request log fields, with the query string redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQuery(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
