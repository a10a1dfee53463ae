const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Knobs for a quicker or longer run; the defaults are what docs/benchmarks.md reports. */
export const benchOptions = {
  /** Concurrent connections of the load generator (and loops of the SQL floor). */
  connections: numberFromEnv('BENCH_CONNECTIONS', 64),
  /** Measured seconds per API scenario. */
  seconds: numberFromEnv('BENCH_SECONDS', 10),
  /** Unmeasured seconds before each scenario (JIT, pools, caches). */
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2),
  /** Cold starts per kind of data folder. */
  startRuns: numberFromEnv('BENCH_START_RUNS', 3),
  testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
};
