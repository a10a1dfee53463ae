// Second half of `pnpm build`: puts the landing page's HTML into dist/index.html, so / paints
// at once and needs only the small boot script (see src/boot.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const slot = '<!--prerendered-landing-->';

const { renderLanding, defaultThemeClass } = await import(
  app('node_modules/.prerender/prerender.js')
);
const indexPath = app('dist/index.html');
const html = readFileSync(indexPath, 'utf8');
if (!html.includes(slot)) throw new Error(`dist/index.html has no ${slot} slot`);
// The theme class on <html> from the first byte: added later by boot.ts, every spacing and colour
// token would change under the painted page (a layout shift of the whole landing page).
const themed = html.replace('<html lang="en">', `<html lang="en" class="${defaultThemeClass}">`);
if (themed === html) throw new Error('dist/index.html has no <html lang="en"> to put the theme on');
writeFileSync(indexPath, themed.replace(slot, renderLanding()));
rmSync(app('node_modules/.prerender'), { recursive: true, force: true });
console.log('Pre-rendered the landing page into dist/index.html');
