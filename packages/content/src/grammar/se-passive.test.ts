import { describe, expect, it } from 'vitest';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { inventory } from './inventory';
import { understandGrammar } from './match';
import { spanishPassive } from './passive-points';
import type { FormPoint } from './point';
import { seSlot } from './se-passive';
import { understoodAs } from './understood';

describe('the passive and impersonal se, as a grammar book gives them', () => {
  it('the verb agrees with what is done; with nothing done to anything it stays singular', () => {
    expect(seSlot('es', 'vender', true)).toEqual({
      right: ['se venden'],
      wrong: ['se vende', 'vende'],
    });
    expect(seSlot('es', 'vivir', false).right).toEqual(['se vive']);
    expect(seSlot('it', 'vendere', true)).toEqual({
      right: ['si vendono'],
      wrong: ['si vende', 'vende'],
    });
  });

  it('Portuguese: after the verb, as Portugal writes it, or before it, as Brazil does', () => {
    expect(seSlot('pt', 'vender', true)).toEqual({
      right: ['vendem-se', 'se vendem'],
      wrong: ['vende-se', 'vende'],
    });
    // "precisar de" has no subject: the singular is right, the agreeing plural the slip.
    expect(seSlot('pt', 'precisar', false).wrong[0]).toBe('precisam-se');
  });
});

const romancePassives = (['es', 'it', 'pt'] as const).flatMap((code) =>
  inventory[code].filter(
    (point): point is FormPoint => point.kind === 'form' && point.drill.includes('passive'),
  ),
);

describe('the Spanish, Italian and Portuguese passive points', () => {
  it('are four per language: ser both tenses, present, past; and se', () => {
    expect(romancePassives).toHaveLength(12);
  });

  it.each(romancePassives.map((point) => [point.id, point] as const))(
    '%s: items on the point, keys accepted, the slip refused',
    async (_, point) => {
      for (const level of point.levels) {
        expect(await checkFormPoint(point, level)).toMatchObject(soundPoint);
      }
    },
  );

  it('have no Translations for se: "books are sold" is also "venden libros"', () => {
    const se = spanishPassive.find((point) => point.drill === 'es.se-passive');
    expect(se?.variations).not.toContain('Translations');
  });

  it.each([
    [
      'la pasiva refleja y el se impersonal (se venden pisos, se habla español)',
      'es',
      'es.pasiva-refleja',
    ],
    [
      'si impersonale e si passivante (in Italia si mangia bene, si vendono case)',
      'it',
      'it.si-passivante',
    ],
    ['a passiva sintética com se (vendem-se casas, aluga-se)', 'pt', 'pt.se-apassivante'],
    ['se passivo e se impessoal', 'pt', 'pt.se-apassivante'],
  ] as const)('"%s" (%s) asks for %s', (input, code, id) => {
    expect(understoodAs(input, code, 'B1')).toBe(id);
  });

  it('a request for both passives gives both', () => {
    const understood = understandGrammar(
      'voz pasiva y pasiva refleja (se venden pisos, fue construido)',
      'es',
      'B2',
    );
    expect(understood?.kind === 'points' ? understood.points.map(({ id }) => id) : []).toEqual([
      'es.voz-pasiva',
      'es.pasiva-refleja',
    ]);
  });
});
