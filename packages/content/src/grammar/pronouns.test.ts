import { describe, expect, it } from 'vitest';
import { misspelledWords } from '../grading/spelling';
import type { LanguageCode, Level } from '../languages';
import { seededRandom } from '../random';
import { checkFormPoint, soundPoint } from './form-point-checks';
import { drillOf, withForm } from './forms';
import { understandGrammar } from './match';
import type { Noun } from './nouns';
import { pronounPoints } from './pronoun-points';
import {
  directSlot,
  doubleSlot,
  englishObjectSlot,
  germanAccusativeSlot,
  germanDativeSlot,
  indirectSlot,
  pronounDrills,
} from './pronouns';

const noun = (gender: Noun['gender'], plural = false): Noun => ({
  text: '',
  gender,
  en: '',
  ...(plural ? { plural: true } : {}),
});

describe('object pronouns, as a grammar book gives them', () => {
  it('direct: gender and number of the thing', () => {
    expect(directSlot('es', noun('F', true)).right).toEqual(['las']);
    expect(directSlot('fr', noun('M')).right).toEqual(['le']);
    expect(directSlot('it', noun('M', true)).right).toEqual(['li']);
    expect(directSlot('pt', noun('F')).right).toEqual(['a']);
    // The typical slip: the other gender, then the indirect pronoun (*le veo un libro).
    expect(directSlot('es', noun('M')).wrong.slice(0, 2)).toEqual(['la', 'le']);
    expect(germanAccusativeSlot(noun('M'))).toEqual({ right: ['ihn'], wrong: ['er', 'ihm'] });
    expect(englishObjectSlot(noun('F'))).toEqual({ right: ['her'], wrong: ['she', 'hers'] });
  });

  it('indirect: number (and Italian gender), never the direct pronoun', () => {
    expect(indirectSlot('es', noun('F'))).toEqual({ right: ['le'], wrong: ['la', 'les'] });
    expect(indirectSlot('fr', noun('M', true))).toEqual({
      right: ['leur'],
      wrong: ['les', 'lui', 'leurs'],
    });
    expect(indirectSlot('it', noun('F')).right).toEqual(['le']);
    expect(indirectSlot('it', noun('M', true)).right).toEqual(['gli']);
    expect(indirectSlot('pt', noun('M', true)).right).toEqual(['lhes']);
    expect(germanDativeSlot(noun('F')).right).toEqual(['ihr']);
    expect(germanDativeSlot(noun('M', true)).right).toEqual(['ihnen']);
  });

  it('two pronouns: se lo (not *le lo), glielo in one word, le lui in that order', () => {
    expect(doubleSlot('es', noun('M'), noun('F'))).toEqual({
      right: ['se lo'],
      wrong: ['le lo', 'lo le'],
    });
    expect(doubleSlot('it', noun('F'), noun('M')).right).toEqual(['gliela']);
    expect(doubleSlot('fr', noun('M', true), noun('M', true)).right).toEqual(['les leur']);
    expect(doubleSlot('fr', noun('F'), noun('M')).wrong).toContain('lui la');
  });

  it('asks in the question and answers with the pronoun: "¿Llevas el libro? Sí, lo llevo."', () => {
    const random = seededRandom(4);
    for (let index = 0; index < 20; index++) {
      const sentence = pronounDrills['es.direct-pronouns'].sentence(
        { id: 'I', person: 0, gender: 'M', eitherGender: true, text: {} },
        [],
        random,
      );
      expect(withForm(sentence, sentence.slot.right[0] ?? '')).toMatch(
        /^¿(Llevas|Necesitas) (el|la|los|las) \w+\? Sí, (lo|la|los|las) (llevo|necesito)\.$/,
      );
    }
  });

  it.each(['es', 'pt'] as const)('%s: the things are words of the dictionary', async (code) => {
    const words = drillOf(pronounPoints[code][0] as never).nouns.map((n) => n.text);
    expect(await misspelledWords(code, words)).toEqual([]);
  });
});

const requests: [string, LanguageCode, Level, string][] = [
  ['object pronouns', 'en', 'A2', 'en.object-pronouns'],
  ['subject and object pronouns', 'en', 'A1', 'en.object-pronouns'],
  ['les pronoms COD', 'fr', 'A2', 'fr.pronoms-cod'],
  ['les pronoms COI', 'fr', 'A2', 'fr.pronoms-coi'],
  ['les pronoms COD et COI', 'fr', 'A2', 'fr.pronoms-complements'],
  ['la place des doubles pronoms', 'fr', 'B1', 'fr.doubles-pronoms'],
  ['double object pronouns', 'fr', 'B1', 'fr.doubles-pronoms'],
  ['Personalpronomen im Akkusativ', 'de', 'A1', 'de.personalpronomen-akkusativ'],
  ['Personalpronomen im Dativ', 'de', 'A2', 'de.personalpronomen-dativ'],
  ['Personalpronomen im Akkusativ und Dativ', 'de', 'A2', 'de.personalpronomen-akkusativ-dativ'],
  ['pronomi diretti', 'it', 'A2', 'it.pronomi-diretti'],
  ['i pronomi indiretti', 'it', 'A2', 'it.pronomi-indiretti'],
  ['pronomi diretti e indiretti', 'it', 'A2', 'it.pronomi-complemento'],
  ['pronomi combinati (glielo, me lo)', 'it', 'B1', 'it.pronomi-combinati'],
  ['pronombres de complemento directo', 'es', 'A2', 'es.pronombres-objeto-directo'],
  ['los pronombres de objeto indirecto (le, les)', 'es', 'A2', 'es.pronombres-objeto-indirecto'],
  ['pronombres de objeto directo e indirecto', 'es', 'B1', 'es.pronombres-objeto'],
  ['se lo, se la: pronombres dobles', 'es', 'B1', 'es.pronombres-dobles'],
  ['direct object pronouns', 'es', 'A2', 'es.pronombres-objeto-directo'],
  ['pronomes de objeto direto', 'pt', 'A2', 'pt.pronomes-objeto-direto'],
  ['pronomes oblíquos átonos', 'pt', 'B1', 'pt.pronomes-objeto'],
  ['indirect object pronouns', 'pt', 'A2', 'pt.pronomes-objeto-indireto'],
];

describe('object pronouns asked for as teachers ask', () => {
  it.each(requests)('"%s" (%s %s): %s', (request, code, level, id) => {
    const understood = understandGrammar(request, code, level);
    expect(understood?.kind === 'point' ? understood.point.id : understood).toBe(id);
  });

  it('declines Portuguese proclisis and enclisis by name: the drill has only "não o levo"', () => {
    const understood = understandGrammar('colocação dos pronomes (próclise e ênclise)', 'pt', 'B1');
    expect(understood?.kind === 'unavailable' && understood.term.id).toBe('pronoun-placement');
  });
});

describe.each(
  Object.values(pronounPoints)
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
