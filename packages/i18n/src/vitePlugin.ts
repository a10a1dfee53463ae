import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isCataloguePart, pickPart } from './parts';

const catalogueFile = /[\\/]catalogues[\\/]app[\\/](\w+)\.json$/;

/** Each message parsed as intl-messageformat parses it for `locale` (dates' hour cycles). */
export function precompileMessages(
  messages: Record<string, string>,
  locale: string,
): Record<string, unknown> {
  const intlLocale = new Intl.Locale(locale);
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, parse(message, { locale: intlLocale })]),
  );
}

/**
 * For `catalogues/app/<language>.json?part=<part>`, the file and the JSON of that part of it;
 * null for any other module. With `precompile`, also the whole file (no `?part=`), and every
 * message as its parsed form instead of its text.
 */
export function cataloguePartSource(
  id: string,
  { precompile = false } = {},
): { file: string; json: string } | null {
  const [file = '', query] = id.split('?');
  const language = catalogueFile.exec(file)?.[1];
  if (language === undefined) return null;
  const part = query === undefined ? null : new URLSearchParams(query).get('part');
  if (part === null && !precompile) return null;
  if (part !== null && !isCataloguePart(part)) {
    throw new Error(`${part} is not a catalogue part (parts.ts)`);
  }
  const whole = JSON.parse(readFileSync(file, 'utf8'));
  const messages = part === null ? whole : pickPart(whole, part);
  return {
    file,
    json: JSON.stringify(precompile ? precompileMessages(messages, language) : messages),
  };
}

/**
 * Serves `catalogues/app/<language>.json?part=<part>` (load.ts asks for them) as the messages of
 * that part only, so each part is its own small chunk while translators, tests and tooling keep
 * one file per language. It answers a module (Vite's JSON handling leaves these ids alone).
 *
 * In the browser's production build (not in development, Storybook or the pre-render), every
 * catalogue module also comes precompiled: each message as the parsed form (AST) react-intl
 * formats, and react-intl's ICU parser (with its number and date skeleton parser) is replaced by
 * its `no-parser` entry, about 11 KB gzip off every app page's first view. So nothing in the
 * built app may hand react-intl a message as a string (a `defaultMessage`, a catalogue not
 * loaded through load.ts): it would show unformatted, with an error in the console.
 */
export function catalogueParts(): Plugin {
  let precompile = false;
  const require = createRequire(import.meta.url);
  // This package pins the parser react-intl and its intl-messageformat use (3.5.22): the AST
  // made at build time is the one their formatter reads.
  const noParser = join(
    dirname(require.resolve('@formatjs/icu-messageformat-parser')),
    'no-parser.js',
  );
  return {
    name: 'lingua:catalogue-parts',
    enforce: 'pre',
    configResolved(config) {
      precompile = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source) {
      if (precompile && source === '@formatjs/icu-messageformat-parser') return noParser;
      return null;
    },
    load(id) {
      const source = cataloguePartSource(id, { precompile });
      if (!source) return null;
      this.addWatchFile(source.file);
      return { code: `export default ${source.json};\n`, moduleType: 'js' };
    },
  };
}
