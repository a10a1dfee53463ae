import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request (another account, another client address); i counts from 0. */
  vary?: (i: number) => { headers?: Record<string, string>; body?: string };
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  requests: number;
  /** Socket errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Count per status code, to tell a 429 from a 500 when errors is not 0. */
  statuses: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

/** Drives one request shape with autocannon from this process (the server runs in another). */
export async function runLoad(
  baseUrl: string,
  request: LoadRequest,
  { connections, seconds }: LoadOptions,
): Promise<LoadResult> {
  const { vary, ...fixed } = request;
  let sent = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: fixed.method,
        path: fixed.path,
        headers: { 'content-type': 'application/json', ...fixed.headers },
        ...(fixed.body === undefined ? {} : { body: fixed.body }),
        ...(vary
          ? {
              setupRequest: (current) => {
                const change = vary(sent++);
                return {
                  ...current,
                  headers: { ...current.headers, ...change.headers },
                  ...(change.body === undefined ? {} : { body: change.body }),
                };
              },
            }
          : {}),
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [status, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stat.count ?? 0;
  }
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
    statuses,
  };
}
