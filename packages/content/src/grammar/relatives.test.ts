import { describe, expect, it } from 'vitest';
import type { LanguageCode, Level } from '../languages';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { understandGrammar } from './match';
import { relativePoints } from './relative-points';
import { relativeSlot } from './relatives';

describe('relative pronouns, as a grammar book gives them', () => {
  it('take the role of the antecedent in the clause', () => {
    expect(relativeSlot('fr', 'subject', 'F').right).toEqual(['qui']);
    expect(relativeSlot('fr', 'object', 'M').right).toEqual(['que']);
    expect(relativeSlot('fr', 'about', 'M').right).toEqual(['dont']);
    expect(relativeSlot('it', 'about', 'M').right).toEqual(['di cui']);
    expect(relativeSlot('es', 'subject', 'F').wrong[0]).toBe('quien');
    expect(relativeSlot('pt', 'place', 'F').right).toEqual(['onde', 'em que']);
    expect(relativeSlot('en', 'subject', 'F').right).toEqual(['who', 'that']);
    expect(relativeSlot('en', 'subject', 'F').wrong[0]).toBe('which');
  });

  it('German: gender of the antecedent, case of its role (der Nachbar, den Film, in der Stadt)', () => {
    expect(relativeSlot('de', 'subject', 'M')).toEqual({ right: ['der'], wrong: ['den', 'was'] });
    expect(relativeSlot('de', 'object', 'M')).toEqual({ right: ['den'], wrong: ['der', 'was'] });
    expect(relativeSlot('de', 'object', 'N').right).toEqual(['das']);
    expect(relativeSlot('de', 'place', 'F')).toEqual({
      right: ['in der', 'wo'],
      wrong: ['in die', 'was'],
    });
  });
});

const requests: [string, LanguageCode, Level, string][] = [
  ['relative clauses (who, which, that)', 'en', 'B1', 'en.relative-pronouns'],
  ['relative pronouns', 'en', 'B1', 'en.relative-pronouns'],
  ['les pronoms relatifs qui, que, où, dont', 'fr', 'B1', 'fr.pronoms-relatifs'],
  ['relative pronouns', 'fr', 'A2', 'fr.pronoms-relatifs'],
  ['Relativsätze', 'de', 'B1', 'de.relativsaetze'],
  ['relative clauses', 'de', 'B1', 'de.relativsaetze'],
  ['pronomi relativi', 'it', 'B1', 'it.pronomi-relativi'],
  ['oraciones de relativo', 'es', 'B1', 'es.pronombres-relativos'],
  ['pronomes relativos', 'pt', 'B1', 'pt.pronomes-relativos'],
];

describe('relative pronouns asked for as teachers ask', () => {
  it.each(requests)('"%s" (%s %s): %s', (request, code, level, id) => {
    const understood = understandGrammar(request, code, level);
    expect(understood?.kind === 'point' ? understood.point.id : understood).toBe(id);
  });

  it.each([
    ['pronoms relatifs composés (lequel, auquel, duquel)', 'fr'],
    ['Relativpronomen im Genitiv', 'de'],
    ['non-defining relative clauses', 'en'],
  ] as const)('declines what the drill does not teach: "%s"', (request, code) => {
    const understood = understandGrammar(request, code, 'B2');
    expect(understood?.kind === 'unavailable' && understood.term.id).toBe('relative-advanced');
  });
});

describe.each(
  Object.values(relativePoints)
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
