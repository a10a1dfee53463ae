import { beforeAll, describe, expect, it } from 'vitest';
import { type LanguageCode, languageCodes } from '../languages';
import { canonicalWords } from './compare';
import { doublets } from './doublets';
import { lexicons } from './lexicon';
import { spellerFor } from './spelling';

const codes = Object.values(languageCodes);

const groupsOf = (code: LanguageCode) => [...lexicons[code].synonyms, ...doublets[code]];

beforeAll(async () => {
  await Promise.all(codes.map((code) => spellerFor(code)));
}, 120_000);

describe('synonym and doublet groups', () => {
  it.each(codes)('read every word of a %s group as its first', (code) => {
    const apart = groupsOf(code).flatMap((group) => {
      const first = canonicalWords(code, group[0] as string).join(' ');
      return group
        .filter((word) => canonicalWords(code, word).join(' ') !== first)
        .map((word) => `${word} → ${canonicalWords(code, word).join(' ')}, not ${first}`);
    });
    expect(apart).toEqual([]);
  });

  it.each(codes)('put no %s word in two groups', (code) => {
    const seen = new Map<string, number>();
    for (const group of groupsOf(code))
      for (const word of group.slice(1)) seen.set(word, (seen.get(word) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([word]) => word)).toEqual([]);
  });
});
