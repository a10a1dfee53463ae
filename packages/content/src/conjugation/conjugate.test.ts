import { describe, expect, it } from 'vitest';
import { conjugate, type Person, reformed } from './conjugate';

const form = (code: 'en' | 'fr' | 'de', verb: string, tense: string, person: Person) =>
  conjugate(code, verb, tense, person).join(' ');

describe('the imperatives', () => {
  it('give the French tu, nous and vous forms, -er verbs without their -s', () => {
    expect(form('fr', 'manger', 'IMPERATIF', 1)).toBe('mange');
    expect(form('fr', 'aller', 'IMPERATIF', 1)).toBe('va');
    expect(form('fr', 'acheter', 'IMPERATIF', 1)).toBe('achète');
    expect(form('fr', 'prendre', 'IMPERATIF', 1)).toBe('prends');
    expect(form('fr', 'faire', 'IMPERATIF', 4)).toBe('faites');
    expect(form('fr', 'venir', 'IMPERATIF', 3)).toBe('venons');
    // Persons without an imperative take the present: a wrong option is still a form of the verb.
    expect(form('fr', 'aller', 'IMPERATIF', 5)).toBe('vont');
  });

  it('give the German du form with its -e, the short form where speakers drop it, and ihr', () => {
    expect(form('de', 'gehen', 'IMPERATIV', 1)).toBe('gehe');
    expect(form('de', 'gehen', 'IMPERATIV_KURZ', 1)).toBe('geh');
    expect(form('de', 'kommen', 'IMPERATIV_KURZ', 1)).toBe('komm');
    expect(form('de', 'kaufen', 'IMPERATIV_KURZ', 1)).toBe('kauf');
    // e/i verbs never had the -e; -d, -t and consonant + n keep it.
    expect(form('de', 'essen', 'IMPERATIV_KURZ', 1)).toBe('iss');
    expect(form('de', 'nehmen', 'IMPERATIV', 1)).toBe('nimm');
    expect(form('de', 'lesen', 'IMPERATIV', 1)).toBe('lies');
    expect(form('de', 'finden', 'IMPERATIV_KURZ', 1)).toBe('finde');
    expect(form('de', 'öffnen', 'IMPERATIV_KURZ', 1)).toBe('öffne');
    expect(form('de', 'vergessen', 'IMPERATIV', 1)).toBe('vergiss');
    expect(form('de', 'essen', 'IMPERATIV', 4)).toBe('esst');
    expect(form('de', 'gehen', 'IMPERATIV', 2)).toBe('geht');
  });

  it('give the English bare infinitive', () => {
    expect(form('en', 'go', 'IMPERATIVE', 1)).toBe('go');
  });
});

describe('the German 1996 spelling of the dictionary’s ß', () => {
  it.each([
    ['müssen', 'muß', 'muss'],
    ['müssen', 'müßt', 'müsst'],
    ['müssen', 'mußte', 'musste'],
    ['vergessen', 'vergißt', 'vergisst'],
    ['vergessen', 'vergeßt', 'vergesst'],
    ['essen', 'ißt', 'isst'],
    ['lassen', 'läßt', 'lässt'],
    ['lassen', 'laß', 'lass'],
    ['wissen', 'wußte', 'wusste'],
    ['schließen', 'schloß', 'schloss'],
    ['beißen', 'biß', 'biss'],
    ['gießen', 'goß', 'goss'],
  ])('writes ss after a short vowel: %s %s -> %s', (verb, old, spelled) => {
    expect(reformed(verb, old)).toBe(spelled);
  });

  it.each([
    ['essen', 'aß'],
    ['vergessen', 'vergaß'],
    ['essen', 'äße'],
    ['wissen', 'weiß'],
    ['lassen', 'ließ'],
    ['schließen', 'schließt'],
    ['stoßen', 'stößt'],
    ['grüßen', 'grüßt'],
    ['sitzen', 'saß'],
  ])('keeps ß after a long vowel or a diphthong: %s %s', (verb, spelled) => {
    expect(reformed(verb, spelled)).toBe(spelled);
  });

  it('reaches the forms the engine writes', () => {
    expect(form('de', 'gehen', 'MUESSEN_PRASENS', 1)).toBe('musst gehen');
    expect(form('de', 'vergessen', 'PRASENS', 2)).toBe('vergisst');
  });
});

describe('the modal verbs and periphrases', () => {
  it.each([
    ['fr', 'aller', 'POUVOIR_PRESENT', 0, 'peux aller'],
    ['fr', 'manger', 'DEVOIR_PRESENT', 5, 'doivent manger'],
    ['fr', 'venir', 'VOULOIR_PRESENT', 3, 'voulons venir'],
    ['fr', 'lire', 'DEVOIR_CONDITIONNEL', 1, 'devrais lire'],
    ['fr', 'aller', 'VOULOIR_CONDITIONNEL', 4, 'voudriez aller'],
    ['fr', 'aller', 'POUVOIR_SUBJONCTIF', 2, 'puisse aller'],
    ['de', 'gehen', 'MUESSEN_PRASENS', 2, 'muss gehen'],
    ['de', 'gehen', 'DUERFEN_PRASENS', 1, 'darfst gehen'],
    ['de', 'essen', 'SOLLEN_KONJUNKTIV2', 3, 'sollten essen'],
    ['de', 'kommen', 'MOEGEN_KONJUNKTIV2', 0, 'möchte kommen'],
    ['en', 'go', 'WANT_TO', 2, 'wants to go'],
    ['en', 'eat', 'ALLOWED_TO', 0, 'am allowed to eat'],
    ['en', 'go', 'WOULD_LIKE', 5, 'would like to go'],
  ] as const)('%s %s %s (person %i): %s', (code, verb, tense, person, expected) => {
    expect(form(code, verb, tense, person)).toBe(expected);
  });
});

describe('the English negatives', () => {
  it('contract "do" with "not" and keep the main verb bare', () => {
    expect(form('en', 'go', 'NEGATIVE_PRESENT', 2)).toBe("doesn't go");
    expect(form('en', 'eat', 'NEGATIVE_PRESENT', 0)).toBe("don't eat");
    expect(form('en', 'go', 'NEGATIVE_PRESENT_FULL', 2)).toBe('does not go');
    expect(form('en', 'take', 'NEGATIVE_PAST', 3)).toBe("didn't take");
    expect(form('en', 'take', 'NEGATIVE_PAST_FULL', 3)).toBe('did not take');
  });

  it('build the learner’s slip of a doubled tense for the wrong options', () => {
    expect(form('en', 'go', 'NEGATIVE_PRESENT_DOUBLED', 2)).toBe("doesn't goes");
    expect(form('en', 'eat', 'NEGATIVE_PAST_DOUBLED', 0)).toBe("didn't ate");
    expect(form('en', 'go', 'WOULD_LIKE_BARE', 2)).toBe('would like go');
    // "read" has its base for a past: the slip is then the present (*Yesterday she doesn't read).
    expect(form('en', 'read', 'NEGATIVE_PAST_DOUBLED', 2)).toBe("doesn't read");
    expect(form('en', 'go', 'DONT_HAVE_TO', 2)).toBe("doesn't have to go");
    expect(form('en', 'go', 'MUSTNT', 0)).toBe("mustn't go");
  });
});
