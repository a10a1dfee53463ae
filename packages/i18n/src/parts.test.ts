import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import english from '../catalogues/app/en.json';
import { areaParts, catalogueParts, partOf, pickPart } from './parts';
import { cataloguePartSource } from './vitePlugin';

describe('the catalogue parts', () => {
  it('share out every key once', () => {
    const pieces = catalogueParts.map((part) => pickPart(english, part));
    expect(pieces.reduce((count, piece) => count + Object.keys(piece).length, 0)).toBe(
      Object.keys(english).length,
    );
    expect(Object.assign({}, ...pieces)).toEqual(english);
  });

  it('each name an area the catalogue has', () => {
    const areas = new Set(Object.keys(english).map((id) => id.split('.')[0]));
    for (const part of areaParts) expect(areas, part).toContain(part);
  });

  it('put a key in its area, and any other in core', () => {
    expect(partOf('rooms.title')).toBe('rooms');
    expect(partOf('shell.documentTitle')).toBe('core');
    expect(partOf('roomsish.title')).toBe('core');
  });
});

describe('the catalogueParts Vite plugin', () => {
  const file = fileURLToPath(new URL('../catalogues/app/es.json', import.meta.url));

  it('answers a part of a catalogue file as JSON of that part only', () => {
    const rooms = JSON.parse(cataloguePartSource(`${file}?part=rooms`)?.json ?? '{}');
    expect(Object.keys(rooms).length).toBeGreaterThan(0);
    expect(Object.keys(rooms).every((id) => id.startsWith('rooms.'))).toBe(true);
  });

  it('leaves whole files and other modules alone, and refuses an unknown part', () => {
    expect(cataloguePartSource(file)).toBeNull();
    expect(cataloguePartSource('/src/rooms.json?part=rooms')).toBeNull();
    expect(() => cataloguePartSource(`${file}?part=roomz`)).toThrow(/roomz/);
  });

  it('precompiled, answers whole files and parts parsed as intl-messageformat parses them', () => {
    const parsed = JSON.parse(cataloguePartSource(file, { precompile: true })?.json ?? '{}');
    const core = JSON.parse(
      cataloguePartSource(`${file}?part=core`, { precompile: true })?.json ?? '{}',
    );
    const whole = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.keys(parsed)).toEqual(Object.keys(whole));
    expect(Object.keys(core).every((id) => partOf(id) === 'core')).toBe(true);
    for (const [id, text] of Object.entries(whole)) {
      expect(parsed[id], id).toEqual(new IntlMessageFormat(text as string, 'es').getAst());
      if (id in core) expect(core[id], id).toEqual(parsed[id]);
    }
  });
});
