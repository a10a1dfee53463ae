import * as GermanVerbs from 'german-verbs';
import { describe, expect, it } from 'vitest';
import { germanVerbs } from '../conjugation/conjugate';
import { subjects } from './clause';
import {
  frenchReflexivePast,
  frenchReflexivePresent,
  frenchSlot,
  germanReflexivePronoun,
  germanSlot,
  reflexiveVerbs,
} from './reflexive';
import { understoodAs } from './understood';

const subject = (id: string) => {
  const found = subjects.find((s) => s.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the French pronominal verbs, as a grammar book gives them', () => {
  it('present: the pronoun of the person, elided before a vowel', () => {
    expect(frenchReflexivePresent('lever', 0)).toBe('me lève');
    expect(frenchReflexivePresent('habiller', 0)).toBe("m'habille");
    expect(frenchReflexivePresent('promener', 3)).toBe('nous promenons');
    expect(frenchReflexivePresent('coucher', 5)).toBe('se couchent');
  });

  it('passé composé: être, and the participle agreeing with the subject', () => {
    expect(frenchReflexivePast('lever', 2, 'F')).toBe("s'est levée");
    expect(frenchReflexivePast('habiller', 0, 'M')).toBe('me suis habillé');
    expect(frenchReflexivePast('promener', 5, 'F')).toBe('se sont promenées');
    expect(frenchReflexivePast('coucher', 1, 'M')).toBe("t'es couché");
  });

  it('offers the slips a teacher corrects, never a right form', () => {
    expect(frenchSlot(subject('I'), 'lever', 'present')).toEqual({
      right: ['me lève'],
      // "se lève" is both the learner's "se" for every person and the third person's form.
      wrong: ['se lève', 'lève'],
    });
    // "je" may be a woman or a man: both agreements are right, neither is offered as wrong.
    expect(frenchSlot(subject('I'), 'lever', 'past')).toEqual({
      right: ['me suis levé', 'me suis levée'],
      wrong: ["m'ai levé", 'se suis levé'],
    });
    expect(frenchSlot(subject('she'), 'lever', 'past')).toEqual({
      right: ["s'est levée"],
      wrong: ["s'a levé", "s'est levé"],
    });
  });
});

describe('the German reflexive verbs', () => {
  it('take the accusative pronoun of the person', () => {
    expect([0, 1, 2, 3, 4, 5].map((p) => germanReflexivePronoun(p as 0))).toEqual([
      'mich',
      'dich',
      'sich',
      'uns',
      'euch',
      'sich',
    ]);
    expect(germanSlot(0, 'beeilen')).toEqual({
      right: ['beeile mich'],
      wrong: ['beeile sich', 'beeilt sich', 'beeile'],
    });
    expect(germanSlot(2, 'setzen').right).toEqual(['setzt sich']);
  });

  it('use verbs the dictionary knows and that cannot drop "sich"', () => {
    for (const verb of reflexiveVerbs.de) {
      expect(GermanVerbs.getVerbInfo(germanVerbs(), verb), verb).toBeDefined();
    }
  });

  it.each([
    ['verbes pronominaux', 'fr', 'fr.verbes-pronominaux'],
    ['les verbes pronominaux au passé composé', 'fr', 'fr.pronominaux-passe-compose'],
    ['reflexive Verben', 'de', 'de.reflexive-verben'],
  ] as const)('"%s" (%s) asks for %s', (input, code, id) => {
    expect(understoodAs(input, code, 'A2')).toBe(id);
  });
});
