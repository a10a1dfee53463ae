import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';

// A web build as `pnpm build` lays it out: index.html and public/'s files at the top, Vite's
// hashed chunks under assets/, each text file beside its .gz.
const webDist = mkdtempSync(join(tmpdir(), 'lingua-web-dist-'));
const page = '<!doctype html><title>Lingua</title>';
const chunk = `export const words = ${JSON.stringify('word '.repeat(400))};`;
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), page);
writeFileSync(join(webDist, 'index.html.gz'), gzipSync(page));
writeFileSync(join(webDist, 'route-gate.js'), 'void 0;');
// A route's own page (apps/web/scripts/prerender.mjs): its first view asked for from the head.
const roomPage = '<!doctype html><title>Lingua</title><link rel="modulepreload" href="/x.js">';
mkdirSync(join(webDist, 'pages'));
writeFileSync(join(webDist, 'pages', 'rooms-roomId.html'), roomPage);
writeFileSync(
  join(webDist, 'pages.json'),
  JSON.stringify([
    {
      path: '/rooms/:roomId',
      pattern: '^\\/rooms\\/([^/]+?)\\/?$',
      flags: 'i',
      file: 'pages/rooms-roomId.html',
    },
  ]),
);
writeFileSync(join(webDist, 'assets', 'LoginScreen-CuWmCnKD.js'), chunk);
writeFileSync(join(webDist, 'assets', 'LoginScreen-CuWmCnKD.js.gz'), gzipSync(chunk));

const server = useTestServer({ config: { webDist } });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const get = (path: string, encoding = 'gzip, br') =>
  fetch(`${server.url}${path}`, { headers: { 'accept-encoding': encoding } });

describe('the web app’s files', () => {
  it('lets a browser keep a hashed chunk for a year without asking again', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await get('/assets/LoginScreen-CuWmCnKD.js', encoding);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(chunk);
    }
  });

  it('has the browser ask again for index.html and unhashed files, so a release shows at once', async () => {
    for (const path of ['/', '/index.html', '/dashboard', '/rooms/42', '/route-gate.js']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const first = await get('/login');
    expect(await first.text()).toBe(page);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // (fetch adds `cache-control: no-cache`, which bypasses the check, unless one is given.)
    const again = await fetch(`${server.url}/login`, {
      headers: {
        'accept-encoding': 'gzip',
        'if-none-match': etag ?? '',
        'cache-control': 'max-age=0',
      },
    });
    expect(again.status).toBe(304);
  });

  it('sends a route its own page, and any other path index.html', async () => {
    const room = await get('/rooms/42?tab=students');
    expect(room.headers.get('content-type')).toMatch(/^text\/html/);
    expect(room.headers.get('cache-control')).toBe('no-cache');
    expect(await room.text()).toBe(roomPage);
    for (const path of ['/rooms', '/rooms/42/gradebook', '/nowhere']) {
      expect(await (await get(path)).text(), path).toBe(page);
    }
  });

  it('does not cache a missing chunk for good', async () => {
    // An old page asking for a chunk of the release before gets the app's page, not a year-long 404.
    const response = await get('/assets/Gone-AAAAAAAA.js');
    expect(response.headers.get('cache-control')).not.toContain('immutable');
  });
});
