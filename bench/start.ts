// pnpm bench:start: cold start of the server as `pnpm start` runs it, to the first 200 of
// GET /api/health, on a new DATA_DIR (initdb and migrations) and on an existing one.
import { disposeTarget, freshDataDir } from './lib/databases';
import { benchOptions } from './lib/options';
import { type StartResults, writeResults } from './lib/results';
import { serverCommand, startServer } from './lib/server';
import { renderStart } from './report/start';

const results: StartResults = { server: serverCommand().label, runs: { fresh: [], existing: [] } };

for (let run = 1; run <= benchOptions.startRuns; run += 1) {
  const target = freshDataDir('start-data');
  try {
    for (const kind of ['fresh', 'existing'] as const) {
      const server = await startServer({ dataDir: target.dataDir, logName: `start-${kind}` });
      await server.stop();
      results.runs[kind].push(server.readyMs);
      console.log(`[bench:start] run ${run}, ${kind} DATA_DIR: ${Math.round(server.readyMs)} ms`);
    }
  } finally {
    await disposeTarget(target);
  }
}

writeResults('start', results);
console.log(renderStart(results));
