// What a route's first view downloads, read from the build's manifest (dist/.vite/manifest.json):
// the modules boot.ts, main.tsx and the route's lazy imports start at once, with everything they
// import statically, and the route's catalogue parts in English. The build's route pages and the
// size budgets (tests/e2e/support/firstViews.ts) both read it here; firstViewFiles.d.mts types it.

/** The manifest's keys of the catalogue's English parts (relative to apps/web, the Vite root). */
export const catalogueModule = (part) => `../../packages/i18n/catalogues/app/en.json?part=${part}`;

/**
 * The route table read as text: its entries are `'<path>': { access: '...', parts: [...],
 * load: () => import('./screens/...') }`, with the modules the route's first view starts.
 */
export function readRouteTable(source) {
  const entry =
    /'(\/[^']*)':\s*\{\s*access:\s*'(\w+)',\s*parts:\s*\[([^\]]*)\],\s*load:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;
  return [...source.matchAll(entry)].map(([, path, access, parts, screen]) => {
    const partNames = [...parts.matchAll(/'(\w+)'/g)].map((part) => part[1]);
    const screenModule = `src/${screen}.tsx`;
    return {
      path,
      access,
      parts: partNames,
      screen: screenModule,
      modules: [
        'src/main.tsx',
        '../../packages/i18n/src/load.ts',
        'src/app/AppProviders.tsx',
        ...(access === 'signedIn' ? ['src/layout/AppLayout.tsx'] : []),
        screenModule,
        ...['core', ...partNames].map(catalogueModule),
      ],
    };
  });
}

/** The built JS and CSS files of `modules` and of everything they import statically. */
export function firstViewFiles(manifest, modules) {
  const seen = new Set();
  const pending = [...modules];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  const chunks = [...seen].map((key) => manifest[key]);
  return {
    js: [...new Set(chunks.map((chunk) => chunk.file))],
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
