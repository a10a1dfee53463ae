// Second half of `pnpm build`: puts the landing page's HTML into dist/index.html, so / paints
// at once and needs only the small boot script (see src/boot.ts).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const slot = '<!--prerendered-landing-->';

const { renderLanding } = await import(app('node_modules/.prerender/prerender.js'));
const indexPath = app('dist/index.html');
const html = readFileSync(indexPath, 'utf8');
if (!html.includes(slot)) throw new Error(`dist/index.html has no ${slot} slot`);
writeFileSync(indexPath, html.replace(slot, renderLanding()));
rmSync(app('node_modules/.prerender'), { recursive: true, force: true });
console.log('Pre-rendered the landing page into dist/index.html');
