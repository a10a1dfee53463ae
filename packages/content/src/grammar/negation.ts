/**
 * Negation in French and German. French puts "ne" before the verb (the auxiliary in the passé
 * composé) and the negative word after it, "personne" after the participle; after it the
 * partitive and indefinite articles become "de", the definite one stays: "Léa ne mange jamais de
 * viande", "Je n'aime pas le fromage", "Je n'ai rien acheté", "Nous n'avons vu personne". German
 * negates a noun without an article or with "ein" by "kein", declined as "ein" is ("Anna trinkt
 * keinen Kaffee", "Das ist keine Jacke"), and the rest by "nicht": a verb, an adjective, a noun
 * with a definite or possessive article, a place ("Wir gehen heute nicht ins Kino", "Das ist nicht
 * mein Buch"). Verb forms come from the conjugation library, articles from the nouns' gender and
 * number (checked against the dictionaries by forms.test.ts); only the scenes are written here.
 */
import { conjugate, sayPresent } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import {
  articleNouns,
  articleSlot,
  englishIndefinite,
  frenchPartitive,
  frenchVowel,
} from './articles';
import { capitalise, type Extra, type Subject } from './clause';
import type { Drill, FormSentence, Slot } from './forms';
import { frenchFood, type Noun } from './nouns';

const n = (text: string, gender: Noun['gender'], en: string, more: Partial<Noun> = {}): Noun => ({
  text,
  gender,
  en,
  ...more,
});

const sentence = (words: readonly string[]) => `${capitalise(words.filter(Boolean).join(' '))}.`;

/** The slips that differ from the right form and from each other. */
const distinct = (right: string, slips: readonly string[]) =>
  slips.filter((slip, i) => slip !== right && slips.indexOf(slip) === i);

/**
 * "after a long day" fits a habit or a day's plan left undone; the other adverbials do not go with
 * a negation ("*ne voit personne avec des amis", "*trinkt ohne große Begeisterung keinen Kaffee").
 */
const fitting = (adverbials: readonly Extra[]) => adverbials.filter((a) => a.id === 'long-day');

/** An English verb and the preposition it takes ("listen to"). */
type English = [verb: string, particle?: string];

// ——— French ———

export type FrenchNegator = 'pas' | 'jamais' | 'plus' | 'rien' | 'personne';

/** What one watches or listens to, with the definite article: "la télévision", "le professeur". */
const frenchMedia: readonly Noun[] = [
  n('télévision', 'F', 'television', { verb: 'regarder' }),
  n('professeur', 'M', 'the teacher', { verb: 'écouter' }),
];

const englishOf: Record<string, English> = {
  manger: ['eat'],
  boire: ['drink'],
  acheter: ['buy'],
  aimer: ['like'],
  regarder: ['watch'],
  écouter: ['listen', 'to'],
  comprendre: ['understand'],
  dire: ['say'],
  voir: ['see'],
  attendre: ['wait', 'for'],
  appeler: ['call'],
  rencontrer: ['meet'],
};
/**
 * Foods opening with a consonant: the grader reads "de l'eau" for "d'eau" in a translation as a
 * rewording for the teacher to check, not as the slip it is.
 */
const frenchFoods = frenchFood.filter((noun) => !frenchVowel(noun.text));
/** Verbs whose object "rien" or "personne" can be. */
const somethingVerbs = ['comprendre', 'manger', 'acheter', 'dire'];
const somebodyVerbs = ['voir', 'attendre', 'appeler'];

/** "ne" elides before a vowel: n'aime, n'ai. */
const ne = (word: string) => (frenchVowel(word) ? `n'${word}` : `ne ${word}`);

type FrenchVerb = {
  /** The present form, or the auxiliary of the passé composé. */
  finite: string;
  participle?: string;
};

/** The article after the negation ("de", "le") and the one a learner puts there ("du", "de"). */
type ArticleAfter = { right: string; slip: string };

/**
 * The negation around the verb and the article it governs: "ne mange jamais de", "n'a pas mangé
 * de", "n'ai rien acheté", "n'avons vu personne". The typical slip first, one that changes a word
 * (the affirmative's article, "pas" beside "rien"), as a correction that only moves a word would
 * read as a sentence left as it was; then "ne" not elided, the negative word misplaced (in the
 * passé composé), the negative word the cue does not ask for (a slip only beside the cue).
 */
export function frenchNegation(
  { finite, participle }: FrenchVerb,
  negator: FrenchNegator,
  other: FrenchNegator,
  article?: ArticleAfter,
): Slot {
  const say = (words: (string | undefined)[]) => words.filter(Boolean).join(' ');
  const around = (negative: string, articleText = article?.right, first = ne(finite)) =>
    say(
      participle === undefined
        ? [first, negative, articleText]
        : negative === 'personne'
          ? [first, participle, negative, articleText]
          : [first, negative, participle, articleText],
    );
  const right = around(negator);
  const pronoun = negator === 'rien' || negator === 'personne';
  const kept = article && around(negator, article.slip);
  const doubled = pronoun && say([ne(finite), 'pas', participle, negator]);
  const unelided = frenchVowel(finite) && around(negator, article?.right, `ne ${finite}`);
  const misplaced =
    participle === undefined
      ? say(['ne', negator, finite, article?.right])
      : say([
          ne(finite),
          ...(negator === 'personne' ? [negator, participle] : [participle, negator]),
          article?.right,
        ]);
  const slips = participle
    ? [kept || doubled, misplaced, unelided, around(other)]
    : [kept || doubled, unelided, around(other), misplaced];
  return {
    right: [right],
    wrong: distinct(
      right,
      slips.filter((slip): slip is string => Boolean(slip)),
    ),
  };
}

/** "Emma never eats meat", "We didn't see anybody": the English of a French sentence. */
function frenchInEnglish(
  subject: Subject,
  [verb, particle]: English,
  negator: FrenchNegator,
  object: string,
  past: boolean,
  adverbials: readonly Extra[],
): string {
  const what = negator === 'rien' ? 'anything' : negator === 'personne' ? 'anybody' : object;
  const doNot = past ? "didn't" : subject.person === 2 ? "doesn't" : "don't";
  const verbGroup =
    negator === 'jamais' && !past
      ? ['never', sayPresent('en', verb, subject.person)]
      : [doNot, verb];
  return sentence([
    subject.text.en ?? '',
    ...verbGroup,
    particle ?? '',
    what,
    negator === 'plus' ? 'anymore' : '',
    ...adverbials.map((a) => a.text.en),
  ]);
}

/** What a French sentence negates: its verb, object (with the article after the negation), negator. */
type FrenchScene = {
  verb: string;
  negator: FrenchNegator;
  other: FrenchNegator;
  noun?: Noun;
  article?: ArticleAfter;
  /** Whether "after a long day" fits ("*n'aime pas le fromage après une longue journée"). */
  timed: boolean;
};

/** Negators of a sentence with an object, each with the one a blank offers beside it. */
const withObject: readonly [FrenchNegator, FrenchNegator][] = [
  ['pas', 'jamais'],
  ['jamais', 'plus'],
  ['plus', 'pas'],
];

/** One scene: a food taken or bought (pas de), liked or watched (le), or nothing and nobody. */
function frenchScene(past: boolean, random: Random): FrenchScene {
  const roll = random();
  if (roll < 0.3) {
    const negator = random() < 0.5 ? 'rien' : 'personne';
    const verbs =
      negator === 'rien' ? somethingVerbs : [...somebodyVerbs, ...(past ? ['rencontrer'] : [])];
    return {
      verb: pick(verbs, random),
      negator,
      other: negator === 'rien' ? 'personne' : 'rien',
      timed: true,
    };
  }
  // The passé composé says what did not happen: "n'a pas mangé de viande".
  const [negator, other] = past ? (['pas', 'jamais'] as const) : pick(withObject, random);
  if (roll < 0.75 || past) {
    const noun = pick(frenchFoods, random);
    const {
      right: [after = ''],
      wrong: [kept = ''],
    } = frenchPartitive(noun, true);
    return {
      verb: random() < 0.25 ? 'acheter' : (noun.verb ?? 'manger'),
      negator,
      other,
      noun,
      article: { right: after, slip: kept },
      timed: true,
    };
  }
  // A definite article stays after the negation: the slip is "de" ("*n'aime pas de fromage").
  const liked = random() < 0.5;
  const noun = pick(liked ? frenchFoods : frenchMedia, random);
  const [the = ''] = articleSlot('fr', 'definite', noun).right;
  const [de = ''] = frenchPartitive(noun, true).right;
  // One likes a food "no more", not "never".
  const [likedNegator, likedOther] =
    negator === 'jamais' ? (['pas', 'plus'] as const) : [negator, other];
  return liked
    ? {
        verb: 'aimer',
        negator: likedNegator,
        other: likedOther,
        noun,
        article: { right: the, slip: de },
        timed: false,
      }
    : {
        verb: noun.verb ?? 'regarder',
        negator,
        other,
        noun,
        article: { right: the, slip: de },
        timed: true,
      };
}

/** A French negative sentence in the present or, one time in four, the passé composé. */
export function frenchNegationSentence(
  subject: Subject,
  given: readonly Extra[],
  random: Random,
): FormSentence {
  const past = random() < 0.25;
  const scene = frenchScene(past, random);
  const [finite = '', participle] = past
    ? conjugate('fr', scene.verb, 'PASSE_COMPOSE', subject.person)
    : [sayPresent('fr', scene.verb, subject.person)];
  const adverbials = scene.timed ? fitting(given) : [];
  const en = frenchInEnglish(
    subject,
    englishOf[scene.verb] ?? [scene.verb],
    scene.negator,
    scene.noun?.en ?? '',
    past,
    adverbials,
  );
  return {
    before: [subject.text.fr ?? ''],
    slot: frenchNegation({ finite, participle }, scene.negator, scene.other, scene.article),
    noun: scene.noun?.text ?? '',
    after: adverbials.map((a) => a.text.fr),
    en,
    cue: `ne … ${scene.negator}`,
  };
}

// ——— German ———

type Case = 'nominative' | 'accusative';
type Agreement = 'M' | 'F' | 'N' | 'P';
const agreementOf = (noun: Noun): Agreement => (noun.plural ? 'P' : noun.gender);

/** kein declines as ein does, and has a plural: keine. */
const keinForms: Record<Case, Record<Agreement, string>> = {
  nominative: { M: 'kein', F: 'keine', N: 'kein', P: 'keine' },
  accusative: { M: 'keinen', F: 'keine', N: 'kein', P: 'keine' },
};

/** The ending a learner gives each form: kein for keinen, keinen for a neuter's kein, kein for keine. */
const endingSlip: Record<Case, Record<Agreement, string>> = {
  nominative: { M: 'keinen', F: 'kein', N: 'keinen', P: 'kein' },
  accusative: { M: 'kein', F: 'kein', N: 'keinen', P: 'kein' },
};

/**
 * kein with the noun's gender, number and case. A countable noun's typical slip is "nicht" for
 * "kein" (*Ich habe nicht Hund); for a food or drink, "nicht Kaffee" may contrast ("nicht
 * Kaffee, sondern Tee"), so its slips are the wrong endings only.
 */
export function keinSlot(noun: Noun, kase: Case, countable: boolean): Slot {
  const agreement = agreementOf(noun);
  const right = keinForms[kase][agreement];
  const endings = distinct(right, [endingSlip[kase][agreement], 'kein', 'keinen', 'keine']);
  const nicht = countable && !noun.plural ? ['nicht'] : [];
  return { right: [right], wrong: [...nicht, ...endings] };
}

/** nicht, where a learner puts kein (*ist kein heiß) or the answer word nein. */
const nichtSlot: Slot = { right: ['nicht'], wrong: ['kein', 'nein'] };

/** Food and drink taken without an article: "keinen Kaffee", "kein Fleisch". */
const germanGroceries: readonly Noun[] = [
  n('Kaffee', 'M', 'coffee', { verb: 'trinken' }),
  n('Tee', 'M', 'tea', { verb: 'trinken' }),
  n('Saft', 'M', 'juice', { verb: 'trinken' }),
  n('Milch', 'F', 'milk', { verb: 'trinken' }),
  n('Limonade', 'F', 'lemonade', { verb: 'trinken' }),
  n('Bier', 'N', 'beer', { verb: 'trinken' }),
  n('Käse', 'M', 'cheese', { verb: 'essen' }),
  n('Schokolade', 'F', 'chocolate', { verb: 'essen' }),
  n('Fleisch', 'N', 'meat', { verb: 'essen' }),
  n('Obst', 'N', 'fruit', { verb: 'essen' }),
];

/** Things one has or has not: "keinen Hund", "keine Katze", "kein Auto". */
const germanBelongings: readonly Noun[] = [
  n('Hund', 'M', 'a dog'),
  n('Garten', 'M', 'a garden'),
  n('Katze', 'F', 'a cat'),
  n('Auto', 'N', 'a car'),
  n('Fahrrad', 'N', 'a bike'),
];

/** Things said not to be so: "Der Kaffee ist nicht heiß". */
const qualities: readonly { noun: Noun; adjective: string; en: string }[] = [
  { noun: n('Kaffee', 'M', 'the coffee'), adjective: 'heiß', en: 'hot' },
  { noun: n('Film', 'M', 'the film'), adjective: 'langweilig', en: 'boring' },
  { noun: n('Suppe', 'F', 'the soup'), adjective: 'warm', en: 'warm' },
  { noun: n('Wohnung', 'F', 'the apartment'), adjective: 'groß', en: 'big' },
  { noun: n('Zimmer', 'N', 'the room'), adjective: 'teuer', en: 'expensive' },
  { noun: n('Buch', 'N', 'the book'), adjective: 'interessant', en: 'interesting' },
];

/** Where one is not going today: a place with its preposition and article, as said. */
const destinations: readonly [de: string, en: string][] = [
  ['ins Kino', 'to the movies'],
  ['in die Schule', 'to school'],
  ['ins Schwimmbad', 'to the swimming pool'],
  ['in den Park', 'to the park'],
  ['zum Arzt', 'to the doctor'],
  ['in die Stadt', 'into town'],
];

/** What one is not doing today: "Lukas kommt heute nicht". */
const activities: readonly [de: string, en: string][] = [
  ['kommen', 'coming'],
  ['arbeiten', 'working'],
  ['schwimmen', 'swimming'],
];

const definiteAccusative: Record<Agreement, string> = { M: 'den', F: 'die', N: 'das', P: 'die' };
const definiteNominative: Record<Agreement, string> = { M: 'der', F: 'die', N: 'das', P: 'die' };
const my: Record<Agreement, string> = { M: 'mein', F: 'meine', N: 'mein', P: 'meine' };

const doNot = (subject: Subject) => (subject.person === 2 ? "doesn't" : "don't");
const be = (subject: Subject) => sayPresent('en', 'be', subject.person);

/** A German negative sentence: kein before a noun (half of them), nicht before the rest. */
export function germanNegationSentence(
  subject: Subject,
  given: readonly Extra[],
  random: Random,
): FormSentence {
  const who = subject.text.de ?? '';
  const whoEn = subject.text.en ?? '';
  const adverbials = fitting(given);
  const de = adverbials.map((a) => a.text.de);
  const en = adverbials.map((a) => a.text.en);
  const roll = random();
  if (roll < 0.25) {
    const noun = pick(germanGroceries, random);
    const verb = noun.verb ?? 'essen';
    return {
      before: [who, sayPresent('de', verb, subject.person), ...de],
      slot: keinSlot(noun, 'accusative', false),
      noun: noun.text,
      after: [],
      en: sentence([whoEn, doNot(subject), verb === 'essen' ? 'eat' : 'drink', noun.en, ...en]),
    };
  }
  if (roll < 0.4) {
    const noun = pick(germanBelongings, random);
    return {
      before: [who, sayPresent('de', 'haben', subject.person)],
      slot: keinSlot(noun, 'accusative', true),
      noun: noun.text,
      after: [],
      en: sentence([whoEn, doNot(subject), 'have', noun.en]),
    };
  }
  if (roll < 0.55) {
    // "Das ist kein Kuli", "Das sind keine Bücher": the nominative.
    const noun = pick(articleNouns.de, random);
    return {
      before: ['Das', noun.plural ? 'sind' : 'ist'],
      slot: keinSlot(noun, 'nominative', true),
      noun: noun.text,
      after: [],
      en: noun.plural
        ? sentence(['These are not', noun.en])
        : sentence(['This is not', englishIndefinite(noun.en), noun.en]),
    };
  }
  if (roll < 0.65) {
    const noun = pick(articleNouns.de, random);
    return {
      before: ['Das', noun.plural ? 'sind' : 'ist'],
      slot: nichtSlot,
      noun: `${my[agreementOf(noun)]} ${noun.text}`,
      after: [],
      en: sentence([noun.plural ? 'These are not my' : 'This is not my', noun.en]),
    };
  }
  if (roll < 0.75) {
    const { noun, adjective, en: quality } = pick(qualities, random);
    return {
      before: [definiteNominative[agreementOf(noun)], noun.text, 'ist'],
      slot: nichtSlot,
      noun: adjective,
      after: [],
      en: sentence([noun.en, 'is not', quality]),
    };
  }
  if (roll < 0.85) {
    const [place, to] = pick(destinations, random);
    const goes = sayPresent('de', 'gehen', subject.person);
    return {
      before: [who, goes, 'heute', ...de],
      slot: nichtSlot,
      noun: place,
      after: [],
      en: sentence([whoEn, be(subject), 'not going', to, 'today', ...en]),
      alsoRight: [sentence(['Heute', goes, who, ...de, 'nicht', place])],
    };
  }
  if (roll < 0.93) {
    // "nicht" ends a sentence whose verb it negates, or follows a definite object.
    const [verb, doing] = pick(activities, random);
    const does = sayPresent('de', verb, subject.person);
    return {
      before: [who, does, 'heute'],
      slot: nichtSlot,
      noun: '',
      after: [],
      en: sentence([whoEn, be(subject), 'not', doing, 'today']),
      alsoRight: [sentence(['Heute', does, who, 'nicht'])],
    };
  }
  const noun = pick(germanGroceries, random);
  const verb = noun.verb ?? 'essen';
  return {
    before: [
      who,
      sayPresent('de', verb, subject.person),
      ...de,
      definiteAccusative[agreementOf(noun)],
      noun.text,
    ],
    slot: nichtSlot,
    noun: '',
    after: [],
    en: sentence([
      whoEn,
      doNot(subject),
      verb === 'essen' ? 'eat' : 'drink',
      'the',
      noun.en,
      ...en,
    ]),
  };
}

export const negationDrills = {
  'fr.negation': {
    paradigm: ['ne', "n'", 'pas', 'jamais', 'plus', 'rien', 'personne'],
    nouns: [...frenchFoods, ...frenchMedia],
    sentence: frenchNegationSentence,
  },
  'de.negation': {
    paradigm: ['nicht', 'kein', 'keine', 'keinen'],
    nouns: [
      ...germanGroceries,
      ...germanBelongings,
      ...articleNouns.de,
      ...qualities.map((quality) => quality.noun),
    ],
    sentence: germanNegationSentence,
  },
} satisfies Record<string, Drill>;

export type NegationDrillId = keyof typeof negationDrills;
