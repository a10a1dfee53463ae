// pnpm bench:api: the school of seed:scale under 64 connections, on PostgreSQL
// (TEST_DATABASE_URL) and on the embedded database.
import { benchTarget } from './api/benchTarget';
import { type DatabaseTarget, disposeTarget, freshDataDir, freshPostgres } from './lib/databases';
import { benchOptions } from './lib/options';
import type { ApiResults } from './lib/results';
import { writeResults } from './lib/results';
import { serverCommand } from './lib/server';
import { renderApi } from './report/api';

const BENCH_DATABASE = 'lingua_bench';
const log = (line: string) => console.log(`[bench:api] ${line}`);

const results: ApiResults = {
  connections: benchOptions.connections,
  seconds: benchOptions.seconds,
  server: serverCommand().label,
  targets: [],
  skipped: [],
};

const testDatabaseUrl = benchOptions.testDatabaseUrl;
const targets: (() => Promise<DatabaseTarget>)[] = [async () => freshDataDir('api-embedded')];
if (testDatabaseUrl) {
  targets.unshift(() => freshPostgres(testDatabaseUrl, BENCH_DATABASE));
} else {
  results.skipped.push('PostgreSQL: TEST_DATABASE_URL is not set');
}

for (const prepare of targets) {
  const target = await prepare();
  try {
    results.targets.push(await benchTarget(target, { ...benchOptions, log }));
  } catch (error) {
    results.skipped.push(`${target.label}: failed (${(error as Error).message})`);
    log(`${target.label} failed: ${(error as Error).stack}`);
  } finally {
    await disposeTarget(target, testDatabaseUrl);
  }
}

writeResults('api', results);
console.log(renderApi(results));
