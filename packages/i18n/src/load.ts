/// <reference types="vite/client" />
// Browser-only (the bundler expands the globs): the server and flows never import this module.
import type { Locale } from './locales';
import type { LoadedCatalogue } from './messages';
import { type CataloguePart, catalogueParts } from './parts';

type Importers = Record<string, () => Promise<unknown>>;

// Each language's catalogue is one file; `?part=` asks the catalogueParts Vite plugin for the
// messages of one part only (without the plugin, the whole file: more bytes, the same words).
// Every import is its own chunk, so a reader downloads their language's parts and no other.
const partImporters = {
  core: import.meta.glob('../catalogues/app/*.json', { query: '?part=core', import: 'default' }),
  landing: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=landing',
    import: 'default',
  }),
  auth: import.meta.glob('../catalogues/app/*.json', { query: '?part=auth', import: 'default' }),
  dashboard: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=dashboard',
    import: 'default',
  }),
  exercises: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=exercises',
    import: 'default',
  }),
  solve: import.meta.glob('../catalogues/app/*.json', { query: '?part=solve', import: 'default' }),
  templates: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=templates',
    import: 'default',
  }),
  rooms: import.meta.glob('../catalogues/app/*.json', { query: '?part=rooms', import: 'default' }),
  gradebook: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=gradebook',
    import: 'default',
  }),
  assignments: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=assignments',
    import: 'default',
  }),
  settings: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=settings',
    import: 'default',
  }),
  chat: import.meta.glob('../catalogues/app/*.json', { query: '?part=chat', import: 'default' }),
  feedback: import.meta.glob('../catalogues/app/*.json', {
    query: '?part=feedback',
    import: 'default',
  }),
} satisfies Record<CataloguePart, Importers>;

/** Whole files, for whoever wants every part at once (stories). */
const wholeImporters: Importers = import.meta.glob('../catalogues/app/*.json', {
  import: 'default',
});

const fileOf = (locale: Locale) => `../catalogues/app/${locale}.json`;

const loaded = new Map<string, Promise<unknown>>();

function loadOnce(key: string, importer: (() => Promise<unknown>) | undefined) {
  let messages = loaded.get(key);
  if (!messages) {
    if (!importer) throw new Error(`No catalogue for ${key}`);
    messages = importer();
    loaded.set(key, messages);
    // A failed download is tried again the next time it is asked for.
    messages.catch(() => loaded.delete(key));
  }
  return messages;
}

/**
 * The language's messages of `core` and the given parts (every part unless told), each part
 * downloaded once (start it early: boot preloads the reader's core and route's parts).
 */
export async function loadCatalogue(
  locale: Locale,
  parts: readonly CataloguePart[] = catalogueParts,
): Promise<LoadedCatalogue> {
  const wanted = new Set<CataloguePart>(['core', ...parts]);
  if (catalogueParts.every((part) => wanted.has(part))) {
    return (await loadOnce(`${locale}:*`, wholeImporters[fileOf(locale)])) as LoadedCatalogue;
  }
  const messages = await Promise.all(
    [...wanted].map((part) => loadOnce(`${locale}:${part}`, partImporters[part][fileOf(locale)])),
  );
  return Object.assign({}, ...messages) as LoadedCatalogue;
}
