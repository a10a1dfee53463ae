import { loadConfig, openDb } from '@lingua/server';
import type { DatabaseTarget } from '../lib/databases';
import type { ApiScenarioResult, ApiTargetResult } from '../lib/results';
import { startServer, waitUntilIdle } from '../lib/server';
import { BIG_ROOM, SCALE, studentEmail, teacherEmail } from '../seed/plan';
import { seedDatabase } from '../seed/seedDatabase';
import { createAddressPool, signInAll } from './clients';
import { type LoadOptions, runLoad } from './load';
import { loadReviewExercise, reviewRequest } from './reviewAnswer';
import { roomMetrics } from './roomMetrics';
import { apiScenarios } from './scenarios';
import { type FloorResult, runConcurrently } from './sqlFloor';

export interface TargetOptions extends LoadOptions {
  warmupSeconds: number;
  log: (line: string) => void;
}

/**
 * Seeds the database, measures each room metric's bare SQL, then starts the server on it in
 * its own process and loads every scenario. The embedded database allows one process at a
 * time, so the SQL floor runs before the server starts, on both databases alike.
 */
export async function benchTarget(
  target: DatabaseTarget,
  options: TargetOptions,
): Promise<ApiTargetResult> {
  const { log } = options;
  log(`${target.label}: seeding`);
  const seeded = await seedDatabase(target);
  log(`${target.label}: seeded in ${seeded.seconds.toFixed(1)} s; measuring the bare SQL`);
  const { floors, reviewBody } = await measureSqlFloors(target, options);

  const server = await startServer({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    env: { TRUST_PROXY: 'true' },
    logName: `api-${target.kind}`,
  });
  try {
    const nextAddress = createAddressPool();
    // One signed-in student per connection, like a class working at the same time.
    const studentCount = Math.min(options.connections, SCALE.bigRoomStudents);
    const studentTokens = await signInAll(
      server.url,
      BIG_ROOM.studentNumbers.slice(0, studentCount).map(studentEmail),
      nextAddress,
    );
    const teacherNumbers = Array.from({ length: SCALE.teachers }, (_, i) => i + 1);
    const teacherTokens = await signInAll(
      server.url,
      teacherNumbers.map(teacherEmail),
      nextAddress,
    );
    const roomTeacherToken = teacherTokens[BIG_ROOM.teacher - 1] as string;

    const scenarios = apiScenarios({
      studentTokens,
      teacherTokens,
      roomTeacherToken,
      nextAddress,
      reviewBody,
    });
    const results: ApiScenarioResult[] = [];
    for (const scenario of scenarios) {
      await runLoad(server.url, scenario.request, { ...options, seconds: options.warmupSeconds });
      await waitUntilIdle(server.url);
      const http = await runLoad(server.url, scenario.request, options);
      await waitUntilIdle(server.url);
      const sql = scenario.metric ? floors.get(scenario.metric.id) : undefined;
      results.push({
        id: scenario.id,
        label: scenario.label,
        kind: scenario.kind,
        http,
        ...(sql ? { sql } : {}),
      });
      log(
        `${target.label}: ${scenario.id} ${http.requestsPerSecond.toFixed(0)} req/s, ` +
          `p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms, ${http.errors} errors`,
      );
    }
    return {
      kind: target.kind,
      label: target.label,
      seedSeconds: seeded.seconds,
      counts: seeded.counts,
      scenarios: results,
    };
  } finally {
    await server.stop();
  }
}

/**
 * The server's PostgreSQL pool size (openPgDb's default): the most queries it runs at once, so
 * the most the bare SQL needs to reach the database's full throughput.
 */
const FLOOR_CONCURRENCY = 10;

/** Each metric's query called directly through the server's Db layer, at full throughput. */
async function measureSqlFloors(target: DatabaseTarget, options: TargetOptions) {
  const db = await openDb(
    loadConfig({ DATABASE_URL: target.databaseUrl, DATA_DIR: target.dataDir }),
  );
  try {
    const floors = new Map<string, FloorResult>();
    for (const metric of roomMetrics) {
      const call = () => metric.query(db, BIG_ROOM.id, BIG_ROOM.firstAssignmentId);
      await runConcurrently(call, FLOOR_CONCURRENCY, options.warmupSeconds);
      floors.set(metric.id, await runConcurrently(call, FLOOR_CONCURRENCY, options.seconds));
    }
    const reviewBody = JSON.stringify(reviewRequest(await loadReviewExercise(db)));
    return { floors, reviewBody };
  } finally {
    await db.close();
  }
}
