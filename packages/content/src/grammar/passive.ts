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
import {
  conjugate,
  englishVerbs,
  frenchVerbs,
  germanVerbs,
  italianVerbs,
} from '../conjugation/conjugate';
import { participle } from '../conjugation/iberian';
import type { LanguageCode } from '../languages';
import { pick, type Random } from '../random';
import { articleSlot } from './articles';
import { capitalise, type Extra } from './clause';
import type { FormSentence, Slot } from './forms';
import { italianDefinite } from './italian-articles';
import type { Noun } from './nouns';

export type PassiveTense = 'present' | 'past';

/** Who does what to what, in one language: the thing (its gender and number), the verb, the agent. */
type Act = { noun: Noun; verb: string; agent: string };
type RomanceCode = 'es' | 'it' | 'pt';

/** Something done to a thing by someone, in the six languages. */
type Scene = Record<Exclude<LanguageCode, 'en'>, Act> & {
  en: { noun: string; plural: boolean; verb: string; agent: string };
};

const noun = (text: string, gender: Noun['gender'], en: string, lemma?: string): Noun => ({
  text,
  gender,
  en,
  ...(lemma ? { plural: true as const, lemma } : {}),
});

type ActArgs = [Noun, string, string];
const act = ([thing, verb, agent]: ActArgs): Act => ({ noun: thing, verb, agent });

const scene = (
  [fr, de, es, it, pt]: [ActArgs, ActArgs, ActArgs, ActArgs, ActArgs],
  en: [string, string, string],
): Scene => ({
  fr: act(fr),
  de: act(de),
  es: act(es),
  it: act(it),
  pt: act(pt),
  en: { noun: en[0], plural: de[0].plural === true, verb: en[1], agent: en[2] },
});

// Spanish and Portuguese verbs whose participle is regular or has one form only (escrito, feito):
// Portuguese "entregar", "limpar" or "pagar" take a short participle with ser (foi entregue).
export const scenes: readonly Scene[] = [
  scene(
    [
      [noun('musée', 'M', 'the museum'), 'visiter', 'par des milliers de touristes'],
      [noun('Museum', 'N', 'the museum'), 'besuchen', 'von Tausenden von Touristen'],
      [noun('museo', 'M', 'the museum'), 'visitar', 'por miles de turistas'],
      [noun('museo', 'M', 'the museum'), 'visitare', 'da migliaia di turisti'],
      [noun('museu', 'M', 'the museum'), 'visitar', 'por milhares de turistas'],
    ],
    ['the museum', 'visit', 'by thousands of tourists'],
  ),
  scene(
    [
      [noun('prix', 'M', 'the prizes', 'prix'), 'remettre', 'par le jury'],
      [noun('Preise', 'M', 'the prizes', 'Preis'), 'verleihen', 'von der Jury'],
      [noun('premios', 'M', 'the prizes', 'premio'), 'entregar', 'por el jurado'],
      [noun('premi', 'M', 'the prizes', 'premio'), 'consegnare', 'dalla giuria'],
      [noun('troféus', 'M', 'the prizes', 'troféu'), 'conceder', 'pelo júri'],
    ],
    ['the prizes', 'award', 'by the jury'],
  ),
  scene(
    [
      [noun('gâteau', 'M', 'the cake'), 'préparer', 'par ma grand-mère'],
      [noun('Kuchen', 'M', 'the cake'), 'backen', 'von meiner Großmutter'],
      [noun('tarta', 'F', 'the cake'), 'preparar', 'por mi abuela'],
      [noun('torta', 'F', 'the cake'), 'preparare', 'da mia nonna'],
      [noun('bolo', 'M', 'the cake'), 'fazer', 'pela minha avó'],
    ],
    ['the cake', 'bake', 'by my grandmother'],
  ),
  scene(
    [
      [noun('fenêtres', 'F', 'the windows', 'fenêtre'), 'nettoyer', 'par le gardien'],
      [noun('Fenster', 'N', 'the windows', 'Fenster'), 'putzen', 'vom Hausmeister'],
      [noun('ventanas', 'F', 'the windows', 'ventana'), 'limpiar', 'por el conserje'],
      [noun('finestre', 'F', 'the windows', 'finestra'), 'pulire', 'dal custode'],
      [noun('janelas', 'F', 'the windows', 'janela'), 'lavar', 'pelo porteiro'],
    ],
    ['the windows', 'clean', 'by the caretaker'],
  ),
  scene(
    [
      [noun('lettre', 'F', 'the letter'), 'écrire', 'par mon frère'],
      [noun('Brief', 'M', 'the letter'), 'schreiben', 'von meinem Bruder'],
      [noun('carta', 'F', 'the letter'), 'escribir', 'por mi hermano'],
      [noun('lettera', 'F', 'the letter'), 'scrivere', 'da mio fratello'],
      [noun('carta', 'F', 'the letter'), 'escrever', 'pelo meu irmão'],
    ],
    ['the letter', 'write', 'by my brother'],
  ),
  scene(
    [
      [noun('festival', 'M', 'the festival'), 'organiser', 'par les étudiants'],
      [noun('Festival', 'N', 'the festival'), 'organisieren', 'von den Studenten'],
      [noun('festival', 'M', 'the festival'), 'organizar', 'por los estudiantes'],
      [noun('festival', 'M', 'the festival'), 'organizzare', 'dagli studenti'],
      [noun('festival', 'M', 'the festival'), 'organizar', 'pelos estudantes'],
    ],
    ['the festival', 'organize', 'by the students'],
  ),
  scene(
    [
      [noun('maison', 'F', 'the house'), 'peindre', 'par mes parents'],
      [noun('Haus', 'N', 'the house'), 'streichen', 'von meinen Eltern'],
      [noun('casa', 'F', 'the house'), 'pintar', 'por mis padres'],
      [noun('casa', 'F', 'the house'), 'dipingere', 'dai miei genitori'],
      [noun('casa', 'F', 'the house'), 'pintar', 'pelos meus pais'],
    ],
    ['the house', 'paint', 'by my parents'],
  ),
  scene(
    [
      [noun('chansons', 'F', 'the songs', 'chanson'), 'chanter', 'par la chorale'],
      [noun('Lieder', 'N', 'the songs', 'Lied'), 'singen', 'vom Chor'],
      [noun('canciones', 'F', 'the songs', 'canción'), 'cantar', 'por el coro'],
      [noun('canzoni', 'F', 'the songs', 'canzone'), 'cantare', 'dal coro'],
      [noun('canções', 'F', 'the songs', 'canção'), 'cantar', 'pelo coro'],
    ],
    ['the songs', 'sing', 'by the choir'],
  ),
  scene(
    [
      [noun('arbres', 'M', 'the trees', 'arbre'), 'planter', 'par les enfants'],
      [noun('Bäume', 'M', 'the trees', 'Baum'), 'pflanzen', 'von den Kindern'],
      [noun('árboles', 'M', 'the trees', 'árbol'), 'plantar', 'por los niños'],
      [noun('alberi', 'M', 'the trees', 'albero'), 'piantare', 'dai bambini'],
      [noun('árvores', 'F', 'the trees', 'árvore'), 'plantar', 'pelas crianças'],
    ],
    ['the trees', 'plant', 'by the children'],
  ),
  scene(
    [
      [noun('voiture', 'F', 'the car'), 'réparer', 'par le mécanicien'],
      [noun('Auto', 'N', 'the car'), 'reparieren', 'vom Mechaniker'],
      [noun('coche', 'M', 'the car'), 'reparar', 'por el mecánico'],
      [noun('macchina', 'F', 'the car'), 'riparare', 'dal meccanico'],
      [noun('carro', 'M', 'the car'), 'reparar', 'pelo mecânico'],
    ],
    ['the car', 'repair', 'by the mechanic'],
  ),
  scene(
    [
      [noun('photos', 'F', 'the photos', 'photo'), 'prendre', 'par le professeur'],
      [noun('Fotos', 'N', 'the photos', 'Foto'), 'machen', 'vom Lehrer'],
      [noun('fotos', 'F', 'the photos', 'foto'), 'hacer', 'por el profesor'],
      [noun('foto', 'F', 'the photos', 'foto'), 'scattare', 'dal professore'],
      [noun('fotos', 'F', 'the photos', 'foto'), 'tirar', 'pelo professor'],
    ],
    ['the photos', 'take', 'by the teacher'],
  ),
  scene(
    [
      [noun('repas', 'M', 'the meal'), 'préparer', 'par mon père'],
      [noun('Essen', 'N', 'the meal'), 'kochen', 'von meinem Vater'],
      [noun('comida', 'F', 'the meal'), 'preparar', 'por mi padre'],
      [noun('pasto', 'M', 'the meal'), 'cucinare', 'da mio padre'],
      [noun('refeição', 'F', 'the meal'), 'preparar', 'pelo meu pai'],
    ],
    ['the meal', 'cook', 'by my father'],
  ),
];

/** The time that asks for the tense: a present habit, a finished past. */
const cues: Record<PassiveTense, Record<LanguageCode, string>> = {
  present: {
    fr: 'chaque année',
    de: 'jedes Jahr',
    en: 'every year',
    es: 'cada año',
    it: 'ogni anno',
    pt: 'todos os anos',
  },
  past: {
    fr: "l'année dernière",
    de: 'letztes Jahr',
    en: 'last year',
    es: 'el año pasado',
    it: "l'anno scorso",
    pt: 'no ano passado',
  },
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

type Agreement = Pick<Noun, 'gender' | 'plural'>;

/** The participle agreeing with its subject: escrita, pintados; Italian's from its dictionary (dipinte). */
export function romanceParticiple(code: RomanceCode, verb: string, thing: Agreement): string {
  const feminine = thing.gender === 'F';
  if (code === 'it') {
    const forms = (italianVerbs() as Record<string, { part?: { past?: Record<string, string> } }>)[
      verb
    ]?.part?.past;
    const form = forms?.[`${thing.plural ? 'P' : 'S'}${feminine ? 'F' : ''}`];
    if (!form) throw new Error(`The dictionary has no participle of "${verb}"`);
    return form;
  }
  // Every Spanish and Portuguese participle ends in -o (visitado, escrito, feito).
  return `${participle(code, verb).slice(0, -1)}${feminine ? 'a' : 'o'}${thing.plural ? 's' : ''}`;
}

const romanceTense: Record<RomanceCode, Record<PassiveTense, string>> = {
  es: { present: 'PRESENT', past: 'PRETERITE' },
  pt: { present: 'PRESENT', past: 'PRETERITE' },
  it: { present: 'PRESENTE', past: 'PASSATO_REMOTO' },
};

/**
 * ser/essere and the participle: es escrita, fue escrita; Italian's past is the passato prossimo,
 * "stato" agreeing too (è stata scritta).
 */
export function romancePassive(
  code: RomanceCode,
  verb: string,
  thing: Agreement,
  tense: PassiveTense,
): string {
  const person = personOf(thing.plural === true);
  const done = romanceParticiple(code, verb, thing);
  if (code === 'it') {
    const be =
      tense === 'present'
        ? conjugate('it', 'essere', 'PRESENTE', person)
        : conjugate(
            'it',
            'essere',
            'PASSATO_PROSSIMO',
            person,
            thing.gender === 'F' ? 'F' : 'M',
            'be',
          );
    return `${be.join(' ')} ${done}`;
  }
  return `${conjugate(code, 'ser', romanceTense[code][tense], person).join(' ')} ${done}`;
}

/**
 * The Romance slot. Italian also says the present with venire (viene scritta) and the past with
 * the passato remoto (fu scritta). Slips: the unagreed participle, estar for ser (*está escrita),
 * the other tense, the active voice (*la carta escribió).
 */
export function romanceSlot(
  code: RomanceCode,
  verb: string,
  thing: Agreement,
  tense: PassiveTense,
): Slot {
  const person = personOf(thing.plural === true);
  const right = romancePassive(code, verb, thing, tense);
  const done = romanceParticiple(code, verb, thing);
  const italian =
    code !== 'it'
      ? []
      : tense === 'present'
        ? [`${conjugate('it', 'venire', 'PRESENTE', person).join(' ')} ${done}`]
        : [`${conjugate('it', 'essere', 'PASSATO_REMOTO', person).join(' ')} ${done}`];
  const unagreed = romanceParticiple(
    code,
    verb,
    thing.gender === 'M' && !thing.plural ? { gender: 'F' } : { gender: 'M' },
  );
  const agreementSlip = [...right.split(' ').slice(0, -1), unagreed].join(' ');
  const estar =
    code !== 'it' && tense === 'present'
      ? [`${conjugate(code, 'estar', 'PRESENT', person).join(' ')} ${done}`]
      : [];
  const other = romancePassive(code, verb, thing, tense === 'present' ? 'past' : 'present');
  const active =
    code === 'it'
      ? conjugate('it', verb, 'PASSATO_PROSSIMO', person).join(' ')
      : conjugate(code, verb, romanceTense[code][tense], person).join(' ');
  return {
    right: [right, ...italian],
    wrong: distinct(right, [agreementSlip, ...estar, other, active]),
  };
}

export const englishParticiple = (verb: string) =>
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
  code: LanguageCode,
  tense: PassiveTense,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const chosen = pick(scenes, random);
  const cue = cues[tense][code];
  // "The museum is visited ... with some friends" reads as the friends visiting it.
  const kept = adverbials.filter((a) => a.id !== 'friends');
  const extra = kept.map((a) => a.text[code]);
  const english = chosen.en;
  const en = `${capitalise(english.noun)} ${englishPassive(english.verb, english.plural, tense)} ${[english.agent, cues[tense].en, ...kept.map((a) => a.text.en)].join(' ')}.`;
  const sentence = (words: string[]) => `${capitalise(words.filter(Boolean).join(' '))}.`;
  if (code === 'de') {
    const { noun: thing, verb, agent } = chosen.de;
    const subject = `${germanArticle(thing)} ${thing.text}`;
    const slot = germanSlot(thing.plural === true, tense);
    const participle = GermanVerbs.getPartizip2(germanVerbs(), verb);
    return {
      before: [subject],
      slot,
      noun: [cue, ...extra, agent, participle].join(' '),
      after: [],
      en,
      alsoRight: [sentence([cue, slot.right[0] ?? '', subject, ...extra, agent, participle])],
    };
  }
  const { subject, slot, agent } = subjectFirst(code, chosen, tense);
  return {
    before: [subject],
    slot,
    noun: [agent, cue, ...extra].join(' '),
    after: [],
    en,
    alsoRight: [sentence([`${cue},`, subject, slot.right[0] ?? '', agent, ...extra])],
  };
}

/** The subject with its article, the slot and the agent of a language that puts the subject first. */
function subjectFirst(
  code: Exclude<LanguageCode, 'de'>,
  chosen: Scene,
  tense: PassiveTense,
): { subject: string; slot: Slot; agent: string } {
  if (code === 'en') {
    const { noun: thing, verb, plural, agent } = chosen.en;
    return { subject: thing, slot: englishSlot(verb, plural, tense), agent };
  }
  const { noun: thing, verb, agent } = chosen[code];
  const article =
    code === 'fr'
      ? frenchArticle(thing)
      : `${(code === 'it' ? italianDefinite(thing) : articleSlot(code, 'definite', thing)).right[0] ?? ''} `;
  return {
    subject: `${article}${thing.text}`.replace("' ", "'"),
    slot: code === 'fr' ? frenchSlot(verb, thing, tense) : romanceSlot(code, verb, thing, tense),
    agent,
  };
}

/** Every auxiliary the passive points use: an item carries one (the eval looks for it). */
export const passiveAuxiliaries: Record<LanguageCode, Record<PassiveTense, readonly string[]>> = {
  fr: { present: ['est', 'sont'], past: ['a été', 'ont été'] },
  de: { present: ['wird', 'werden'], past: ['wurde', 'wurden'] },
  en: { present: ['is', 'are'], past: ['was', 'were'] },
  es: { present: ['es', 'son'], past: ['fue', 'fueron'] },
  it: {
    present: ['è', 'sono', 'viene', 'vengono'],
    past: ['è stato', 'è stata', 'sono stati', 'sono state', 'fu', 'furono'],
  },
  pt: { present: ['é', 'são'], past: ['foi', 'foram'] },
};

/** The nouns of the scenes, for the dictionary checks. */
export const passiveNouns = (code: Exclude<LanguageCode, 'en'>): readonly Noun[] =>
  scenes.map((s) => s[code].noun);
