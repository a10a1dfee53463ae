import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lingua-lock-'));
const started: ChildProcess[] = [];

/** `src/main.ts` on the embedded database in `dataDir`, as `pnpm start` runs it. */
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      MAIL_WORKER: 'false',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

afterAll(async () => {
  for (const child of started) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    // A lock left by a process that no longer runs is taken over.
    writeFileSync(join(dataDir, 'lingua.pid'), '999999');
    const first = startServer();
    await expect.poll(first.output, { timeout: 90_000, interval: 200 }).toContain('listening');

    const second = startServer();
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(
      `Another Lingua process (pid ${first.child.pid}) is using the embedded database in ${dataDir}`,
    );
    // The message alone: no stack trace around it.
    expect(second.output()).not.toMatch(/\n\s+at /);
    expect(first.child.exitCode).toBeNull();
  }, 180_000);
});
