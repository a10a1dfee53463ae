import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's areas and what may import what (docs: CONTRIBUTING, "Inside the server").
 *
 * - An area is a folder of src/ with a `routes.ts` or a `*Routes.ts`: HTTP at its top, then its
 *   rules, queries and mappers.
 * - Below the areas, importing none of them: db/, http/, shared/, observability/, mail/ (the
 *   outbox), grading/ (grade an answer, store it once, the feedback language), config, paths.
 * - Above everything, importing anything: app.ts, main.ts, index.ts, testing.ts, seed/, test/
 *   and the tests. deps.ts, the bag of dependencies every route receives, is read by all and
 *   names the areas' types only (`import type`).
 * - An area uses another only through its public surface: `rules.ts`, `queries.ts`,
 *   `mappers.ts`; auth also offers the modules that issue what every sign-in ends in (and the
 *   e-mail change, whose links and sessions are its own), and assignments its sitting (`sittings.ts`: the review route of exercises answers in it).
 * - The areas import each other without a cycle, not even through a third one.
 */
const SRC = dirname(new URL(import.meta.url).pathname);
const BELOW = new Set(['db', 'http', 'shared', 'observability', 'mail', 'grading', 'i18n']);
const BELOW_FILES = new Set(['config.ts', 'paths.ts']);
const PUBLIC = new Set(['rules.ts', 'queries.ts', 'mappers.ts']);
const ALSO_PUBLIC: Record<string, Set<string>> = {
  auth: new Set([
    'accessTokens.ts',
    'refreshTokens.ts',
    'oneTimeTokens.ts',
    'passwords.ts',
    'emailChange.ts',
  ]),
  assignments: new Set(['sittings.ts']),
};
/**
 * Known arrows between areas that close a cycle, each with the way out; the test fails when one
 * is gone, so the list only shrinks.
 */
const EXPORT_ABOVE =
  'the data export (users/export.ts and its queries in users/queries.ts) reads every area, ' +
  'while rooms ask users who is a confirmed teacher: the export belongs above the areas';
const KNOWN_CYCLE_ARROWS: Record<string, string> = {
  'users -> templates': EXPORT_ABOVE,
  'users -> exercises': EXPORT_ABOVE,
};

interface Import {
  from: string;
  to: string;
  line: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import and re-export of the file, type-only ones too, resolved to a file. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.{1,2}\/[^']+)'/gm;
  for (const match of text.matchAll(pattern)) {
    const target = resolve(dirname(file), match[1] as string);
    const to = [`${target}.ts`, join(target, 'index.ts'), target].find((path) => {
      try {
        return statSync(path).isFile();
      } catch {
        return false;
      }
    });
    if (!to) throw new Error(`${relative(SRC, file)} imports ${match[1]}, which is no file`);
    found.push({ from: file, to, line: text.slice(0, match.index).split('\n').length });
  }
  return found;
}

const top = (file: string) => relative(SRC, file).split('/')[0] as string;
const isFolder = (file: string) => relative(SRC, file).includes('/');
const where = (imp: Import) =>
  `${relative(SRC, imp.from)}:${imp.line} imports ${relative(SRC, imp.to)}`;

const files = sourceFiles(SRC);
const imports = files.flatMap(importsOf);
const areas = new Set(
  files
    .filter((file) => isFolder(file) && /(^r|R)outes\.ts$/.test(file.split('/').at(-1) ?? ''))
    .map(top),
);
const isBelow = (file: string) =>
  isFolder(file) ? BELOW.has(top(file)) : BELOW_FILES.has(top(file));
const areaOf = (file: string) => (isFolder(file) && areas.has(top(file)) ? top(file) : null);
const betweenAreas = imports.filter((imp) => {
  const from = areaOf(imp.from);
  const to = areaOf(imp.to);
  return from !== null && to !== null && from !== to;
});

/** The strongly connected groups of two areas or more (Tarjan), each sorted. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the server’s areas', () => {
  it('finds the areas', () => {
    expect([...areas].sort()).toEqual(
      expect.arrayContaining(['assignments', 'auth', 'exercises', 'rooms', 'templates', 'users']),
    );
  });

  it('keeps what lies below the areas free of them', () => {
    const upward = imports.filter(
      (imp) => isBelow(imp.from) && !isBelow(imp.to) && relative(SRC, imp.to) !== 'deps.ts',
    );
    expect(upward.map(where), 'below the areas, a module imports an area or the app').toEqual([]);
  });

  it('names only the areas’ types in the bag of dependencies', () => {
    const text = readFileSync(join(SRC, 'deps.ts'), 'utf8');
    const valueImports = imports.filter(
      (imp) =>
        relative(SRC, imp.from) === 'deps.ts' &&
        areaOf(imp.to) !== null &&
        !text.split('\n')[imp.line - 1]?.startsWith('import type'),
    );
    expect(valueImports.map(where)).toEqual([]);
  });

  it('lets an area use another only through its rules, queries and mappers', () => {
    const private_ = betweenAreas.filter((imp) => {
      const name = imp.to.split('/').at(-1) as string;
      return !PUBLIC.has(name) && !ALSO_PUBLIC[areaOf(imp.to) as string]?.has(name);
    });
    expect(
      private_.map(where),
      'an area imports a module of another area that is not its rules.ts, queries.ts or mappers.ts',
    ).toEqual([]);
  });

  it('has no import cycle between areas', () => {
    const edges = new Map<string, Set<string>>([...areas].map((area) => [area, new Set()]));
    for (const imp of betweenAreas) {
      const arrow = `${areaOf(imp.from)} -> ${areaOf(imp.to)}`;
      if (arrow in KNOWN_CYCLE_ARROWS) continue;
      edges.get(areaOf(imp.from) as string)?.add(areaOf(imp.to) as string);
    }
    const found = cycles(edges).map((group) => {
      const inside = betweenAreas.filter(
        (imp) =>
          group.includes(areaOf(imp.from) as string) && group.includes(areaOf(imp.to) as string),
      );
      return `${group.join(', ')}: ${inside.map(where).join('; ')}`;
    });
    expect(found, 'areas that import each other, straight or through others').toEqual([]);
  });

  it('excuses only arrows that still close a cycle', () => {
    const edges = new Map<string, Set<string>>([...areas].map((area) => [area, new Set()]));
    for (const imp of betweenAreas)
      edges.get(areaOf(imp.from) as string)?.add(areaOf(imp.to) as string);
    const groups = cycles(edges);
    const needless = Object.keys(KNOWN_CYCLE_ARROWS).filter((arrow) => {
      const [from, to] = arrow.split(' -> ');
      return !groups.some(
        (group) => group.includes(from as string) && group.includes(to as string),
      );
    });
    expect(needless, 'this arrow closes no cycle any more: take it off KNOWN_CYCLE_ARROWS').toEqual(
      [],
    );
  });
});
