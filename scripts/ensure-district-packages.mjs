// The soak test's district topology runs Debian's nginx and PgBouncer. On a fresh Debian
// machine where we are root, install them; elsewhere say what to do.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [
  { bin: process.env.NGINX_PATH ?? '/usr/sbin/nginx', pkg: 'nginx' },
  { bin: process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer', pkg: 'pgbouncer' },
].filter(({ bin }) => !existsSync(bin));

if (needed.length > 0) {
  const packages = needed.map(({ pkg }) => pkg);
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `Missing ${needed.map(({ bin }) => bin).join(', ')}. Install them (Debian: apt-get install ${packages.join(' ')}) or set NGINX_PATH / PGBOUNCER_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${packages.join(' and ')} for the district soak test...`);
  // policy-rc.d-less containers would start the packaged services on ports 80 and 6432;
  // RUNLEVEL=1 keeps invoke-rc.d from starting them: the test runs its own on free ports.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env,
  });
}
