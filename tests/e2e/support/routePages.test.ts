import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt } from './build';
import { FirstViewReader, webPaths } from './firstViews';
import { repoRoot } from './repo';

/** dist/pages.json: the page the server sends for each route's paths (scripts/prerender.mjs). */
interface RoutePage {
  path: string;
  pattern: string;
  flags: string;
  file: string;
}

const dist = (file: string) => join(repoRoot, webPaths.dist, file);
const english: Record<string, string> = JSON.parse(
  readFileSync(join(repoRoot, 'packages/i18n/catalogues/app/en.json'), 'utf8'),
);

/** The pages with a pre-rendered frame, and the catalogue keys of its heading and subtitle. */
const shells = {
  '/login': ['auth.login.title', 'auth.login.subtitle'],
  '/signup': ['auth.signup.title', 'auth.signup.subtitle'],
  '/forgot-password': ['auth.forgot.title', 'auth.forgot.subtitle'],
  '/dashboard': ['dashboard.welcomeBack', 'dashboard.subtitle'],
  '/assignments': ['assignments.title', 'assignments.subtitle'],
} as const;

const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('the route pages of the built web app', () => {
  let reader: FirstViewReader;
  let pages: RoutePage[];
  beforeAll(() => {
    ensureBuilt();
    reader = new FirstViewReader(repoRoot);
    pages = JSON.parse(readFileSync(dist('pages.json'), 'utf8'));
  }, 600_000);

  const pageOf = (path: string) => {
    const concrete = path.replace(/:\w+/g, 'd36e3941-efca-a59e-fd1f-f4be1b634330');
    const page = pages.find(({ pattern, flags }) => new RegExp(pattern, flags).test(concrete));
    if (!page) throw new Error(`No page for ${path}`);
    return { page, html: readFileSync(dist(page.file), 'utf8') };
  };

  it('gives every route of the route table its own page', () => {
    for (const route of reader.routeTable()) {
      const { page } = pageOf(route.path);
      expect(page.path, route.path).toBe(route.path);
      expect(existsSync(dist(page.file)), page.file).toBe(true);
    }
    expect(pages).toHaveLength(reader.routeTable().length);
  });

  it('asks from the head only for files of the route’s own first view', () => {
    for (const route of reader.routeTable()) {
      const { html } = pageOf(route.path);
      const view = new Set(reader.filesOf(reader.startedModules({ name: '', route: route.path })));
      const preloaded = [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      expect(
        preloaded.filter((file) => !view.has(file)),
        route.path,
      ).toEqual([]);
      // No landing page in an app route's page.
      expect(html, route.path).not.toContain('id="landing"');
    }
  });

  it.each(Object.entries(shells))(
    'pre-renders %s with the heading its screen shows',
    (path, keys) => {
      const { html } = pageOf(path);
      const [title = '', subtitle = ''] = keys;
      const shell = /<div id="shell">(.*?)<\/div>\s*<div id="root">/s.exec(html)?.[1] ?? '';
      expect(text(/<h1[^>]*>(.*?)<\/h1>/.exec(shell)?.[1] ?? '')).toBe(english[title]);
      expect(shell).toContain(`>${english[subtitle]?.replace(/'/g, '&#x27;')}</p>`);
      // Its screen renders the same texts in its header (the dashboard's greeting, once it has
      // the user's name, names them).
      const route = reader.routeTable().find((candidate) => candidate.path === path);
      const screen = readFileSync(join(repoRoot, 'apps/web', route?.screen ?? ''), 'utf8');
      expect([`title={t('${title}')}`, `id="${title}"`].some((use) => screen.includes(use))).toBe(
        true,
      );
      expect(screen).toContain(`subtitle={t('${subtitle}')}`);
      // Nothing to type into or choose, no button or link to use, before the app takes over.
      expect(shell).not.toMatch(/<input|<textarea|<select(?! disabled="")/);
      expect(shell).not.toMatch(/<(a|button)(?! inert="")[\s>]/);
    },
  );

  it('pre-renders the room page with a heading for the room’s name, asked for before the styles', () => {
    const { html } = pageOf('/rooms/:roomId');
    const shell = /<div id="shell">(.*?)<\/div>\s*<div id="root">/s.exec(html)?.[1] ?? '';
    expect(shell).toMatch(/<h1[^>]*><span data-room-name=""><\/span><\/h1>/);
    expect(text(shell)).toContain(english['rooms.detail.back']);
    expect(shell).not.toMatch(/<(a|button)(?! inert="")[\s>]/);
    // A script after a stylesheet waits for it: the room is asked for first.
    const early = html.indexOf('<script src="/early-room.js"></script>');
    expect(early).toBeGreaterThan(-1);
    expect(early).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // No other page asks for a room.
    for (const route of reader.routeTable().filter(({ path }) => path !== '/rooms/:roomId')) {
      expect(pageOf(route.path).html, route.path).not.toContain('early-room.js');
    }
  });
});
