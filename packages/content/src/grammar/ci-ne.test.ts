import { describe, expect, it } from 'vitest';
import { seededRandom } from './../random';
import { particleSlot } from './ci-ne';
import { checkFormPoint, formItems, soundPoint } from './form-point-checks';
import { inventory } from './inventory';
import { italianOfThe } from './italian-articles';
import type { Noun } from './nouns';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const pointOf = (id: string) => inventory.it.find((point) => point.id === id) as FormPoint;
const points = ['it.ci-ne', 'it.particella-ci', 'it.particella-ne'].map(pointOf);
const noun = (text: string, gender: Noun['gender'], plural = false): Noun => ({
  text,
  gender,
  en: '',
  ...(plural ? { plural: true } : {}),
});
const sorted = (forms: string[]) => [...forms].sort();

describe('ci and ne, as a grammar book gives them', () => {
  const random = seededRandom(7);

  it('put the particle before the verb: ci vado, ne compro', () => {
    expect(particleSlot('ci', 'andare', noun('cinema', 'M'), random).right).toEqual(['ci vado']);
    expect(particleSlot('ne', 'comprare', noun('mele', 'F', true), random).right).toEqual([
      'ne compro',
    ]);
  });

  it('take as slips the other particle, the object pronoun and the particle after the verb', () => {
    expect(sorted(particleSlot('ci', 'andare', noun('stazione', 'F'), random).wrong)).toEqual(
      sorted(['ne vado', 'la vado', 'vado ci']),
    );
    expect(sorted(particleSlot('ne', 'comprare', noun('mele', 'F', true), random).wrong)).toEqual(
      sorted(['ci compro', 'le compro', 'compro ne']),
    );
  });

  it('never plant *ci ho, which Italians say for ho', () => {
    expect(sorted(particleSlot('ne', 'avere', noun('fratelli', 'M', true), random).wrong)).toEqual(
      sorted(['li ho', 'ho ne']),
    );
  });

  it('ask with the partitive: del caffè, dello zucchero, dell’acqua, dei fratelli, delle mele', () => {
    expect(
      [
        noun('caffè', 'M'),
        noun('zucchero', 'M'),
        noun('acqua', 'F'),
        noun('fratelli', 'M', true),
        noun('mele', 'F', true),
      ].map(italianOfThe),
    ).toEqual(['del', 'dello', "dell'", 'dei', 'delle']);
  });
});

describe('the ci and ne points', () => {
  it.each(
    points.flatMap((point) => point.levels.map((level) => [point.id, level, point] as const)),
  )('%s at %s: items on the point, keys accepted, the slip refused', async (_id, level, point) => {
    expect(await checkFormPoint(point, level, 12)).toMatchObject(soundPoint);
  });

  it.each([
    ['ci e ne', 'it.ci-ne'],
    ['le particelle ci e ne', 'it.ci-ne'],
    ['pronomi ci e ne', 'it.ci-ne'],
    ['the particles ci and ne', 'it.ci-ne'],
    ['la particella ne', 'it.particella-ne'],
    ['il ci locativo', 'it.particella-ci'],
    ['particella CI (ci vado, ci penso)', 'it.particella-ci'],
  ])('"%s" asks for %s', (request, id) => {
    expect(understoodAs(request, 'it', 'A2')).toBe(id);
  });

  it('asks the ne point for ne only, the ci point for ci only', () => {
    const slots = (id: string) =>
      formItems(pointOf(id), 'B1').map((item) => item.sentence.slot.right[0]?.toLowerCase());
    expect(slots('it.particella-ne').every((slot) => slot?.startsWith('ne '))).toBe(true);
    expect(slots('it.particella-ci').every((slot) => slot?.startsWith('ci '))).toBe(true);
  });

  it('leaves farcela and andarsene declined', () => {
    expect(understoodAs('verbi pronominali con ci e ne (farcela, andarsene)', 'it', 'B1')).toBe(
      'pronominal-verbs',
    );
  });
});
