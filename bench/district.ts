// pnpm bench:district: the school of seed:scale on PostgreSQL, served by one instance and then
// by three behind nginx (docs/deploy.md's district), under the same 64 connections.
import { existsSync } from 'node:fs';
import { loadConfig, openDb } from '@lingua/server';
import { NGINX, startNginx } from '@lingua/server/testing';
import { createAddressPool, signInAll } from './api/clients';
import { runLoad } from './api/load';
import { loadReviewExercise, reviewRequest } from './api/reviewAnswer';
import { apiScenarios } from './api/scenarios';
import { disposeTarget, freshPostgres } from './lib/databases';
import { benchOptions } from './lib/options';
import { type DistrictResults, writeResults } from './lib/results';
import { type RunningServer, serverCommand, startServer, waitUntilIdle } from './lib/server';
import { renderDistrict } from './report/district';
import { BIG_ROOM, SCALE, studentEmail, teacherEmail } from './seed/plan';
import { seedDatabase } from './seed/seedDatabase';

const log = (line: string) => console.log(`[bench:district] ${line}`);
/** The calls compared: a student's read and a graded answer. */
const SCENARIOS = ['student_assignments', 'review_answer'];
const INSTANCES = 3;

const results: DistrictResults = {
  connections: benchOptions.connections,
  seconds: benchOptions.seconds,
  server: serverCommand().label,
  runs: [],
  skipped: [],
};

const databaseUrl = benchOptions.testDatabaseUrl;
if (!databaseUrl)
  results.skipped.push('TEST_DATABASE_URL is not set (the district needs PostgreSQL)');
else if (!existsSync(NGINX)) results.skipped.push(`nginx is not installed (${NGINX})`);
else {
  const target = await freshPostgres(databaseUrl, 'lingua_bench_district');
  try {
    log('seeding');
    await seedDatabase(target);
    const db = await openDb(loadConfig({ DATABASE_URL: target.databaseUrl }));
    const reviewBody = JSON.stringify(reviewRequest(await loadReviewExercise(db)));
    await db.close();

    for (const instances of [1, INSTANCES]) {
      const servers: RunningServer[] = [];
      for (let n = 0; n < instances; n += 1)
        servers.push(
          await startServer({
            databaseUrl: target.databaseUrl,
            env: { TRUST_PROXY: 'true' },
            logName: `district-${instances}-${n}`,
          }),
        );
      const proxy =
        instances > 1
          ? await startNginx(servers.map((server) => new URL(server.url).host))
          : undefined;
      const url = proxy?.url ?? (servers[0] as RunningServer).url;
      try {
        const nextAddress = createAddressPool();
        const studentCount = Math.min(benchOptions.connections, SCALE.bigRoomStudents);
        const studentTokens = await signInAll(
          url,
          BIG_ROOM.studentNumbers.slice(0, studentCount).map(studentEmail),
          nextAddress,
        );
        const teacherTokens = await signInAll(
          url,
          Array.from({ length: SCALE.teachers }, (_, i) => teacherEmail(i + 1)),
          nextAddress,
        );
        const scenarios = apiScenarios({
          studentTokens,
          teacherTokens,
          roomTeacherToken: teacherTokens[BIG_ROOM.teacher - 1] as string,
          nextAddress,
          reviewBody,
        }).filter((scenario) => SCENARIOS.includes(scenario.id));
        for (const scenario of scenarios) {
          await runLoad(url, scenario.request, {
            ...benchOptions,
            seconds: benchOptions.warmupSeconds,
          });
          await waitUntilIdle(url);
          const http = await runLoad(url, scenario.request, benchOptions);
          await waitUntilIdle(url);
          results.runs.push({ instances, id: scenario.id, label: scenario.label, http });
          log(
            `${instances} instance(s): ${scenario.id} ${http.requestsPerSecond.toFixed(0)} req/s, ` +
              `p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms, ${http.errors} errors`,
          );
        }
      } finally {
        await proxy?.stop();
        for (const server of servers) await server.stop();
      }
    }
  } finally {
    await disposeTarget(target, databaseUrl);
  }
}

writeResults('district', results);
console.log(renderDistrict(results));
