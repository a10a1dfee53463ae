import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import { type Level, levels } from '../languages';
import { seededRandom } from '../random';
import { words } from '../text';
import { topicById } from '../topics/lexicon';
import { subjects } from './clause';
import { checkFormPoint, soundPoint } from './form-point-checks';
import type { FormItem } from './forms';
import { gustarSlot, piacereSlot } from './gustar';
import { italianPiacere, spanishGustar } from './gustar-points';
import { buildWritingItem, variationsOf } from './items';
import { understandGrammar } from './match';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const subject = (id: string) => {
  const found = subjects.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No subject ${id}`);
  return found;
};

function itemsOf(point: FormPoint, level: Level, count = 30): FormItem[] {
  const random = seededRandom(7);
  return variationsOf(point, 'en').flatMap((variation) =>
    Array.from(
      { length: count },
      (_, index) =>
        buildWritingItem(
          { point, level, topic: topicById('school'), variation, instruction: 'en', random },
          point.language,
          index,
        ) as FormItem,
    ),
  );
}

describe('verbs like gustar, as a grammar book gives them', () => {
  it('the verb agrees with what is liked; the clitic names who likes', () => {
    expect(gustarSlot(subject('I'), 'gustar', false)).toEqual({
      right: ['me gusta'],
      wrong: ['me gustan', 'yo gusto'],
    });
    expect(gustarSlot(subject('we'), 'encantar', true).right).toEqual(['nos encantan']);
    expect(gustarSlot(subject('parents'), 'doler', true).right).toEqual(['les duelen']);
  });

  it('after "a Lucía", le (*la gusta); after "a mis padres", les (*le gustan)', () => {
    expect(gustarSlot(subject('she'), 'gustar', true)).toEqual({
      right: ['le gustan'],
      wrong: ['le gusta', 'la gustan'],
    });
    expect(gustarSlot(subject('he'), 'interesar', false).wrong).toEqual([
      'le interesan',
      'lo interesa',
    ]);
    expect(gustarSlot(subject('parents'), 'gustar', false)).toEqual({
      right: ['les gusta'],
      wrong: ['les gustan', 'le gusta'],
    });
  });

  it('piacere: mi piace, a Marco piacciono, ai miei genitori; slips *mi piacciono, *Marco piace', () => {
    const singular = { gender: 'F', plural: false } as const;
    expect(piacereSlot(subject('I'), singular, false)).toEqual({
      right: ['mi piace'],
      wrong: ['mi piacciono', 'io piaccio'],
    });
    expect(piacereSlot(subject('he'), { gender: 'M', plural: true }, false)).toEqual({
      right: ['a Marco piacciono'],
      wrong: ['a Marco piace', 'Marco piace'],
    });
    expect(piacereSlot(subject('parents'), singular, false).right).toEqual([
      'ai miei genitori piace',
    ]);
    expect(piacereSlot(subject('friends'), singular, false).right).toEqual([
      'alle mie amiche piace',
    ]);
  });

  it('piacere in the passato prossimo: essere, the participle agreeing with what is liked', () => {
    expect(piacereSlot(subject('I'), { gender: 'F', plural: false }, true)).toEqual({
      right: ['mi è piaciuta'],
      wrong: ['mi è piaciuto', 'mi ha piaciuto'],
    });
    expect(piacereSlot(subject('we'), { gender: 'M', plural: true }, true)).toEqual({
      right: ['ci sono piaciuti'],
      wrong: ['ci è piaciuto', 'ci hanno piaciuto'],
    });
    // The masculine singular has no unagreed form: its slip is the other number.
    expect(piacereSlot(subject('you'), { gender: 'M', plural: false }, true).wrong[0]).toBe(
      'ti sono piaciuti',
    );
  });
});

describe('the gustar and piacere points', () => {
  it.each(
    [spanishGustar, italianPiacere].flatMap((point) =>
      point.levels.map((level) => [point.id, level, point] as const),
    ),
  )('%s at %s: items on the point, keys accepted, the slip refused', async (_, level, point) => {
    expect(await checkFormPoint(point, level)).toMatchObject(soundPoint);
  });

  it('Spanish: molestar and parecer from B1 only; no Translations ("I love" is also "adoro")', () => {
    const cues = (level: Level) =>
      new Set(itemsOf(spanishGustar, level).map((item) => item.sentence.cue));
    expect([...cues('A2')].sort()).toEqual(['doler', 'encantar', 'gustar', 'interesar']);
    expect(cues('B1')).toContain('parecer');
    expect(cues('B1')).toContain('molestar');
    expect(variationsOf(spanishGustar, 'en')).not.toContain('Translations');
    expect(variationsOf(italianPiacere, 'en')).toContain('Translations');
  });

  it('Italian: the passato prossimo from B1 only', () => {
    const keys = (level: Level) => itemsOf(italianPiacere, level).map((item) => item.key.answer);
    expect(keys('A2').join(' ')).not.toMatch(/piaciut/);
    expect(keys('B1').join(' ')).toMatch(/(è|sono) piaciut/);
  });

  it('Spanish keys are spelled as the dictionary spells them', async () => {
    const texts = levels
      .flatMap((level) => itemsOf(spanishGustar, level, 12))
      .flatMap((item) => [item.key.answer, ...(item.key.accepted ?? [])]);
    const unknown = await misspelledWords(
      'es',
      [...new Set(texts.flatMap(words))],
      new Set(['Lucía', 'Pablo']),
    );
    expect(unknown.map(({ word }) => word)).toEqual([]);
  });
});

describe('gustar and piacere asked for as teachers ask', () => {
  it.each([
    ['verbos como gustar', 'es', 'A1', 'es.verbos-como-gustar'],
    ['el verbo gustar (me gusta / me gustan)', 'es', 'A1', 'es.verbos-como-gustar'],
    ['gustar, encantar, interesar', 'es', 'A2', 'es.verbos-como-gustar'],
    ['verbos de afección (gustar, doler, molestar)', 'es', 'B1', 'es.verbos-como-gustar'],
    ['verbs like gustar', 'es', 'A2', 'es.verbos-como-gustar'],
    ['il verbo piacere', 'it', 'A1', 'it.verbo-piacere'],
    ['piacere (mi piace / mi piacciono)', 'it', 'A1', 'it.verbo-piacere'],
    ['mi piace, mi piacciono', 'it', 'A2', 'it.verbo-piacere'],
    ['verbs like piacere', 'it', 'A2', 'it.verbo-piacere'],
  ] as const)('"%s" (%s, %s) asks for %s', (input, code, level, id) => {
    expect(understoodAs(input, code, level)).toBe(id);
  });

  it('"piacere di conoscerti" greets: it asks for no grammar point', () => {
    expect(understandGrammar('piacere di conoscerti', 'it', 'A1')?.kind).not.toBe('point');
  });

  it('Portuguese "gostar de" is an ordinary verb: still declined', () => {
    expect(understoodAs('verbos como gostar', 'pt', 'A2')).toBe('gustar');
  });
});
