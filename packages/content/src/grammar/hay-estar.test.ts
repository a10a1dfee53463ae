import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import { seededRandom } from '../random';
import { words } from '../text';
import { topicById } from '../topics/lexicon';
import { checkFormPoint, soundPoint } from './form-point-checks';
import type { FormItem } from './forms';
import { estarSlot, haySlot } from './hay-estar';
import { inventory } from './inventory';
import { buildWritingItem, variationsOf } from './items';
import { understandGrammar } from './match';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const hayEstar = inventory.es.find((point) => point.id === 'es.hay-estar') as FormPoint;

const keys = (count = 40) => {
  const random = seededRandom(7);
  return variationsOf(hayEstar, 'en')
    .filter((variation) => variation !== 'Fill in the Blanks')
    .flatMap((variation) =>
      Array.from(
        { length: count },
        (_, index) =>
          buildWritingItem(
            {
              point: hayEstar,
              level: 'A1',
              topic: topicById('school'),
              variation,
              instruction: 'en',
              random,
            },
            'es',
            index,
          ) as FormItem,
      ),
    )
    .flatMap((item) => [item.key.answer, ...(item.key.accepted ?? [])]);
};

describe('hay and estar, as a grammar book gives them', () => {
  it('hay never agrees; the slip is estar', () => {
    expect(haySlot(false)).toEqual({ right: ['hay'], wrong: ['está', 'están'] });
    expect(haySlot(true)).toEqual({ right: ['hay'], wrong: ['están', 'está'] });
  });

  it('estar agrees with what is known; the slips are hay and the other number', () => {
    expect(estarSlot(false, false)).toEqual({ right: ['está'], wrong: ['hay', 'están'] });
    expect(estarSlot(true, true)).toEqual({ right: ['están'], wrong: ['hay', 'está'] });
    // "*Las llaves está en la mesa", "*¿Dónde está las llaves?"
    expect(estarSlot(true, false)).toEqual({ right: ['están'], wrong: ['está', 'hay'] });
  });

  it('hay takes un/una, a number or no article; estar el/la/los/las', () => {
    const answers = keys();
    expect(answers.some((key) => / hay /i.test(` ${key}`))).toBe(true);
    expect(answers.some((key) => / están? /.test(key))).toBe(true);
    for (const key of answers) {
      expect(key).not.toMatch(/\bhay (el|la|los|las)\b/i);
      expect(key).not.toMatch(/\b(está|están) (un|una|unos|unas|dos|tres|muchas)\b/);
      expect(key).not.toMatch(/\b(los|las) \p{L}+ está\b/u);
    }
  });

  it('are spelled as the Spanish dictionary spells them', async () => {
    const unknown = await misspelledWords('es', [...new Set(keys().flatMap(words))]);
    expect(unknown.map(({ word }) => word)).toEqual([]);
  });
});

describe('the hay / estar point', () => {
  it.each(hayEstar.levels.map((level) => [level] as const))(
    '%s: items on the point, keys accepted, the slip refused',
    async (level) => {
      expect(await checkFormPoint(hayEstar, level, 12)).toMatchObject(soundPoint);
    },
  );

  it.each([
    'hay vs está / están',
    'hay o estar',
    'hay y estar (ubicación)',
    'contraste hay / está',
    'hay / está / están',
    'hay',
  ])('"%s" asks for it', (request) => {
    expect(understoodAs(request, 'es', 'A2')).toBe('es.hay-estar');
  });

  it('"hay que" is still the obligation, and "ser o estar" the choice of verb', () => {
    const id = (request: string) => {
      const understood = understandGrammar(request, 'es', 'A2');
      return understood?.kind === 'point' ? understood.point.id : understood?.kind;
    };
    expect(id('hay que')).toBe('es.tener-que');
    expect(id('ser o estar')).toBe('es.ser-estar');
  });
});
