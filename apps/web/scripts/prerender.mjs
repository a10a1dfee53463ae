// Second half of `pnpm build`: puts the landing page's HTML into dist/index.html, so / paints
// at once and needs only the small boot script (see src/boot.ts); and writes each app route its
// own page (dist/pages/), which the server sends for that route's paths (dist/pages.json).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'regexparam';
import { firstViewFiles, readRouteTable } from './firstViewFiles.mjs';

const app = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const slot = '<!--prerendered-landing-->';
const gate = '<script src="/route-gate.js"></script>';

const {
  renderLanding,
  renderAuthShell,
  authShells,
  renderPageShell,
  pageShells,
  renderRoomShell,
  roomShellPath,
  defaultThemeClass,
} = await import(app('node_modules/.prerender/prerender.js'));
const indexPath = app('dist/index.html');
const html = readFileSync(indexPath, 'utf8');
if (!html.includes(slot)) throw new Error(`dist/index.html has no ${slot} slot`);
if (!html.includes(gate)) throw new Error(`dist/index.html has no ${gate}`);
// The theme class on <html> from the first byte: added later by boot.ts, every spacing and colour
// token would change under the painted page (a layout shift of the whole landing page).
const themed = html.replace('<html lang="en">', `<html lang="en" class="${defaultThemeClass}">`);
if (themed === html) throw new Error('dist/index.html has no <html lang="en"> to put the theme on');
writeFileSync(indexPath, themed.replace(slot, renderLanding()));

/**
 * Each route's page: index.html without the landing page (a third of its bytes) and, for the
 * sign-in pages, their frame and heading pre-rendered with their styles: the English visitor's
 * largest text paints with the HTML instead of after the app.
 */
const manifest = JSON.parse(readFileSync(app('dist/.vite/manifest.json'), 'utf8'));
const routes = readRouteTable(readFileSync(app('src/routeModules.ts'), 'utf8'));
const index = firstViewFiles(manifest, ['index.html']);
const inIndex = new Set([...index.js, ...index.css]);
mkdirSync(app('dist/pages'), { recursive: true });
const pages = routes.map((route) => {
  const room = route.path === roomShellPath;
  const shell = Object.hasOwn(authShells, route.path)
    ? renderAuthShell(route.path)
    : Object.hasOwn(pageShells, route.path)
      ? renderPageShell(route.path)
      : room
        ? renderRoomShell()
        : '';
  // The shell's styles, before it paints. The app's files come after it (boot.ts): asked for
  // from the head they would share the phone's bandwidth with what paints first. (Asking there
  // for a signed-in route's catalogue parts, a round trip earlier, measured no faster:
  // docs/benchmarks.md.)
  const links = shell
    ? firstViewFiles(manifest, route.modules)
        .css.filter((file) => !inIndex.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    : [];
  // The room page asks for its room from the head, before the stylesheets (a script after them
  // would wait for them), while the rest downloads (src/boot.ts).
  const early = room ? '\n    <script src="/early-room.js"></script>' : '';
  const page = themed
    .replace(gate, `${gate}${early}`)
    .replace('</head>', `    ${links.join('\n    ')}\n  </head>`)
    .replace(slot, shell);
  const file = `pages/${route.path.slice(1).replace(/[/:]+/g, '-')}.html`;
  writeFileSync(app(`dist/${file}`), page);
  const { pattern } = parse(route.path);
  return { path: route.path, pattern: pattern.source, flags: pattern.flags, file };
});
writeFileSync(app('dist/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
rmSync(app('node_modules/.prerender'), { recursive: true, force: true });
console.log(
  `Pre-rendered the landing page into dist/index.html and ${pages.length} route pages into dist/pages/`,
);
