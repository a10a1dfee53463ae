import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CataloguePart, partOf } from '@lingua/i18n';
import { describe, expect, it } from 'vitest';
import { landingParts, type RoutePath, routeModules } from './routeModules';

// Which catalogue parts each route's modules use, read from the sources: every module a screen
// imports (statically, or on first open of a dialog), followed through @lingua/flows' index to
// the machines it names, and the catalogue keys written in them ('rooms.title', or a key's
// start before `${`). Each must be in core or a part the route declares in routeModules.ts.

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const web = join(repo, 'apps/web/src');
const keys = Object.keys(
  JSON.parse(readFileSync(join(repo, 'packages/i18n/catalogues/app/en.json'), 'utf8')),
);
const keySet = new Set(keys);

/** Packages whose modules name catalogue keys, by their one index. */
const packageIndexes: Record<string, string> = {
  '@lingua/flows': join(repo, 'packages/flows/src/index.ts'),
};

/** The router itself imports every screen; a screen's modules never need it. */
const notFollowed = new Set([join(web, 'routes.tsx'), join(web, 'routeModules.ts')]);

function read(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

function resolve(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** The modules of a package's index that export `names` (every one when undefined). */
function exporters(index: string, names: Set<string> | undefined): string[] {
  const files: string[] = [];
  for (const [, list = '', from = ''] of read(index).matchAll(
    /export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g,
  )) {
    const exported = list
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter((name) => name !== '');
    if (!names || exported.some((name) => names.has(name))) {
      const file = resolve(index, from);
      if (file) files.push(file);
    }
  }
  return files;
}

const importPattern =
  /(?:import|export)\s*(type\s+)?(\{[^}]*\}|\*\s*as\s+\w+|\*|\w+(?:\s*,\s*\{[^}]*\})?)\s*from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)|^import\s+'([^']+)'/gm;
const keyPattern = /['"`]([a-zA-Z]+\.[\w.]+)(\$\{)?/g;

/** The catalogue keys (or key starts) the modules reachable from `entries` name. */
function keysUsedFrom(entries: string[]): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || notFollowed.has(file) || /\.(stories|test)\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = read(file);
    for (const [, key = '', template] of source.matchAll(keyPattern)) {
      const isKey = template ? keys.some((id) => id.startsWith(key)) : keySet.has(key);
      if (isKey) used.set(key, file.slice(repo.length));
    }
    for (const [, typeOnly, names, from, dynamic, bare] of source.matchAll(importPattern)) {
      if (typeOnly) continue;
      const specifier = from ?? dynamic ?? bare ?? '';
      if (specifier.startsWith('.')) {
        const resolved = resolve(file, specifier);
        if (resolved) queue.push(resolved);
      } else if (packageIndexes[specifier]) {
        const named = names?.startsWith('{')
          ? new Set(
              names
                .slice(1, -1)
                .split(',')
                .filter((name) => !/^\s*type\s/.test(name))
                .map((name) => name.split(' as ')[0]?.trim() ?? '')
                .filter((name) => name !== ''),
            )
          : undefined;
        queue.push(...exporters(packageIndexes[specifier], named));
      }
    }
  }
  return used;
}

/** The screen module of each route, as routeModules.ts names it. */
const routeSource = readFileSync(join(web, 'routeModules.ts'), 'utf8');
function screenOf(path: RoutePath): string {
  const entry = routeSource.split(`'${path}': {`)[1]?.match(/import\('([^']+)'\)/)?.[1];
  if (!entry) throw new Error(`no screen module for ${path}`);
  return join(web, `${entry}.tsx`);
}

/** What routes.tsx renders into a route's screen beside its own module. */
const wiredIn: Partial<Record<RoutePath, string[]>> = {
  '/assignments': ['features/assignments/CreateAssignmentDialog.tsx'],
};

/** What renders around every screen or on its own, with core's words only. */
const coreEntries = [
  'main.tsx',
  'app/AppProviders.tsx',
  'layout/AppLayout.tsx',
  'guards/Guard.tsx',
  'screens/NotFound/NotFoundScreen.tsx',
];

function missing(entries: string[], parts: readonly CataloguePart[]) {
  const loaded = new Set<CataloguePart>(['core', ...parts]);
  const used = keysUsedFrom(entries);
  const outside = [...used].filter(([key]) => !loaded.has(partOf(key)));
  const unused = parts.filter((part) => ![...used.keys()].some((key) => partOf(key) === part));
  return { outside: outside.map(([key, file]) => `${key} (${file})`), unused };
}

describe('the catalogue parts each route loads', () => {
  it.each(Object.keys(routeModules) as RoutePath[])(
    '%s: hold every key its modules use',
    (path) => {
      const entries = [screenOf(path), ...(wiredIn[path] ?? []).map((file) => join(web, file))];
      const { outside, unused } = missing(entries, routeModules[path].parts);
      expect(outside, 'keys in parts the route does not load').toEqual([]);
      expect(unused, 'parts the route loads and does not use').toEqual([]);
    },
  );

  it('the landing page: hold every key it uses', () => {
    const { outside, unused } = missing(
      [join(web, 'screens/Landing/LandingScreen.tsx')],
      landingParts,
    );
    expect(outside).toEqual([]);
    expect(unused).toEqual([]);
  });

  it('the shell, providers, guards and the not-found page: use core only', () => {
    expect(
      missing(
        coreEntries.map((file) => join(web, file)),
        [],
      ).outside,
    ).toEqual([]);
  });

  it('see the keys a screen uses', () => {
    const used = keysUsedFrom([screenOf('/rooms/:roomId')]);
    expect([...used.keys()].filter((key) => key.startsWith('rooms.')).length).toBeGreaterThan(20);
  });
});
