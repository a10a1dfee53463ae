import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { ensureBuilt } from './build';
import { E2E_ENV } from './env';
import { repoRoot } from './repo';
import { startJourneyServer } from './serverProcess';
import { startSmtpSink } from './smtpSink';

/**
 * One real server for the whole run: built if needed, started with `pnpm start` on a free
 * port with a fresh embedded database, its mail delivered over SMTP to a local sink. The
 * returned function is Playwright's global teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  ensureBuilt();
  const workDir = await mkdtemp(join(tmpdir(), 'lingua-e2e-'));
  const mailDir = join(workDir, 'mail');
  await mkdir(mailDir);
  // The run serves its own copy of the web build: a `pnpm build` in the working tree while
  // the journeys run (another terminal, an editor's watcher) would otherwise pull it away.
  const webDist = join(workDir, 'web');
  await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  const outputDir = config.projects[0]?.outputDir ?? workDir;
  await mkdir(outputDir, { recursive: true });

  const sink = await startSmtpSink(mailDir);
  const cleanUp = async () => {
    await sink.close();
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    const server = await startJourneyServer({
      dataDir: join(workDir, 'data'),
      webDist,
      smtpUrl: sink.url,
      logFile: join(outputDir, 'server.log'),
    });
    process.env[E2E_ENV.baseUrl] = server.url;
    process.env[E2E_ENV.mailDir] = mailDir;
    process.env[E2E_ENV.webDist] = webDist;
    console.log(`[e2e] server on ${server.url}, log in ${join(outputDir, 'server.log')}`);

    return async () => {
      await server.stop();
      await cleanUp();
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
