import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import type { LanguageCode, Level } from '../languages';
import { articlePoints } from './article-points';
import { articleNouns, articleSlot, englishIndefinite } from './articles';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { understandGrammar } from './match';
import type { Noun } from './nouns';

const noun = (text: string, gender: Noun['gender'], plural = false): Noun => ({
  text,
  gender,
  en: '',
  ...(plural ? { plural: true } : {}),
});

describe('articles, as a grammar book gives them', () => {
  it('agree in gender and number; French elides before a vowel', () => {
    expect(articleSlot('fr', 'definite', noun('ordinateur', 'M')).right).toEqual(["l'"]);
    expect(articleSlot('fr', 'definite', noun('veste', 'F'))).toEqual({
      right: ['la'],
      wrong: ['le', 'les'],
    });
    expect(articleSlot('fr', 'indefinite', noun('clés', 'F', true)).right).toEqual(['des']);
    expect(articleSlot('es', 'definite', noun('gafas', 'F', true)).right).toEqual(['las']);
    expect(articleSlot('es', 'indefinite', noun('mochila', 'F')).wrong[0]).toBe('un');
    expect(articleSlot('pt', 'definite', noun('livros', 'M', true)).right).toEqual(['os']);
    expect(articleSlot('pt', 'indefinite', noun('caneta', 'F')).right).toEqual(['uma']);
  });

  it('German: der, die, das by gender, die in the plural; ein in the nominative, not *einen', () => {
    expect(articleSlot('de', 'definite', noun('Buch', 'N')).right).toEqual(['das']);
    expect(articleSlot('de', 'definite', noun('Bücher', 'N', true)).right).toEqual(['die']);
    expect(articleSlot('de', 'indefinite', noun('Kuli', 'M'))).toEqual({
      right: ['ein'],
      wrong: ['einen', 'eine'],
    });
  });

  it('English: "an" before a vowel sound (an hour, a university)', () => {
    expect(['umbrella', 'hour', 'university', 'uniform', 'book'].map(englishIndefinite)).toEqual([
      'an',
      'an',
      'a',
      'a',
      'a',
    ]);
  });

  it.each(['es', 'pt', 'en'] as const)(
    '%s: the nouns are words of the dictionary',
    async (code) => {
      const words = articleNouns[code].map((n) => n.text);
      expect(await misspelledWords(code, words)).toEqual([]);
    },
  );
});

const requests: [string, LanguageCode, Level, string][] = [
  ['a or an', 'en', 'A1', 'en.a-an'],
  ['les articles définis', 'fr', 'A1', 'fr.articles-definis'],
  ['articles indéfinis (un, une, des)', 'fr', 'A1', 'fr.articles-indefinis'],
  ['bestimmter Artikel', 'de', 'A1', 'de.bestimmter-artikel'],
  ['indefinite articles', 'de', 'A1', 'de.unbestimmter-artikel'],
  ['los artículos determinados', 'es', 'A1', 'es.articulos-determinados'],
  ['artículos indefinidos', 'es', 'A1', 'es.articulos-indeterminados'],
  ['artigos definidos', 'pt', 'A1', 'pt.artigos-definidos'],
  ['o artigo indefinido', 'pt', 'A1', 'pt.artigos-indefinidos'],
];

describe('articles asked for as teachers ask', () => {
  it.each(requests)('"%s" (%s %s): %s', (request, code, level, id) => {
    const understood = understandGrammar(request, code, level);
    expect(understood?.kind === 'point' ? understood.point.id : understood).toBe(id);
  });

  it('declines both articles at once quoting the request, rather than giving one', () => {
    for (const [request, code] of [
      ['les articles définis et indéfinis', 'fr'],
      ['artigos definidos e indefinidos', 'pt'],
    ] as const) {
      expect(understandGrammar(request, code, 'A1')?.kind).not.toBe('point');
    }
  });
});

describe.each(
  Object.values(articlePoints)
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
