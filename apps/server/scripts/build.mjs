// Bundles the server and the workspace packages it imports into dist/. Third-party packages
// stay external, imported by the absolute path they resolve to here (pnpm keeps each
// package's dependencies beside it, out of reach of apps/server/dist otherwise). Workspace
// sources keep their own import.meta.url so files they read next to themselves are found.
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaceSource = /\/(?:packages|apps)\/[^/]+\/src\/.*\.ts$/;
const builtins = new Set(builtinModules);

const workspaceBundle = {
  name: 'workspace-bundle',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving || args.path.startsWith('@lingua/')) return undefined;
      if (args.path.startsWith('node:') || builtins.has(args.path.split('/')[0])) {
        return { path: args.path, external: true };
      }
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: { resolving: true },
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, external: true };
    });
    esbuild.onLoad({ filter: workspaceSource }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: 'ts',
    }));
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', 'src/db/migrateCli.ts', 'src/seed/seedCli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [workspaceBundle],
});
