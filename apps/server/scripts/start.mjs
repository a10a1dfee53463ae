// `pnpm start`: builds the web app when its build is missing, always rebuilds the server
// bundle (a second with esbuild, so it never runs stale code), then serves both.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webIndex = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url));

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}

if (!existsSync(webIndex) && !run('pnpm', ['--filter', '@lingua/web', 'build'])) {
  console.warn('The web app could not be built; serving the API only.');
}
if (!run('node', ['scripts/build.mjs'])) process.exit(1);
await import('../dist/main.js');
