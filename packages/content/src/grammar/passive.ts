/**
 * The passive in French, German and English, present and past: "Le musée est visité par des
 * milliers de touristes chaque année", "Das Museum wurde letztes Jahr von Tausenden von Touristen
 * besucht", "The letter was written by my brother last year". Every verb form comes from the
 * morphology libraries (french-verbs' passive voice, german-verbs' Partizip II and werden,
 * english-verbs-helper's participle), every article from the noun's gender and number (checked
 * against the dictionaries by forms.test.ts); only the scenes (who does what to what) are written
 * here. The drills plug into the form points (forms.ts): the slot is the verb group (in German the
 * finite werden, the participle standing at the end), the wrong options the learners' slips.
 */
import * as EnglishVerbs from 'english-verbs-helper';
import * as FrenchVerbs from 'french-verbs';
import * as GermanVerbs from 'german-verbs';
import { conjugate, englishVerbs, frenchVerbs, germanVerbs } from '../conjugation/conjugate';
import type { Random } from '../random';
import { capitalise, type Extra } from './clause';
import type { FormSentence, Slot } from './forms';
import type { Noun } from './nouns';

export type PassiveTense = 'present' | 'past';

/** Something done to a thing by someone, in the three languages. */
type Scene = {
  fr: { noun: Noun; verb: string; agent: string };
  de: { noun: Noun; verb: string; agent: string };
  en: { noun: string; plural: boolean; verb: string; agent: string };
};

const noun = (text: string, gender: Noun['gender'], en: string, lemma?: string): Noun => ({
  text,
  gender,
  en,
  ...(lemma ? { plural: true as const, lemma } : {}),
});

const scene = (
  fr: [Noun, string, string],
  de: [Noun, string, string],
  en: [string, string, string],
): Scene => ({
  fr: { noun: fr[0], verb: fr[1], agent: fr[2] },
  de: { noun: de[0], verb: de[1], agent: de[2] },
  en: { noun: en[0], plural: de[0].plural === true, verb: en[1], agent: en[2] },
});

export const scenes: readonly Scene[] = [
  scene(
    [noun('musée', 'M', 'the museum'), 'visiter', 'par des milliers de touristes'],
    [noun('Museum', 'N', 'the museum'), 'besuchen', 'von Tausenden von Touristen'],
    ['the museum', 'visit', 'by thousands of tourists'],
  ),
  scene(
    [noun('prix', 'M', 'the prizes', 'prix'), 'remettre', 'par le maire'],
    [noun('Preise', 'M', 'the prizes', 'Preis'), 'verleihen', 'vom Bürgermeister'],
    ['the prizes', 'award', 'by the mayor'],
  ),
  scene(
    [noun('gâteau', 'M', 'the cake'), 'préparer', 'par ma grand-mère'],
    [noun('Kuchen', 'M', 'the cake'), 'backen', 'von meiner Großmutter'],
    ['the cake', 'bake', 'by my grandmother'],
  ),
  scene(
    [noun('fenêtres', 'F', 'the windows', 'fenêtre'), 'nettoyer', 'par le gardien'],
    [noun('Fenster', 'N', 'the windows', 'Fenster'), 'putzen', 'vom Hausmeister'],
    ['the windows', 'clean', 'by the caretaker'],
  ),
  scene(
    [noun('lettre', 'F', 'the letter'), 'écrire', 'par mon frère'],
    [noun('Brief', 'M', 'the letter'), 'schreiben', 'von meinem Bruder'],
    ['the letter', 'write', 'by my brother'],
  ),
  scene(
    [noun('festival', 'M', 'the festival'), 'organiser', 'par les étudiants'],
    [noun('Festival', 'N', 'the festival'), 'organisieren', 'von den Studenten'],
    ['the festival', 'organize', 'by the students'],
  ),
  scene(
    [noun('maison', 'F', 'the house'), 'peindre', 'par mes parents'],
    [noun('Haus', 'N', 'the house'), 'streichen', 'von meinen Eltern'],
    ['the house', 'paint', 'by my parents'],
  ),
  scene(
    [noun('chansons', 'F', 'the songs', 'chanson'), 'chanter', 'par la chorale'],
    [noun('Lieder', 'N', 'the songs', 'Lied'), 'singen', 'vom Chor'],
    ['the songs', 'sing', 'by the choir'],
  ),
  scene(
    [noun('arbres', 'M', 'the trees', 'arbre'), 'planter', 'par les enfants'],
    [noun('Bäume', 'M', 'the trees', 'Baum'), 'pflanzen', 'von den Kindern'],
    ['the trees', 'plant', 'by the children'],
  ),
  scene(
    [noun('voiture', 'F', 'the car'), 'réparer', 'par le mécanicien'],
    [noun('Auto', 'N', 'the car'), 'reparieren', 'vom Mechaniker'],
    ['the car', 'repair', 'by the mechanic'],
  ),
  scene(
    [noun('photos', 'F', 'the photos', 'photo'), 'prendre', 'par le professeur'],
    [noun('Fotos', 'N', 'the photos', 'Foto'), 'machen', 'vom Lehrer'],
    ['the photos', 'take', 'by the teacher'],
  ),
  scene(
    [noun('repas', 'M', 'the meal'), 'préparer', 'par mon père'],
    [noun('Essen', 'N', 'the meal'), 'kochen', 'von meinem Vater'],
    ['the meal', 'cook', 'by my father'],
  ),
];

/** The time that asks for the tense: a present habit, a finished past. */
const cues: Record<PassiveTense, { fr: string; de: string; en: string }> = {
  present: { fr: 'chaque année', de: 'jedes Jahr', en: 'every year' },
  past: { fr: "l'année dernière", de: 'letztes Jahr', en: 'last year' },
};

const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};

/** The subject's person: the thing done to is "it" or "they". */
const personOf = (plural: boolean) => (plural ? 5 : 2);

/** le musée, la lettre, l'école, les photos: from the noun's gender, number and first letter. */
export function frenchArticle(noun: Noun): string {
  if (noun.plural) return 'les ';
  if (/^[aeiouyhàâéèêîôûœ]/i.test(noun.text)) return "l'";
  return noun.gender === 'F' ? 'la ' : 'le ';
}

/** der Brief, die Preise, das Museum: the nominative article from gender and number. */
export function germanArticle(noun: Noun): string {
  if (noun.plural) return 'die';
  return { M: 'der', F: 'die', N: 'das' }[noun.gender];
}

const frenchTense: Record<PassiveTense, FrenchVerbs.Tense> = {
  present: 'PRESENT',
  past: 'PASSE_COMPOSE',
};

/** The French passive: être (été) + the participle agreeing with the subject (est écrite). */
export function frenchPassive(
  verb: string,
  noun: Pick<Noun, 'gender' | 'plural'>,
  tense: PassiveTense,
): string {
  return FrenchVerbs.getConjugation(
    frenchVerbs(),
    verb,
    frenchTense[tense],
    personOf(noun.plural === true),
    { agreeGender: noun.gender === 'F' ? 'F' : 'M', agreeNumber: noun.plural ? 'P' : 'S' },
    false,
    undefined,
    undefined,
    'Pass',
  );
}

/** The French slot: the form, then the slips (no agreement, the other tense, the active voice). */
export function frenchSlot(verb: string, noun: Noun, tense: PassiveTense): Slot {
  const right = frenchPassive(verb, noun, tense);
  // The participle left in the masculine singular (*la lettre est écrit), or, for a masculine
  // singular subject, given the feminine (*le gâteau est préparée).
  const unagreed = frenchPassive(
    verb,
    noun.gender === 'M' && !noun.plural ? { gender: 'F' } : { gender: 'M' },
    tense,
  ).split(' ');
  const agreementSlip = [
    ...frenchPassive(verb, noun, tense).split(' ').slice(0, -1),
    unagreed.at(-1) ?? '',
  ].join(' ');
  const other = frenchPassive(verb, noun, tense === 'present' ? 'past' : 'present');
  // The active passé composé: *la lettre a écrit par mon frère.
  const active = FrenchVerbs.getConjugation(
    frenchVerbs(),
    verb,
    'PASSE_COMPOSE',
    personOf(noun.plural === true),
    { aux: 'AVOIR' },
    false,
    undefined,
    undefined,
    'Act',
  );
  return { right: [right], wrong: distinct(right, [agreementSlip, other, active]) };
}

/** The German werden: wird/werden (present), wurde/wurden (past). */
export function germanWerden(plural: boolean, tense: PassiveTense): string {
  return conjugate(
    'de',
    'werden',
    tense === 'present' ? 'PRASENS' : 'PRATERITUM',
    personOf(plural),
  ).join(' ');
}

/** The German slot: the finite werden; slips: the other number, the other tense, haben. */
export function germanSlot(plural: boolean, tense: PassiveTense): Slot {
  const right = germanWerden(plural, tense);
  const other = tense === 'present' ? 'past' : 'present';
  const haben = conjugate('de', 'haben', 'PRASENS', personOf(plural)).join(' ');
  return {
    right: [right],
    wrong: distinct(right, [germanWerden(!plural, tense), germanWerden(plural, other), haben]),
  };
}

const englishParticiple = (verb: string) =>
  EnglishVerbs.getConjugation(englishVerbs(), verb, 'PARTICIPLE_PAST', 0, {});
const englishPast = (verb: string) =>
  EnglishVerbs.getConjugation(englishVerbs(), verb, 'SIMPLE_PAST', 0, {});
const englishBe = (plural: boolean, tense: PassiveTense) =>
  conjugate(
    'en',
    'be',
    tense === 'present' ? 'SIMPLE_PRESENT' : 'SIMPLE_PAST',
    personOf(plural),
  ).join(' ');

/** The English passive: be + past participle (is visited, were taken). */
export function englishPassive(verb: string, plural: boolean, tense: PassiveTense): string {
  return `${englishBe(plural, tense)} ${englishParticiple(verb)}`;
}

/** The English slot; slips: the past for the participle (*was wrote), the other number, tense. */
export function englishSlot(verb: string, plural: boolean, tense: PassiveTense): Slot {
  const right = englishPassive(verb, plural, tense);
  const pastForParticiple = `${englishBe(plural, tense)} ${englishPast(verb)}`;
  return {
    right: [right],
    wrong: distinct(right, [
      pastForParticiple,
      englishPassive(verb, !plural, tense),
      englishPassive(verb, plural, tense === 'present' ? 'past' : 'present'),
    ]),
  };
}

/** The slips that differ from the right form and from each other. */
function distinct(right: string, slips: string[]): string[] {
  return slips.filter((slip, i) => slip !== right && slips.indexOf(slip) === i);
}

/**
 * One passive sentence with its slot. The cue of the tense closes the Romance and English
 * sentence and may open it ("Chaque année, le musée..."); German puts it in the middle field or
 * first, with werden before the subject ("Jedes Jahr wird das Museum..."): both orders are right.
 */
export function passiveSentence(
  code: 'fr' | 'de' | 'en',
  tense: PassiveTense,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const chosen = pick(scenes, random);
  const cue = cues[tense];
  // "The museum is visited ... with some friends" reads as the friends visiting it.
  const kept = adverbials.filter((a) => a.id !== 'friends');
  const extra = kept.map((a) => a.text[code]);
  const english = chosen.en;
  const en = `${capitalise(english.noun)} ${englishPassive(english.verb, english.plural, tense)} ${[english.agent, cue.en, ...kept.map((a) => a.text.en)].join(' ')}.`;
  const sentence = (words: string[]) => `${capitalise(words.filter(Boolean).join(' '))}.`;
  switch (code) {
    case 'fr': {
      const { noun: thing, verb, agent } = chosen.fr;
      const subject = `${frenchArticle(thing)}${thing.text}`.replace("' ", "'");
      const slot = frenchSlot(verb, thing, tense);
      const rest = [agent, cue.fr, ...extra];
      return {
        before: [subject],
        slot,
        noun: rest.join(' '),
        after: [],
        en,
        alsoRight: [sentence([`${cue.fr},`, subject, slot.right[0] ?? '', agent, ...extra])],
      };
    }
    case 'de': {
      const { noun: thing, verb, agent } = chosen.de;
      const subject = `${germanArticle(thing)} ${thing.text}`;
      const slot = germanSlot(thing.plural === true, tense);
      const participle = GermanVerbs.getPartizip2(germanVerbs(), verb);
      return {
        before: [subject],
        slot,
        noun: [cue.de, ...extra, agent, participle].join(' '),
        after: [],
        en,
        alsoRight: [sentence([cue.de, slot.right[0] ?? '', subject, ...extra, agent, participle])],
      };
    }
    case 'en': {
      const slot = englishSlot(english.verb, english.plural, tense);
      const rest = [english.agent, cue.en, ...extra];
      return {
        before: [english.noun],
        slot,
        noun: rest.join(' '),
        after: [],
        en,
        alsoRight: [sentence([cue.en, english.noun, slot.right[0] ?? '', english.agent, ...extra])],
      };
    }
  }
}

/** Every auxiliary the passive points use: an item carries one (the eval looks for it). */
export const passiveAuxiliaries = {
  fr: { present: ['est', 'sont'], past: ['a été', 'ont été'] },
  de: { present: ['wird', 'werden'], past: ['wurde', 'wurden'] },
  en: { present: ['is', 'are'], past: ['was', 'were'] },
} as const;

/** The nouns of the French and German scenes, for the dictionary checks. */
export const passiveNouns = {
  fr: scenes.map((s) => s.fr.noun),
  de: scenes.map((s) => s.de.noun),
};
