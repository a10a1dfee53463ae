import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { pointById } from './inventory';
import type { FormPoint } from './point';
import { understoodAs } from './understood';
import { type Scene, yEnSlot } from './y-en';

const scene = (verb: string, pronoun: 'y' | 'en', object: string): Scene => ({
  verb,
  complement: '',
  pronoun,
  object,
  en: ['', '', ''],
});
const sorted = (slot: { right: string[]; wrong: string[] }) => ({
  right: slot.right,
  wrong: [...slot.wrong].sort(),
});

describe('y and en, as a grammar book gives them', () => {
  it('the pronoun before the verb, je elided: j’y vais, j’en veux, j’en ai', () => {
    const random = seededRandom(1);
    expect(yEnSlot(scene('aller', 'y', 'le'), false, random).right).toEqual(["j'y vais"]);
    expect(yEnSlot(scene('vouloir', 'en', 'le'), false, random).right).toEqual(["j'en veux"]);
    expect(yEnSlot(scene('avoir', 'en', 'les'), false, random).right).toEqual(["j'en ai"]);
  });

  it('negated around pronoun and verb, ne elided: je n’y vais pas, je n’en veux pas', () => {
    const random = seededRandom(2);
    expect(yEnSlot(scene('aller', 'y', 'le'), true, random).right).toEqual(["je n'y vais pas"]);
    expect(yEnSlot(scene('vouloir', 'en', 'le'), true, random).right).toEqual(["je n'en veux pas"]);
  });

  it('the slips: the other pronoun, an object pronoun, the pronoun after the verb, no elision', () => {
    expect(sorted(yEnSlot(scene('penser', 'y', 'lui'), false, seededRandom(3)))).toEqual({
      right: ["j'y pense"],
      wrong: ["j'en pense", 'je lui pense', 'je pense y', 'je y pense'],
    });
    expect(sorted(yEnSlot(scene('avoir', 'en', 'le'), true, seededRandom(4)))).toEqual({
      right: ["je n'en ai pas"],
      wrong: ["je n'ai pas en", "je n'y ai pas", 'je ne en ai pas', "je ne l'ai pas"],
    });
  });
});

const point = pointById('fr.pronoms-y-en') as FormPoint;

describe('the French point y and en', () => {
  it.each(point.levels.map((level) => [level]))(
    '%s: items on the point, keys accepted, the slip refused',
    async (level) => {
      expect(await checkFormPoint(point, level)).toMatchObject(soundPoint);
    },
  );

  it('has no Translations: "Yes, I\'m going there" is also "je vais là-bas"', () => {
    expect(point.variations).not.toContain('Translations');
  });

  it.each([
    'les pronoms y et en',
    'pronoms y / en',
    'y et en',
    'le pronom en',
    'le pronom y',
    'le pronom en (quantité)',
  ])('"%s" asks for it', (request) => {
    expect(understoodAs(request, 'fr', 'B1')).toBe('fr.pronoms-y-en');
    expect(understoodAs(request, 'fr', 'A2')).toBe('fr.pronoms-y-en');
  });
});
