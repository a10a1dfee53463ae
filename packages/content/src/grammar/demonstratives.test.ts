import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import type { LanguageCode } from '../languages';
import { words } from '../text';
import {
  italianDemonstratives,
  portugueseDemonstratives,
  spanishDemonstratives,
} from './demonstrative-points';
import { type Distance, demonstrativeSlot } from './demonstratives';
import { checkFormPoint, formItems, soundPoint } from './form-point-checks';
import { understandGrammar } from './match';
import type { Noun } from './nouns';
import { understoodAs } from './understood';

const noun = (text: string, gender: Noun['gender'], plural = false): Noun => ({
  text,
  gender,
  en: '',
  ...(plural ? { plural: true } : {}),
});

const points = [spanishDemonstratives, portugueseDemonstratives, italianDemonstratives];

describe('demonstratives, as a grammar book gives them', () => {
  it('Spanish: este, ese, aquel agree; ese is also right for what is far', () => {
    expect(demonstrativeSlot('es', 'near', noun('libro', 'M'))).toEqual({
      right: ['este'],
      wrong: ['esta', 'esto', 'estos'],
    });
    expect(demonstrativeSlot('es', 'yours', noun('gafas', 'F', true))).toEqual({
      right: ['esas'],
      wrong: ['esos', 'esa'],
    });
    expect(demonstrativeSlot('es', 'far', noun('chaqueta', 'F'))).toEqual({
      right: ['aquella', 'esa'],
      wrong: ['aquel', 'aquellas'],
    });
    expect(demonstrativeSlot('es', 'far', noun('zapatos', 'M', true)).right[0]).toBe('aquellos');
  });

  it('Portuguese: este, esse, aquele agree; Brazil says esse for este, never a slip', () => {
    expect(demonstrativeSlot('pt', 'near', noun('caneta', 'F'))).toEqual({
      right: ['esta', 'essa'],
      wrong: ['este', 'estas'],
    });
    expect(demonstrativeSlot('pt', 'far', noun('livros', 'M', true))).toEqual({
      right: ['aqueles'],
      wrong: ['aquelas', 'aquele'],
    });
    const things = [noun('livro', 'M'), noun('caneta', 'F'), noun('sapatos', 'M', true)];
    for (const distance of ['near', 'yours', 'far'] as Distance[]) {
      for (const thing of things) {
        const { wrong } = demonstrativeSlot('pt', distance, thing);
        const series = { near: /^est/, yours: /^ess/, far: /^aquel/ }[distance];
        expect(wrong.every((form) => series.test(form))).toBe(true);
      }
    }
  });

  it('Italian: quello declines like the article (quel, quello, quell’, quei, quegli)', () => {
    const quello = (text: string, gender: Noun['gender'], plural = false) =>
      demonstrativeSlot('it', 'far', noun(text, gender, plural)).right[0];
    expect(quello('libro', 'M')).toBe('quel');
    expect(quello('zaino', 'M')).toBe('quello');
    expect(quello('orologio', 'M')).toBe("quell'");
    expect(quello('giacca', 'F')).toBe('quella');
    expect(quello('libri', 'M', true)).toBe('quei');
    expect(quello('zaini', 'M', true)).toBe('quegli');
    expect(quello('orologi', 'M', true)).toBe('quegli');
    expect(quello('scarpe', 'F', true)).toBe('quelle');
    // The slips: the pronoun's forms (*quello libro, *quelli libri).
    expect(demonstrativeSlot('it', 'yours', noun('libro', 'M')).wrong[0]).toBe('quello');
    expect(demonstrativeSlot('it', 'yours', noun('libri', 'M', true)).wrong[0]).toBe('quelli');
    expect(demonstrativeSlot('it', 'near', noun('scarpe', 'F', true))).toEqual({
      right: ['queste'],
      wrong: ['questi', 'questa'],
    });
    expect(demonstrativeSlot('it', 'near', noun('orologio', 'M')).right).toEqual([
      'questo',
      "quest'",
    ]);
  });

  it('say "this" in English for what is near the speaker, "that" for the rest', () => {
    for (const point of points) {
      for (const item of formItems(point, 'A1', { count: 20 })) {
        if (item.variation !== 'Translations') continue;
        const near = /(^|[\s¿])(este|esta|estos|estas|estes|quest)/i.test(item.key.answer);
        expect(/\b(this|these)\b/i.test(item.prompt), item.prompt).toBe(near);
      }
    }
  });

  it.each([
    ['es', spanishDemonstratives],
    ['pt', portugueseDemonstratives],
  ] as const)('%s keys are spelled as the dictionary spells them', async (code, point) => {
    const texts = ['A1', 'A2', 'C1'].flatMap((level) =>
      formItems(point, level as 'A1', { count: 20 }).flatMap((item) => [
        item.key.answer,
        ...(item.key.accepted ?? []),
      ]),
    );
    const unknown = await misspelledWords(code, [...new Set(texts.flatMap(words))]);
    expect(unknown.map(({ word }) => word)).toEqual([]);
  });
});

describe.each(points.map((point) => [point.id, point] as const))('%s', (_, point) => {
  it.each(point.levels)(
    'at %s: items on the point, keys accepted, the slip refused',
    async (level) => {
      expect(await checkFormPoint(point, level, 12)).toMatchObject(soundPoint);
    },
  );
});

describe('demonstratives asked for as teachers ask', () => {
  it.each([
    ['demostrativos (este, ese, aquel)', 'es', 'es.demostrativos'],
    ['adjetivos demostrativos', 'es', 'es.demostrativos'],
    ['los demostrativos', 'es', 'es.demostrativos'],
    ['demostrativos: este, ese, aquel (+ femenino y plural)', 'es', 'es.demostrativos'],
    ['demonstrativos (este, esse, aquele)', 'pt', 'pt.demonstrativos'],
    ['pronomes demonstrativos', 'pt', 'pt.demonstrativos'],
    ['os demonstrativos (este, esse, aquele)', 'pt', 'pt.demonstrativos'],
    ['questo e quello', 'it', 'it.dimostrativi'],
    ['aggettivi dimostrativi', 'it', 'it.dimostrativi'],
    ['i dimostrativi (questo, quello)', 'it', 'it.dimostrativi'],
    ["dimostrativi questo e quello (quel, quello, quell', quei, quegli)", 'it', 'it.dimostrativi'],
  ] as [string, LanguageCode, string][])('"%s" (%s): %s', (request, code, id) => {
    for (const level of ['A1', 'A2'] as const) {
      expect(understoodAs(request, code, level)).toBe(id);
    }
  });

  it('the pronouns alone (pronombres demostrativos, pronomi dimostrativi) are still declined', () => {
    for (const [request, code] of [
      ['pronombres demostrativos', 'es'],
      ['i pronomi dimostrativi', 'it'],
    ] as const) {
      expect(understandGrammar(request, code, 'A1')?.kind).not.toBe('point');
    }
  });
});
