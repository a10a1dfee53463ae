import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { isCataloguePart, pickPart } from './parts';

const catalogueFile = /[\\/]catalogues[\\/]app[\\/]\w+\.json$/;

/**
 * For `catalogues/app/<language>.json?part=<part>`, the file and the JSON of that part of it;
 * null for any other module.
 */
export function cataloguePartSource(id: string): { file: string; json: string } | null {
  const [file = '', query] = id.split('?');
  if (query === undefined || !catalogueFile.test(file)) return null;
  const part = new URLSearchParams(query).get('part');
  if (part === null) return null;
  if (!isCataloguePart(part)) throw new Error(`${part} is not a catalogue part (parts.ts)`);
  return { file, json: JSON.stringify(pickPart(JSON.parse(readFileSync(file, 'utf8')), part)) };
}

/**
 * Serves `catalogues/app/<language>.json?part=<part>` (load.ts asks for them) as the messages of
 * that part only, so each part is its own small chunk while translators, tests and tooling keep
 * one file per language. It answers a module (Vite's JSON handling leaves these ids alone).
 */
export function catalogueParts(): Plugin {
  return {
    name: 'lingua:catalogue-parts',
    enforce: 'pre',
    load(id) {
      const source = cataloguePartSource(id);
      if (!source) return null;
      this.addWatchFile(source.file);
      return { code: `export default ${source.json};\n`, moduleType: 'js' };
    },
  };
}
