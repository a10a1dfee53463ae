import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './serverProcess';

/** A PostgreSQL cluster of the test's own, in a temporary folder, that it may stop and start. */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only). */
  url: string;
  start(): Promise<void>;
  /** Fast shutdown: open sessions are terminated, as an administrator's restart would do. */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** The newest installed server's bin folder (Debian's layout), or undefined when there is none. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'))
    .find((bin) => existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl')));
}

/** initdb and postgres refuse to run as root; as root, the cluster belongs to `postgres`. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  const [, , uid, gid] = entry?.split(':') ?? [];
  if (!uid || !gid)
    throw new Error('running as root, but there is no postgres user to run PostgreSQL');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const owner = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'lingua-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  const run = (tool: string, args: string[]) =>
    promisify(execFile)(join(bin, tool), args, { ...owner, cwd: dir });

  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
      await run('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        join(dir, 'server.log'),
        '-w',
        'start',
      ]);
      running = true;
    },
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
