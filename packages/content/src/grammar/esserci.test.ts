import { describe, expect, it } from 'vitest';
import { esserciSlot } from './esserci';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { inventory } from './inventory';
import type { FormPoint } from './point';
import { understoodAs } from './understood';

const esserci = inventory.it.find((point) => point.id === 'it.esserci') as FormPoint;

describe("c'è and ci sono, as a grammar book gives them", () => {
  it('agree with the number of what there is; ci elides before è', () => {
    expect(esserciSlot(false)).toEqual({ right: ["c'è"], wrong: ['ci sono', 'è'] });
    expect(esserciSlot(true)).toEqual({ right: ['ci sono'], wrong: ["c'è", 'sono'] });
  });

  it('may plant essere without ci instead of the other number', () => {
    expect(esserciSlot(true, true).wrong).toEqual(['sono', "c'è"]);
    expect(esserciSlot(false, true).wrong[0]).toBe('è');
  });
});

describe('the esserci point', () => {
  it.each(esserci.levels.map((level) => [level] as const))(
    '%s: items on the point, keys accepted, the slip refused',
    async (level) => {
      expect(await checkFormPoint(esserci, level, 12)).toMatchObject(soundPoint);
    },
  );

  it.each([
    "c'è e ci sono",
    "esserci (c'è / ci sono)",
    "c'è / ci sono",
    'c’è e ci sono',
    'esserci',
    'there is / there are',
  ])('"%s" asks for it', (request) => {
    expect(understoodAs(request, 'it', 'A1')).toBe('it.esserci');
  });
});
