import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { locales } from './locales';

const cataloguesDir = fileURLToPath(new URL('../catalogues', import.meta.url));

function read(set: string, locale: string): Record<string, string> {
  return JSON.parse(readFileSync(`${cataloguesDir}/${set}/${locale}.json`, 'utf8'));
}

/** The names a message fills in ({count}, {email}...), which every translation must keep. */
function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if (element.type === TYPE.tag) argumentNames(element.children, names);
  }
  return names;
}

const sets = readdirSync(cataloguesDir);

describe.each(sets)('the %s catalogues', (set) => {
  const english = read(set, 'en');

  it.each(locales)('%s has every English key and no other', (locale) => {
    const keys = Object.keys(read(set, locale)).sort();
    expect(keys).toEqual(Object.keys(english).sort());
  });

  it.each(locales)('%s messages are valid ICU with the English placeholders', (locale) => {
    const catalogue = read(set, locale);
    for (const [id, message] of Object.entries(catalogue)) {
      expect(message.trim(), `${locale} ${id} is empty`).not.toBe('');
      const englishNames = [...argumentNames(parse(english[id] ?? ''))].sort();
      expect([...argumentNames(parse(message))].sort(), `${locale} ${id}`).toEqual(englishNames);
    }
  });
});
