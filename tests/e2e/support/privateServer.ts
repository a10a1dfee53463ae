import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WorkerInfo } from 'playwright/test';
import { readE2eEnv } from './env';
import { startJourneyServer } from './serverProcess';
import { startSmtpSink } from './smtpSink';

/**
 * A worker's own `pnpm start` (fresh embedded database, own mail sink) with the settings the
 * shared server lacks, handed to `use` as the `e2eServer` fixture; stopped and removed after.
 */
export async function usePrivateServer(
  name: string,
  settings: { env: Record<string, string>; port?: number },
  workerInfo: WorkerInfo,
  use: (server: { baseUrl: string; mailDir: string }) => Promise<void>,
): Promise<void> {
  const workDir = await mkdtemp(join(tmpdir(), `lingua-e2e-${name}-`));
  const mailDir = join(workDir, 'mail');
  await mkdir(mailDir);
  const sink = await startSmtpSink(mailDir);
  try {
    const server = await startJourneyServer({
      ...(settings.port === undefined ? {} : { port: settings.port }),
      dataDir: join(workDir, 'data'),
      webDist: readE2eEnv('webDist'),
      smtpUrl: sink.url,
      logFile: join(workerInfo.project.outputDir, `${name}-server-${workerInfo.workerIndex}.log`),
      env: settings.env,
    });
    await use({ baseUrl: server.url, mailDir });
    await server.stop();
  } finally {
    await sink.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
