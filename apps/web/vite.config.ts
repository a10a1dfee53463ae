import { createRequire } from 'node:module';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path, not `@lingua/i18n`: Vite bundles a config's relative imports (TypeScript included)
// but hands a workspace package to Node, which cannot load .ts.
import { catalogueParts } from '../../packages/i18n/src/vitePlugin';

// The API server (apps/server) listens on PORT, 3000 by default; `pnpm dev` runs both
// and the dev server forwards /api to it so the app talks to one origin as in production.
const apiTarget = process.env.LINGUA_API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Our packages export everything from one index, and their modules are pure (flows' machines,
 * ui's components); only ui's styles (.css.ts) and font imports act on load. Saying so lets
 * the bundler keep what a chunk uses: the landing page imports ui's theme tokens without
 * react-aria, and the session loads its machine without every other process.
 */
function workspaceModuleSideEffects(id: string): boolean | undefined {
  if (id.includes('/packages/flows/src/')) return false;
  if (!id.includes('/packages/ui/src/')) return undefined;
  return id.endsWith('.css.ts') || id.endsWith('/fonts.ts');
}

/**
 * Asks for the Latin Inter file from index.html's head, beside the stylesheets, instead of
 * after they are parsed: the text then paints once in Inter rather than swapping from the
 * fallback font and moving the page.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'lingua:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('The Latin Inter font is not in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              href: `/${font}`,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The browser's build runs on Preact's React-compatible runtime (`preact/compat`) in place of
 * react-dom: every first view is about 58 KB (gzip) lighter (docs/benchmarks.md). The dev
 * server, the pre-render, the tests in node and Storybook keep React; the journeys run the build.
 */
const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const onPreact = [
  {
    find: /^react-dom\/client$/,
    replacement: path.resolve(import.meta.dirname, 'src/preactClient.ts'),
  },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.mjs` },
  { find: /^react(-dom)?$/, replacement: `${preact}/compat/dist/compat.mjs` },
];

/**
 * Where react-aria counts on React's DOM, taught what Preact does instead (each patch fails the
 * build if react-aria's code changed under it):
 * - it builds a collection (a Select's options, a Table's rows) by rendering into a document of
 *   its own, made for what React calls on it; Preact also calls `createElementNS` on the document
 *   and `remove()` on a node;
 * - its event handlers copy the event with `{...e}`: React's synthetic event holds `key` and
 *   `currentTarget` as its own fields, a browser event Preact passes on holds them on its
 *   prototype, so the copy takes them with `for...in`.
 */
function reactAriaForPreact(): Plugin {
  const patches: { file: RegExp; edits: [from: string, to: string][] }[] = [
    {
      file: /collections[\\/]Document\.mjs$/,
      edits: [
        [
          '    createElement(type) {',
          '    createElementNS(namespace, type) {\n        return this.createElement(type);\n    }\n    createElement(type) {',
        ],
        [
          '    removeChild(child) {',
          '    remove() {\n        this.parentNode?.removeChild(this);\n    }\n    removeChild(child) {',
        ],
      ],
    },
    {
      file: /interactions[\\/]createEventHandler\.mjs$/,
      edits: [
        [
          '            ...e,',
          '            ...(e instanceof Event ? (()=>{ let fields = {}; for (let name in e) fields[name] = e[name]; return fields; })() : e),',
        ],
      ],
    },
  ];
  return {
    name: 'lingua:react-aria-for-preact',
    apply: 'build',
    transform(code, id) {
      const patch = patches.find(({ file }) => id.includes('react-aria') && file.test(id));
      if (!patch) return undefined;
      return patch.edits.reduce((patched, [from, to]) => {
        if (!patched.includes(from)) throw new Error(`react-aria's ${id} has no "${from.trim()}"`);
        return patched.replace(from, to);
      }, code);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' && !isSsrBuild ? onPreact : [] },
  plugins: [
    react(),
    reactAriaForPreact(),
    vanillaExtractPlugin(),
    preloadLatinFont(),
    // Each language's catalogue in parts (core, then one per area), so a first view downloads
    // the words of its own screen only (packages/i18n/src/parts.ts).
    catalogueParts(),
    // react-aria's built-in strings (close buttons, calendars, tables' announcements) only in
    // the app's six interface languages: its 30-odd others are a third of its weight.
    optimizeLocales.vite({ locales: ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'it-IT', 'pt-PT'] }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  // The landing page is rendered to HTML at build time from the same components and styles.
  ssr: { noExternal: ['@lingua/ui'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each module needs, read by the first views' size
    // check (tests/e2e/support/firstViewBudgets.test.ts); the server does not serve dot folders.
    manifest: true,
    target: 'es2022',
    // All the app's styles in one stylesheet (about 12 KB gzip), linked from index.html: a first
    // view asked for 12 to 17 small ones before it could paint, each a request on a phone's
    // connection, and their sum weighed more than the one.
    cssCodeSplit: false,
    // No `<link rel="modulepreload">` added by script for each import's chunks (some 70 on the
    // room page, each appended on the main thread while the app starts): a chunk's imports are
    // found when it arrives, one round trip later, behind a page already painted by its frame.
    modulePreload: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: workspaceModuleSideEffects },
      output: {
        codeSplitting: {
          groups: [
            // The route table's matcher, alone: boot.ts reads the table on the pre-rendered
            // landing page, which must not pull React in with it (app-core would take it along
            // as wouter's dependency).
            { name: 'route-match', test: /node_modules[\\/]regexparam[\\/]/, priority: 1 },
            // ui's Button and CloseButton in one file, as every route has both (the shell's
            // close buttons): a lazy chunk importing Button alone (the Voice Chat recorder) would
            // otherwise split them, and every first view would pay a second request.
            { name: 'Button', test: /packages[\\/]ui[\\/]src[\\/]components[\\/]Button[\\/]/ },
            // What every app route runs (React, routing, the machines, the API client) in one
            // file instead of a dozen: on a phone each request costs a round trip, and the
            // landing page loads none of them.
            {
              name: 'app-core',
              test: /node_modules[\\/](?:react|react-dom|preact|scheduler|use-sync-external-store|wouter|xstate|@xstate[\\/]react|openapi-fetch)[\\/]/,
            },
            // The query cache, in one file: the signed-in pages' only (the sign-in pages make
            // their one or two calls without it).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
