import { conjugate, type Person } from '../conjugation/conjugate';
import type { LanguageCode, Level } from '../languages';
import { pick, type Random, shuffle } from '../random';
import type { WritingVariation } from '../schemas';
import { articleDrills, frenchPartitive, frenchVowel, germanIndefinite } from './articles';
import { beHaveDrills } from './be-have';
import { causativeDrills } from './causative';
import { ciNeDrills } from './ci-ne';
import {
  atOrBelow,
  capitalise,
  type Extra,
  extras,
  extrasAt,
  namedAs,
  type Subject,
  subjects,
} from './clause';
import { comparisonDrills } from './comparison';
import { connectorDrills } from './connectors';
import { demonstrativeDrills } from './demonstratives';
import { englishBasicsDrills } from './english-basics';
import { esserciDrills } from './esserci';
import { gustarDrills } from './gustar';
import { hayEstarDrills } from './hay-estar';
import { italianDefinite, italianIndefinite, italianToThe } from './italian-articles';
import type { ItemRequest, WritingItem } from './items';
import { negationDrills } from './negation';
import {
  frenchFood,
  frenchGames,
  frenchPlaces,
  germanDativePlaces,
  germanFood,
  germanPlaces,
  italianOrders,
  italianPlaces,
  italianShopping,
  type Noun,
} from './nouns';
import type { FormDrillId, FormPoint } from './point';
import { politeDrills } from './polite';
import { possessiveDrills } from './possessives';
import { pronounDrills } from './pronouns';
import { questionDrills } from './questions';
import { relativeDrills } from './relatives';
import { sePassiveDrills } from './se-passive';
import { verbDrills } from './verb-drills';
import { yEnDrills } from './y-en';

/** The word(s) a form point drills: the right forms (the first is the key), then wrong ones, the typical slip first. */
export type Slot = { right: string[]; wrong: string[] };

/** A drill sentence: words before the slot, the slot, the noun and what follows; and in English. */
export type FormSentence = {
  before: string[];
  slot: Slot;
  noun: string;
  after: string[];
  en: string;
  /** Other right sentences with the key's form: another order of the words ("Chaque année, ..."). */
  alsoRight?: string[];
  /** The word the blank's options come from, shown before them: "(einladen) (lade / lädt / einlade)". */
  cue?: string;
};

export type Drill = {
  /** Every form the point teaches (the eval looks for one in each item). */
  paradigm: readonly string[];
  /** The nouns the drill uses, for the dictionary checks. */
  nouns: readonly Noun[];
  /** `level` for drills whose set grows with it (gustar: molestar and parecer from B1). */
  sentence: (
    subject: Subject,
    adverbials: readonly Extra[],
    random: Random,
    level: Level,
  ) => FormSentence;
};

const present: Record<LanguageCode, string> = {
  en: 'SIMPLE_PRESENT',
  fr: 'PRESENT',
  de: 'PRASENS',
  it: 'PRESENTE',
  es: 'PRESENT',
  pt: 'PRESENT',
};
const say = (code: LanguageCode, verb: string, person: Person) =>
  conjugate(code, verb, present[code], person).join(' ');

const subjectText = (code: LanguageCode, subject: Subject) => subject.text[code] ?? '';

/** "Emma doesn't eat bread", "Emma eats bread": English for the drill's sentence. */
function english(
  subject: Subject,
  verb: string,
  rest: string,
  adverbials: readonly Extra[],
  negative = false,
): string {
  const verbText = negative
    ? `${subject.person === 2 ? "doesn't" : "don't"} ${verb}`
    : say('en', verb, subject.person);
  const words = [subjectText('en', subject), verbText, rest, ...adverbials.map((a) => a.text.en)];
  return sentence(words.join(' '));
}

/** A sentence with its full stop; a question keeps its question mark ("Könntest du ...?"). */
const sentence = (text: string) => `${capitalise(text)}${text.endsWith('?') ? '' : '.'}`;

/** Romance sentences put the adverbials after the noun, German ones before the slot. */
function frame(
  code: LanguageCode,
  before: string[],
  slot: Slot,
  noun: string,
  adverbials: readonly Extra[],
  en: string,
): FormSentence {
  const words = adverbials.map((a) => a.text[code]);
  return code === 'de'
    ? { before: [...before, ...words], slot, noun, after: [], en }
    : { before, slot, noun, after: words, en };
}

/** à + article: au cinéma, à la plage, à l'école, aux toilettes (the slip: *à le, *à les). */
export function frenchToThe(noun: Noun): Slot {
  if (noun.plural) return { right: ['aux'], wrong: ['à les', 'au'] };
  if (frenchVowel(noun.text)) {
    return { right: ["à l'"], wrong: [noun.gender === 'M' ? 'au' : 'à la', 'à le'] };
  }
  return noun.gender === 'M'
    ? { right: ['au'], wrong: ['à le', 'à la'] }
    : { right: ['à la'], wrong: ['au', 'à le'] };
}

type Gendered = Record<'M' | 'F' | 'N', string>;
const germanAccusative: Record<string, Gendered> = {
  in: { M: 'in den', F: 'in die', N: 'ins' },
  an: { M: 'an den', F: 'an die', N: 'ans' },
  auf: { M: 'auf den', F: 'auf die', N: 'aufs' },
};
const germanDative: Record<string, Gendered> = {
  in: { M: 'im', F: 'in der', N: 'im' },
  an: { M: 'am', F: 'an der', N: 'am' },
  auf: { M: 'auf dem', F: 'auf der', N: 'auf dem' },
  zu: { M: 'zum', F: 'zur', N: 'zum' },
  mit: { M: 'mit dem', F: 'mit der', N: 'mit dem' },
};
/** Contractions and their full forms, both right: "ins Kino" and "in das Kino". */
const germanFull: Record<string, string> = {
  ins: 'in das',
  ans: 'an das',
  aufs: 'auf das',
  im: 'in dem',
  am: 'an dem',
  zum: 'zu dem',
  zur: 'zu der',
};
const withFull = (form: string) => [form, ...(germanFull[form] ? [germanFull[form]] : [])];
/** A gender whose form differs from the noun's in both cases (der and das share im, dem). */
const otherGender = { M: 'F', F: 'M', N: 'F' } as const;

/** Wohin? accusative (in den Park); wo? dative (im Park); the slips are the other case and gender. */
export function germanTwoWay(noun: Noun, where: boolean): Slot {
  const preposition = noun.preposition ?? 'in';
  const [asked, other] = where
    ? [germanDative[preposition], germanAccusative[preposition]]
    : [germanAccusative[preposition], germanDative[preposition]];
  if (!asked || !other) throw new Error(`No two-way forms of ${preposition}`);
  const gender = noun.gender;
  return { right: withFull(asked[gender]), wrong: [other[gender], asked[otherGender[gender]]] };
}

/** zu and mit take the dative: zum Bahnhof, zur Schule, mit dem Bus (slips: *zu den, *mit die). */
export function germanDativeSlot(noun: Noun): Slot {
  const preposition = noun.preposition ?? 'zu';
  const forms = germanDative[preposition];
  if (!forms) throw new Error(`No dative forms of ${preposition}`);
  const accusative = { M: 'den', F: 'die', N: 'das' }[noun.gender];
  return {
    right: withFull(forms[noun.gender]),
    wrong: [`${preposition} ${accusative}`, forms[otherGender[noun.gender]]],
  };
}

/** "je" and "ne" elide before a vowel: j'achète, n'achète. */
const frenchVerbPhrase = (subject: Subject, verb: string, negative: boolean) => {
  const form = say('fr', verb, subject.person);
  const who = subjectText('fr', subject);
  const negated = negative ? `${frenchVowel(form) ? "n'" : 'ne '}${form} pas` : form;
  return who === 'je' && frenchVowel(negated) ? [`j'${negated}`] : [who, negated];
};

const englishVerb: Record<string, string> = {
  aller: 'go',
  jouer: 'play',
  manger: 'eat',
  boire: 'drink',
  acheter: 'buy',
  gehen: 'go',
  fahren: 'go',
  sein: 'be',
  essen: 'eat',
  trinken: 'drink',
  kaufen: 'buy',
  andare: 'go',
  comprare: 'buy',
  ordinare: 'order',
};
const en = (verb: string) => englishVerb[verb] ?? verb;

const drills: Record<FormDrillId, Drill> = {
  ...possessiveDrills,
  ...comparisonDrills,
  ...connectorDrills,
  ...politeDrills,
  ...pronounDrills,
  ...relativeDrills,
  ...articleDrills,
  ...englishBasicsDrills,
  ...beHaveDrills,
  ...verbDrills,
  ...sePassiveDrills,
  ...negationDrills,
  ...gustarDrills,
  ...esserciDrills,
  ...hayEstarDrills,
  ...questionDrills,
  ...demonstrativeDrills,
  ...causativeDrills,
  ...yEnDrills,
  ...ciNeDrills,
  'fr.contracted-articles': {
    paradigm: ['au', 'à la', "à l'", 'aux'],
    nouns: [...frenchPlaces, ...frenchGames],
    sentence(subject, adverbials, random) {
      const game = random() < 0.3;
      const noun = pick(game ? frenchGames : frenchPlaces, random);
      const verb = game ? 'jouer' : 'aller';
      return frame(
        'fr',
        frenchVerbPhrase(subject, verb, false),
        frenchToThe(noun),
        noun.text,
        adverbials,
        english(subject, en(verb), noun.en, adverbials),
      );
    },
  },
  'fr.partitive': {
    paradigm: ['du', 'de la', "de l'", 'des', 'pas de', "pas d'"],
    nouns: frenchFood,
    sentence(subject, adverbials, random) {
      const noun = pick(frenchFood, random);
      const negative = random() < 0.35;
      const verb = random() < 0.25 ? 'acheter' : (noun.verb ?? 'manger');
      return frame(
        'fr',
        frenchVerbPhrase(subject, verb, negative),
        frenchPartitive(noun, negative),
        noun.text,
        adverbials,
        english(subject, en(verb), noun.en, adverbials, negative),
      );
    },
  },
  'de.two-way-prepositions': {
    paradigm: [germanAccusative, germanDative]
      .flatMap((table) => ['in', 'an', 'auf'].flatMap((p) => Object.values(table[p] ?? {})))
      .flatMap(withFull),
    nouns: germanPlaces,
    sentence(subject, adverbials, random) {
      const noun = pick(germanPlaces, random);
      const where = random() < 0.5;
      const verb = where ? 'sein' : (noun.verb ?? 'gehen');
      return frame(
        'de',
        [subjectText('de', subject), say('de', verb, subject.person)],
        germanTwoWay(noun, where),
        noun.text,
        adverbials,
        english(subject, en(verb), where ? (noun.enAt ?? noun.en) : noun.en, adverbials),
      );
    },
  },
  'de.accusative-article': {
    paradigm: ['einen', 'eine', 'ein'],
    nouns: germanFood,
    sentence(subject, adverbials, random) {
      const noun = pick(germanFood, random);
      const verb = random() < 0.3 ? 'kaufen' : (noun.verb ?? 'kaufen');
      return frame(
        'de',
        [subjectText('de', subject), say('de', verb, subject.person)],
        germanIndefinite(noun),
        noun.text,
        adverbials,
        english(subject, en(verb), noun.en, adverbials),
      );
    },
  },
  'de.dative-prepositions': {
    paradigm: ['zum', 'zur', 'zu dem', 'zu der', 'mit dem', 'mit der'],
    nouns: germanDativePlaces,
    sentence(subject, adverbials, random) {
      const noun = pick(germanDativePlaces, random);
      const verb = noun.verb ?? 'gehen';
      // "mit Freunden mit dem Bus" says "mit" twice.
      const kept = adverbials.filter((a) => a.id !== 'friends');
      return frame(
        'de',
        [subjectText('de', subject), say('de', verb, subject.person)],
        germanDativeSlot(noun),
        noun.text,
        kept,
        english(subject, en(verb), noun.en, kept),
      );
    },
  },
  'it.articulated-prepositions': {
    paradigm: ['al', 'allo', "all'", 'alla', 'ai', 'agli', 'alle'],
    nouns: italianPlaces,
    sentence(subject, adverbials, random) {
      const noun = pick(italianPlaces, random);
      return frame(
        'it',
        [subjectText('it', subject), say('it', 'andare', subject.person)],
        italianToThe(noun),
        noun.text,
        adverbials,
        english(subject, 'go', noun.en, adverbials),
      );
    },
  },
  'it.definite-article': {
    paradigm: ['il', 'lo', "l'", 'la', 'i', 'gli', 'le'],
    nouns: italianShopping,
    sentence(subject, adverbials, random) {
      const noun = pick(italianShopping, random);
      return frame(
        'it',
        [subjectText('it', subject), say('it', 'comprare', subject.person)],
        italianDefinite(noun),
        noun.text,
        adverbials,
        english(subject, 'buy', noun.en, adverbials),
      );
    },
  },
  'it.indefinite-article': {
    paradigm: ['un', 'uno', 'una', "un'"],
    nouns: italianOrders,
    sentence(subject, adverbials, random) {
      const noun = pick(italianOrders, random);
      return frame(
        'it',
        [subjectText('it', subject), say('it', 'ordinare', subject.person)],
        italianIndefinite(noun),
        noun.text,
        adverbials,
        english(subject, 'order', noun.en, adverbials),
      );
    },
  },
};

export const drillOf = (point: FormPoint): Drill => drills[point.drill];

/** The form and its noun ("à l'" joins it: "à l'école"). */
const slotted = (form: string, noun: string) =>
  form.endsWith("'") ? `${form}${noun}` : [form, noun].filter(Boolean).join(' ');

/** The sentence with `form` in the slot. */
export function withForm(parts: FormSentence, form: string): string {
  return sentence([...parts.before, slotted(form, parts.noun), ...parts.after].join(' '));
}

/** The sentence with a blank for the slot, and for its noun when `withNoun`. */
function withBlank(parts: FormSentence, withNoun: boolean): string {
  const blank = withNoun ? ['___'] : ['___', parts.noun];
  // A slot may end the sentence (a German participle): no noun after it.
  return sentence([...parts.before, ...blank, ...parts.after].filter(Boolean).join(' '));
}

/**
 * Subjects of a form point: no "vous"/"ihr"/"voi", whose English "you" a translation could not
 * tell from "tu"/"du".
 */
const formSubjects = (code: LanguageCode) =>
  subjects.filter((subject) => subject.id !== 'you-all' && subject.text[code] && subject.text.en);

export type FormItem = WritingItem & { sentence: FormSentence };

/** One item of a form point: the slot as a blank, as the one mistake, or to translate. */
export function buildFormItem(request: ItemRequest<FormPoint>): FormItem {
  const { point, level, variation, random } = request;
  const code = point.language;
  const subject = namedAs(pick(formSubjects(code), random), code, 'en');
  const available = extras.filter(
    (extra) =>
      atOrBelow(extra.from, level) && !(extra.id === 'friends' && subject.id === 'friends'),
  );
  const adverbials = shuffle(available, random)
    .slice(0, extrasAt[level])
    .sort((a, b) => a.rank - b.rank);
  const parts = drillOf(point).sentence(subject, adverbials, random, level);
  const [answer = '', ...others] = parts.slot.right;
  const key = (kind: 'blank' | 'correct' | 'translate', text: string, accepted: string[]) => ({
    answer: text,
    ...(accepted.length > 0 ? { accepted } : {}),
    grammar_topic: point.names.en,
    kind,
    point: point.id,
  });
  const sentences = () => [
    ...others.map((form) => withForm(parts, form)),
    ...(parts.alsoRight ?? []),
  ];
  switch (variation) {
    case 'Fill in the Blanks': {
      // "un'" and "un" read alike once the apostrophe goes: an elided option carries its noun.
      const forms = [answer, ...parts.slot.wrong.slice(0, 2)];
      const withNoun = forms.some((form) => form.endsWith("'"));
      const shown = (form: string) => (withNoun ? slotted(form, parts.noun) : form);
      const options = shuffle(forms.map(shown), random);
      return {
        variation,
        sentence: parts,
        // The options stay the last brackets: the server deals them in another order.
        prompt: `${withBlank(parts, withNoun)}${parts.cue ? ` (${parts.cue})` : ''} (${options.join(' / ')})`,
        key: key('blank', shown(answer), others.map(shown)),
      };
    }
    case 'Correct the Mistakes':
      return {
        variation,
        sentence: parts,
        prompt: withForm(parts, parts.slot.wrong[0] ?? ''),
        key: key('correct', withForm(parts, answer), sentences()),
      };
    case 'Translations':
      return {
        variation,
        sentence: parts,
        prompt: parts.en,
        key: key('translate', withForm(parts, answer), sentences()),
      };
    default:
      throw new Error(`${point.id} has no ${variation}`);
  }
}

/** A form point's variations for this teacher: Translations are written from English. */
export function formVariationsOf(point: FormPoint, instruction: LanguageCode): WritingVariation[] {
  return point.variations.filter(
    (variation) =>
      variation !== 'Translations' || (instruction === 'en' && point.language !== 'en'),
  );
}

/** Variations a form point fits: the slot is no verb to conjugate, and no order to restore. */
export const formVariations: readonly WritingVariation[] = [
  'Fill in the Blanks',
  'Correct the Mistakes',
  'Translations',
];
