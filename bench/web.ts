// pnpm bench:web (after pnpm build): JS and CSS bytes of each route's first view, measured in
// Debian's Chromium, and Lighthouse on /, /login and four signed-in pages, against the built
// server on a seeded database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, openDb } from '@lingua/server';
import { chromium } from 'playwright';
import { type DatabaseTarget, disposeTarget, freshDataDir, freshPostgres } from './lib/databases';
import { benchOptions } from './lib/options';
import { benchPaths } from './lib/paths';
import {
  type LighthouseResult,
  type ViewResult,
  type WebResults,
  writeResults,
} from './lib/results';
import { startServer } from './lib/server';
import { renderWeb } from './report/web';
import { BIG_ROOM } from './seed/plan';
import { seedDatabase } from './seed/seedDatabase';
import { pickAccounts } from './web/accounts';
import { measureView } from './web/firstView';
import { addBuildFigures } from './web/fromBuild';
import { CHROMIUM_PATH, type LighthousePage, runLighthouse } from './web/lighthouse';
import { createSessions } from './web/session';
import { firstViews } from './web/views';

const log = (line: string) => console.log(`[bench:web] ${line}`);

if (!existsSync(join(benchPaths.webDist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `pnpm build` first.');
  process.exit(1);
}

// The front end's figures do not depend on the database; PostgreSQL only seeds faster.
const testDatabaseUrl = benchOptions.testDatabaseUrl;
const target: DatabaseTarget = testDatabaseUrl
  ? await freshPostgres(testDatabaseUrl, 'lingua_bench_web')
  : freshDataDir('web-embedded');

try {
  log(`seeding ${target.label}`);
  await seedDatabase(target);
  const db = await openDb(
    loadConfig({ DATABASE_URL: target.databaseUrl, DATA_DIR: target.dataDir }),
  );
  const accounts = await pickAccounts(db).finally(() => db.close());

  const server = await startServer({ ...target, logName: 'web' });
  try {
    const sessions = await createSessions(server.url, accounts);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
    const views: ViewResult[] = [];
    let chromiumVersion: string;
    try {
      chromiumVersion = browser.version();
      for (const view of firstViews(BIG_ROOM.id)) {
        const result = await measureView(browser, server.url, view, sessions);
        log(`${view.name}: ${result.status}, ${result.js.gzip} B JS gzip ${result.note ?? ''}`);
        views.push(result);
      }
    } finally {
      await browser.close();
    }

    const pages: LighthousePage[] = [
      { name: 'Landing', path: '/' },
      { name: 'Login', path: '/login' },
      { name: 'Dashboard (teacher)', path: '/dashboard', session: sessions.teacher },
      {
        name: 'Room detail (200 students)',
        path: `/rooms/${BIG_ROOM.id}`,
        session: sessions.teacher,
      },
      { name: 'Assignments (student)', path: '/assignments', session: sessions.student },
    ];
    const lighthouse: LighthouseResult[] = [];
    for (const page of pages) {
      log(`Lighthouse ${page.path}`);
      const result = await runLighthouse(server.url, page);
      const view = views.find((v) => v.name === page.name);
      // A placeholder's scores say nothing about the screen to come.
      const pending = view?.status === 'not built yet' && result.status === 'measured';
      lighthouse.push(pending ? { ...result, status: 'not built yet', note: view?.note } : result);
    }

    addBuildFigures(views, firstViews(BIG_ROOM.id));
    const results: WebResults = { views, lighthouse, chromium: chromiumVersion };
    writeResults('web', results);
    console.log(renderWeb(results));
  } finally {
    await server.stop();
  }
} finally {
  await disposeTarget(target, testDatabaseUrl);
}
