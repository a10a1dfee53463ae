import type { Catalogue } from './messages';

/**
 * The areas whose messages a first view downloads only when its screen shows them: each is a
 * part of the catalogue holding the keys whose first segment names it (`rooms.title` is in
 * `rooms`). Every other key (the shell, ui's words, validation, enums, dialogs any screen may
 * open) is in `core`, which the app loads at boot. Each language's catalogue stays one file;
 * the build cuts it into these parts (the `catalogueParts` Vite plugin, vitePlugin.ts).
 */
export const areaParts = [
  'landing',
  'auth',
  'dashboard',
  'exercises',
  'solve',
  'templates',
  'rooms',
  'gradebook',
  'assignments',
  'settings',
  'chat',
  'feedback',
] as const;

export type AreaPart = (typeof areaParts)[number];

export type CataloguePart = 'core' | AreaPart;

export const catalogueParts: readonly CataloguePart[] = ['core', ...areaParts];

export function isCataloguePart(value: unknown): value is CataloguePart {
  return typeof value === 'string' && (catalogueParts as readonly string[]).includes(value);
}

/** The part holding a key (or a key's prefix, `rooms.status.`): its area's, else `core`. */
export function partOf(id: string): CataloguePart {
  const area = id.split('.')[0];
  return (areaParts as readonly string[]).includes(area ?? '') ? (area as AreaPart) : 'core';
}

/** The messages of a catalogue that are in `part`. */
export function pickPart(catalogue: Partial<Catalogue>, part: CataloguePart): Partial<Catalogue> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => partOf(id) === part),
  ) as Partial<Catalogue>;
}
