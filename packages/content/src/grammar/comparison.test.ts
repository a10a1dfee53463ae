import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import type { LanguageCode, Level } from '../languages';
import {
  agreeAdjective,
  comparativeSlot,
  englishDegrees,
  germanDegrees,
  superlativeSlot,
} from './comparison';
import { comparisonPoints } from './comparison-points';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { drillOf } from './forms';
import { understandGrammar } from './match';

const she = { gender: 'F', plural: false } as const;
const they = { gender: 'M', plural: true } as const;

describe('comparatives and superlatives, as a grammar book gives them', () => {
  it('English: -er/-est, -ier/-iest, more/most for longer adjectives, better/best', () => {
    expect(englishDegrees('tall')).toEqual({ comparative: 'taller', superlative: 'tallest' });
    expect(englishDegrees('funny')).toEqual({ comparative: 'funnier', superlative: 'funniest' });
    expect(englishDegrees('nice')).toEqual({ comparative: 'nicer', superlative: 'nicest' });
    expect(englishDegrees('big')).toEqual({ comparative: 'bigger', superlative: 'biggest' });
    expect(englishDegrees('patient').comparative).toBe('more patient');
    expect(englishDegrees('good')).toEqual({ comparative: 'better', superlative: 'best' });
    expect(comparativeSlot('en', 'tall', she).wrong[0]).toBe('more taller than');
  });

  it('German: umlaut in one-syllable adjectives, -esten after t, am größten, besser', () => {
    expect(germanDegrees('alt')).toEqual({ comparative: 'älter', superlative: 'am ältesten' });
    expect(germanDegrees('groß')).toEqual({ comparative: 'größer', superlative: 'am größten' });
    expect(germanDegrees('nett')).toEqual({ comparative: 'netter', superlative: 'am nettesten' });
    expect(germanDegrees('lustig').superlative).toBe('am lustigsten');
    expect(germanDegrees('gut')).toEqual({ comparative: 'besser', superlative: 'am besten' });
    expect(comparativeSlot('de', 'alt', she)).toEqual({
      right: ['älter als'],
      wrong: ['alter als', 'mehr alt als', 'älter wie'],
    });
  });

  it('Romance languages: the adjective agrees with the subject, and so does the article', () => {
    expect(comparativeSlot('es', 'alto', she).right).toEqual(['más alta que']);
    expect(comparativeSlot('es', 'joven', they).right).toEqual(['más jóvenes que']);
    expect(comparativeSlot('es', 'viejo', she).wrong).toEqual(['más viejo que', 'tan vieja que']);
    expect(superlativeSlot('es', 'trabajador', she).right).toEqual(['la más trabajadora']);
    expect(comparativeSlot('fr', 'vieux', she).right).toEqual(['plus vieille que']);
    expect(superlativeSlot('fr', 'heureux', they).right).toEqual(['les plus heureux']);
    expect(comparativeSlot('it', 'alto', she)).toEqual({
      right: ['più alta di'],
      wrong: ['più alto di', 'più alta che'],
    });
    expect(superlativeSlot('it', 'simpatico', { gender: 'F', plural: true }).right).toEqual([
      'le più simpatiche',
    ]);
    // Portuguese: "do que" and "que" are both right.
    expect(comparativeSlot('pt', 'novo', she).right).toEqual(['mais nova do que', 'mais nova que']);
    expect(agreeAdjective('pt', 'feliz', they)).toBe('felizes');
    expect(agreeAdjective('pt', 'trabalhador', she)).toBe('trabalhadora');
  });

  it.each(['en', 'fr', 'de', 'it', 'es', 'pt'] as const)(
    '%s: every right form is a word of the language’s dictionary',
    async (code) => {
      const words = comparisonPoints[code].flatMap((point) =>
        drillOf(point).paradigm.flatMap((form) => form.split(' ')),
      );
      expect(await misspelledWords(code, [...new Set(words)])).toEqual([]);
    },
  );
});

const requests: [string, LanguageCode, Level, string][] = [
  ['comparatives and superlatives of adjectives', 'en', 'A2', 'en.comparatives-superlatives'],
  ['comparative adjectives', 'en', 'A2', 'en.comparatives'],
  ['superlatives', 'en', 'A2', 'en.superlatives'],
  ['le comparatif', 'fr', 'A2', 'fr.comparatif'],
  ['le comparatif et le superlatif', 'fr', 'A2', 'fr.comparatif-superlatif'],
  ['comparatives and superlatives', 'fr', 'A2', 'fr.comparatif-superlatif'],
  ['Komparativ und Superlativ', 'de', 'A2', 'de.steigerung'],
  ['Steigerung der Adjektive', 'de', 'A2', 'de.steigerung'],
  ['Superlativ mit am', 'de', 'A2', 'de.superlativ'],
  ['the comparative', 'de', 'A2', 'de.komparativ'],
  ['il comparativo', 'it', 'A2', 'it.comparativo'],
  ['comparativi e superlativi', 'it', 'A2', 'it.comparativi-superlativi'],
  ['il superlativo relativo', 'it', 'B1', 'it.superlativo'],
  ['comparativos', 'es', 'A2', 'es.comparativos'],
  ['comparativos y superlativos', 'es', 'A2', 'es.comparativos-superlativos'],
  ['superlatives', 'es', 'A2', 'es.superlativos'],
  ['graus do adjetivo', 'pt', 'A2', 'pt.comparativos-superlativos'],
  ['os comparativos', 'pt', 'A2', 'pt.comparativos'],
  ['superlativo', 'pt', 'B1', 'pt.superlativos'],
];

describe('comparison asked for as teachers ask', () => {
  it.each(requests)('"%s" (%s %s): %s', (request, code, level, id) => {
    const understood = understandGrammar(request, code, level);
    expect(understood?.kind === 'point' ? understood.point.id : understood).toBe(id);
  });
});

describe.each(
  Object.values(comparisonPoints)
    .flat()
    .map((point) => [point.id, point] as const),
)('%s', (_, point) => {
  it.each(point.levels)(
    'at %s: items on the point, keys accepted, the slip refused',
    async (level) => {
      expect(await checkFormPoint(point, level)).toMatchObject(soundPoint);
    },
  );
});
