import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, found from this file both in `src/` and in the bundled `dist/`. */
function findPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found');
    dir = parent;
  }
  return dir;
}

export const packageRoot = findPackageRoot();
export const migrationsDir = join(packageRoot, 'migrations');
export const repoRoot = join(packageRoot, '..', '..');
export const openapiPath = join(repoRoot, 'openapi.yaml');
export const defaultWebDist = join(repoRoot, 'apps', 'web', 'dist');
