import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initialLocale } from './i18n/localePreference';

const script = readFileSync(
  fileURLToPath(new URL('../public/route-gate.js', import.meta.url)),
  'utf8',
);

/** Runs public/route-gate.js as the browser would, answering with the attributes it set. */
function run(path: string, stored: Record<string, string>, languages: string[]) {
  const attributes = new Map<string, string>();
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const window = { location: { pathname: path }, localStorage: storage };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const navigator = { languages, language: languages[0] ?? '' };
  new Function('window', 'document', 'navigator', script)(window, document, navigator);
  return attributes;
}

/** Whether the gate hid the landing page. */
function gate(path: string, stored: Record<string, string>, languages: string[]): boolean {
  return run(path, stored, languages).get('data-route') === 'app';
}

const cases: [Record<string, string>, string[]][] = [
  [{}, ['en-GB', 'de']],
  [{}, ['de-AT', 'en']],
  [{}, ['pt-BR']],
  [{}, ['nl', 'fr-CA']],
  [{}, ['ja']],
  [{}, []],
  [{ locale: 'it' }, ['en-US']],
  [{ locale: 'en' }, ['es-ES']],
  [{ locale: 'xx' }, ['es']],
  [{ settings: JSON.stringify({ language: 'fr', theme: 'dark' }) }, ['en']],
  [{ settings: JSON.stringify({ language: 'en' }), locale: 'de' }, ['de']],
  [{ settings: '{not json' }, ['it']],
  [{ settings: '{not json', locale: 'de' }, ['en']],
];

describe('public/route-gate.js', () => {
  it('always hands app routes to the app', () => {
    expect(gate('/rooms', {}, ['en'])).toBe(true);
  });

  it.each(cases)(
    'shows the pre-rendered English landing exactly when the app would open in English (%j, %j)',
    (stored, languages) => {
      const storage = { getItem: (key: string) => stored[key] ?? null };
      const english = initialLocale(storage, languages) === 'en';
      expect(gate('/', stored, languages)).toBe(!english);
    },
  );

  it.each(cases)(
    'hides a route’s pre-rendered English frame exactly when the app opens in another language (%j, %j)',
    (stored, languages) => {
      const storage = { getItem: (key: string) => stored[key] ?? null };
      const english = initialLocale(storage, languages) === 'en';
      expect(run('/login', stored, languages).get('data-shell') === 'hidden').toBe(!english);
    },
  );
});
