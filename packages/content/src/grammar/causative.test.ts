import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import { normalizeAnswer, words } from '../text';
import { causativeSlot } from './causative';
import { checkFormPoint, formItems, soundPoint } from './form-point-checks';
import { pointById } from './inventory';
import { understandGrammar } from './match';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const byOthers = (verb: string) => ({ verb, byOthers: true as const });

describe('the causative, as a grammar book gives it', () => {
  it('have or get in the tense, the object, the past participle', () => {
    expect(causativeSlot(byOthers('cut'), 'my hair', 'past', 0, 'have').right).toEqual([
      'had my hair cut',
      'got my hair cut',
    ]);
    expect(causativeSlot({ verb: 'wash' }, 'our windows', 'habit', 3, 'get').right).toEqual([
      'get our windows washed',
      'have our windows washed',
    ]);
    expect(causativeSlot(byOthers('repair'), 'her car', 'now', 2, 'have').right).toEqual([
      'is having her car repaired',
      'is getting her car repaired',
    ]);
  });

  it('a plan: will, going to or the progressive', () => {
    expect(causativeSlot({ verb: 'paint' }, 'the house', 'future', 5, 'have').right).toEqual([
      'will have the house painted',
      'will get the house painted',
      'are going to have the house painted',
      'are going to get the house painted',
      'are having the house painted',
      'are getting the house painted',
    ]);
  });

  it("the slips: *cutted, the subject as the doer, the tense, no have at the hairdresser's", () => {
    expect(causativeSlot(byOthers('cut'), 'my hair', 'past', 0, 'have').wrong).toEqual([
      'had my hair cutted',
      'had cut my hair',
      'have my hair cut',
      'cut my hair',
    ]);
    expect(causativeSlot(byOthers('check'), 'her teeth', 'habit', 2, 'have').wrong).toEqual([
      'has her teeth check',
      'have her teeth checked',
      'checks her teeth',
    ]);
    expect(causativeSlot(byOthers('repair'), 'her car', 'now', 2, 'have').wrong).toEqual([
      'is having repaired her car',
      'has her car repaired',
      'is having her car repair',
      'are having her car repaired',
      'is repairing her car',
    ]);
    expect(causativeSlot({ verb: 'build' }, 'a new house', 'future', 5, 'have').wrong).toEqual([
      'will have a new house builded',
      'had a new house built',
      'will have a new house build',
    ]);
  });

  it('without someone else named, the subject may do it: no slip says so', () => {
    const slot = causativeSlot({ verb: 'wash' }, 'our windows', 'past', 3, 'have');
    expect(slot.wrong).not.toContain('had washed our windows');
    expect(slot.wrong).not.toContain('washed our windows');
  });
});

const point = pointById('en.causative') as FormPoint;

describe('the causative point', () => {
  it.each(point.levels)(
    '%s: items on the point, keys accepted, the slip refused',
    async (level) => {
      expect(await checkFormPoint(point, level)).toMatchObject(soundPoint);
    },
  );

  it('the time picks the tense; one option is right; the mistake is one', () => {
    for (const level of point.levels) {
      for (const item of formItems(point, level, { count: 30 })) {
        const right = [item.key.answer, ...(item.key.accepted ?? [])].map(normalizeAnswer);
        const said = ` ${item.prompt} ${item.key.answer} `;
        if (/ (yesterday|last) /.test(said)) expect(item.key.answer).toMatch(/\b(had|got)\b/);
        if (/ next | tomorrow/.test(said)) expect(item.key.answer).toMatch(/\bwill (have|get)\b/);
        if (/ at the moment/.test(said)) expect(item.key.answer).toMatch(/\b(having|getting)\b/);
        if (item.variation === 'Fill in the Blanks') {
          const options = /\(([^()]*)\)$/.exec(item.prompt)?.[1]?.split(' / ') ?? [];
          expect(options, item.prompt).toHaveLength(3);
          expect(
            options.filter((option) => right.includes(normalizeAnswer(option))),
            item.prompt,
          ).toHaveLength(1);
        } else {
          expect(right, item.prompt).not.toContain(normalizeAnswer(item.prompt));
        }
      }
    }
  });

  it('the progressive from B2 only', () => {
    const answers = (level: 'B1' | 'B2') =>
      formItems(point, level, { count: 30 }).map((item) => item.key.answer);
    expect(answers('B1').some((answer) => /at the moment/.test(answer))).toBe(false);
    expect(answers('B2').some((answer) => /(is|are|am) having .* at the moment/.test(answer))).toBe(
      true,
    );
  });

  it('has no Translations: it is said in English only', () => {
    expect(point.variations).not.toContain('Translations');
  });

  it('is spelled as the English dictionary spells it', async () => {
    const texts = point.levels
      .flatMap((level) => formItems(point, level, { count: 30 }))
      .flatMap((item) => [item.key.answer, ...(item.key.accepted ?? [])]);
    const unknown = await misspelledWords(
      'en',
      [...new Set(texts.flatMap((text) => words(text)))],
      new Set(['Emma', 'Tom']),
    );
    expect(unknown.map(({ word }) => word)).toEqual([]);
  });

  it.each([
    ['causative have', 'B1'],
    ['have something done', 'B1'],
    ['the causative (have/get something done)', 'B2'],
    ['causative have and get', 'B2'],
    ['have sth done', 'B1'],
    ['causative have/get sth done (I had my hair cut)', 'B2'],
    ['the causative', 'B2'],
  ] as const)('"%s" (%s) asks for it', (input, level) => {
    expect(understoodAs(input, 'en', level)).toBe('en.causative');
  });

  it.each([
    ['faire causatif', 'fr'],
    ['lassen + Infinitiv', 'de'],
    ['fare + infinito', 'it'],
    ['la construcción causativa', 'es'],
  ] as const)(
    '"%s" (%s) stays declined: the causative of other languages is not this point',
    (input, code) => {
      expect(understandGrammar(input, code, 'B2')?.kind).toBe('unavailable');
    },
  );
});
