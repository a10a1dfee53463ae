import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './pgbouncer';

/** Debian's nginx (`apt-get install nginx`). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /**
   * Takes an instance out of the rotation (`down`) or puts it back, as an operator does around
   * a restart: the configuration is rewritten and nginx reloaded (workers finish what they
   * serve). Resolves once answers show the new rotation.
   */
  setDown(address: string, down: boolean): Promise<void>;
  log(): string;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground, with its own prefix in a temporary folder, on a free loopback port,
 * balancing `upstreams` as docs/deploy.md configures it: idempotent requests go to the next
 * instance when one fails; others only when they never reached it (refused connection).
 * Each answer names the instance(s) that served it in X-Upstream.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const downs = new Set<string>();
  const dir = mkdtempSync(join(tmpdir(), 'lingua-nginx-'));
  // Workers run as nobody when started as root; they write their temp files here.
  chmodSync(dir, 0o777);
  const port = await freePort();
  const config = join(dir, 'nginx.conf');
  const writeConfig = () =>
    writeFileSync(
      config,
      `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  # A reload closes the idle keep-alive connections of the old workers; a browser resends a
  # request that meets one, fetch does not. One connection per request keeps the count honest.
  keepalive_timeout 0;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream lingua {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s${downs.has(address) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://lingua;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
    );
  writeConfig();
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', config, '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    const up = await fetch(`${url}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (up)
      return {
        url,
        log: () => output,
        async setDown(address, down) {
          if (down) downs.add(address);
          else downs.delete(address);
          writeConfig();
          child.kill('SIGHUP');
          // Round robin: a run of 2 x N answers without the instance shows it is out; one
          // answer from it shows it is back.
          const servedBy = async () =>
            (await fetch(`${url}/api/health/live`)).headers.get('x-upstream')?.includes(address);
          for (let tries = 0, run = 0; tries < 500; tries += 1) {
            const served = await servedBy();
            if (!down && served) return;
            run = served ? 0 : run + 1;
            if (down && run >= 2 * upstreams.length) return;
          }
          throw new Error(`nginx did not take ${address} ${down ? 'out of' : 'into'} rotation`);
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) {
            const exited = new Promise((resolve) => child.once('exit', resolve));
            child.kill('SIGTERM');
            await exited;
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer within 20 s: ${output}`);
}
