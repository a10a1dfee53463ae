import { percentile } from '../lib/stats';

export interface FloorResult {
  concurrency: number;
  callsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  calls: number;
}

/** Calls `call` from `concurrency` loops for `seconds`: its throughput and latency. */
export async function runConcurrently(
  call: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<FloorResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const before = performance.now();
      await call();
      latencies.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    callsPerSecond: latencies.length / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    calls: latencies.length,
  };
}
