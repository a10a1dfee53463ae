/**
 * Comparatives and superlatives of adjectives in the six languages: "Lucía es más alta que
 * Carlos", "Léa est la plus grande de la classe", "Anna ist größer als Jonas", "Emma is the
 * tallest in the class". The adjective agrees with the subject: the Romance agreement comes from
 * RosaeNLG's adjective libraries (spanish-adjectives, french-adjectives, italian-adjectives with
 * the morph-it dictionary); Portuguese -o/-a and -e adjectives, English -er/-est and German
 * umlaut comparatives follow the rules the grammars state (comparison.test.ts checks every form
 * against the language's dictionary). forms.ts turns the sentences into items.
 */
import { agree as agreeFrench } from 'french-adjectives';
import { agreeItalianAdjective } from 'italian-adjectives';
import type { AdjectivesInfo } from 'italian-adjectives-dict';
import { agreeAdjective as agreeSpanish } from 'spanish-adjectives';
import { conjugate, type Gender, load } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';
import { pick, type Random } from '../random';
import { capitalise, type Extra, namedAs, type Subject, subjects } from './clause';
import type { FormSentence as Sentence, Slot } from './forms';

type Agreement = { gender: Gender; plural: boolean };

/** An adjective said of people, in each language, with its English. */
type Adjective = { en: string } & Record<Exclude<LanguageCode, 'en'>, string>;
const adjective = (en: string, fr: string, de: string, it: string, es: string, pt: string) => ({
  en,
  fr,
  de,
  it,
  es,
  pt,
});

/** Adjectives a teacher compares people with; English ones of each kind (-er, -ier, more). */
export const comparedAdjectives: readonly Adjective[] = [
  adjective('tall', 'grand', 'groß', 'alto', 'alto', 'alto'),
  adjective('young', 'jeune', 'jung', 'giovane', 'joven', 'novo'),
  adjective('old', 'vieux', 'alt', 'vecchio', 'viejo', 'velho'),
  adjective('fast', 'rapide', 'schnell', 'veloce', 'rápido', 'rápido'),
  adjective('strong', 'fort', 'stark', 'forte', 'fuerte', 'forte'),
  adjective('funny', 'drôle', 'lustig', 'divertente', 'gracioso', 'engraçado'),
  adjective('patient', 'patient', 'geduldig', 'paziente', 'paciente', 'paciente'),
  adjective('intelligent', 'intelligent', 'klug', 'intelligente', 'inteligente', 'inteligente'),
  adjective('happy', 'heureux', 'glücklich', 'felice', 'feliz', 'feliz'),
  adjective('studious', 'studieux', 'fleißig', 'studioso', 'estudioso', 'estudioso'),
  adjective('nice', 'gentil', 'nett', 'gentile', 'amable', 'simpático'),
];

let italianDictionary: AdjectivesInfo | undefined;
const italianAdjectives = () => {
  italianDictionary ??= load<AdjectivesInfo>('italian-adjectives-dict/dist/adjectives.json');
  return italianDictionary;
};

/** The adjective agreeing with the subject, by the language's library or rule. */
export function agreeAdjective(code: LanguageCode, lemma: string, { gender, plural }: Agreement) {
  const number = plural ? 'P' : 'S';
  switch (code) {
    case 'es':
      return agreeSpanish(lemma, gender, number);
    case 'fr':
      return agreeFrench(lemma, gender, number, null, false, undefined);
    case 'it':
      return agreeItalianAdjective({}, italianAdjectives(), lemma, gender, number, '', false);
    case 'pt':
      return agreePortuguese(lemma, gender, plural);
    default:
      return lemma;
  }
}

/** Portuguese: -o/-a/-os/-as; -e and -or (trabalhador/trabalhadora) as the grammars give them. */
export function agreePortuguese(lemma: string, gender: Gender, plural: boolean): string {
  if (lemma.endsWith('o')) {
    const stem = lemma.slice(0, -1);
    return `${stem}${gender === 'F' ? 'a' : 'o'}${plural ? 's' : ''}`;
  }
  if (lemma.endsWith('or')) {
    return gender === 'F' ? `${lemma}a${plural ? 's' : ''}` : `${lemma}${plural ? 'es' : ''}`;
  }
  if (/z$/.test(lemma)) return plural ? `${lemma}es` : lemma;
  // -e adjectives change in number only.
  return plural ? `${lemma}s` : lemma;
}

/** Vowel groups, a final silent e left out: "nice" has one syllable, "patient" two. */
const vowels = /[aeiou]+/g;
/** English comparative and superlative: -er/-est, -ier/-iest, doubled consonants, more/most. */
export function englishDegrees(lemma: string): { comparative: string; superlative: string } {
  const irregular: Record<string, [string, string]> = {
    good: ['better', 'best'],
    bad: ['worse', 'worst'],
  };
  const known = irregular[lemma];
  if (known) return { comparative: known[0], superlative: known[1] };
  const syllables = lemma.replace(/e$/, '').match(vowels)?.length ?? 1;
  if (syllables > 1 && !/y$/.test(lemma)) {
    return { comparative: `more ${lemma}`, superlative: `most ${lemma}` };
  }
  if (/y$/.test(lemma)) {
    const stem = lemma.slice(0, -1);
    return { comparative: `${stem}ier`, superlative: `${stem}iest` };
  }
  if (/e$/.test(lemma)) return { comparative: `${lemma}r`, superlative: `${lemma}st` };
  // One vowel before one final consonant doubles it: big, bigger; thin, thinner.
  const stem = /[^aeiou][aeiou][bdgmnpt]$/.test(lemma) ? `${lemma}${lemma.at(-1)}` : lemma;
  return { comparative: `${stem}er`, superlative: `${stem}est` };
}

/** German comparatives take an umlaut in these one-syllable adjectives (alt, älter, am ältesten). */
const germanUmlaut = new Set([
  'alt',
  'jung',
  'groß',
  'stark',
  'klug',
  'lang',
  'kurz',
  'warm',
  'kalt',
  'arm',
]);
const umlaut = (word: string) =>
  word.replace(/^(.*?)(au|a|o|u)([^aeiouäöü]*)$/, (_, head, vowel, tail) => {
    const turned: Record<string, string> = { au: 'äu', a: 'ä', o: 'ö', u: 'ü' };
    return `${head}${turned[vowel as string] ?? vowel}${tail}`;
  });

/** German comparative and "am" superlative: -er, am -sten (-esten after d, t, s, ß, z, sch). */
export function germanDegrees(
  lemma: string,
  withUmlaut = true,
): { comparative: string; superlative: string } {
  const irregular: Record<string, [string, string]> = {
    gut: ['besser', 'am besten'],
    hoch: ['höher', 'am höchsten'],
    groß: ['größer', 'am größten'],
    viel: ['mehr', 'am meisten'],
  };
  const known = withUmlaut ? irregular[lemma] : undefined;
  if (known) return { comparative: known[0], superlative: known[1] };
  const stem = withUmlaut && germanUmlaut.has(lemma) ? umlaut(lemma) : lemma;
  const longEnding = /([dtsßz]|sch)$/.test(lemma) && !/(ig|lich|isch)$/.test(lemma);
  return {
    comparative: `${stem}er`,
    superlative: `am ${stem}${longEnding ? 'esten' : 'sten'}`,
  };
}

const unique = (right: string, forms: readonly string[]) =>
  forms.filter((form, index) => form !== right && forms.indexOf(form) === index);

const otherGender = (a: Agreement): Agreement => ({ ...a, gender: a.gender === 'M' ? 'F' : 'M' });
const otherNumber = (a: Agreement): Agreement => ({ ...a, plural: !a.plural });

/** The agreement that changes the adjective: the other gender if it has one, else number. */
function slipAgreement(code: LanguageCode, lemma: string, a: Agreement): Agreement {
  const agreed = agreeAdjective(code, lemma, a);
  return agreeAdjective(code, lemma, otherGender(a)) !== agreed ? otherGender(a) : otherNumber(a);
}

/** The comparative slot, with the word for "than" where the slip is in it (di/che, als/wie). */
export function comparativeSlot(code: LanguageCode, lemma: string, a: Agreement): Slot {
  const agreed = agreeAdjective(code, lemma, a);
  const slip = agreeAdjective(code, lemma, slipAgreement(code, lemma, a));
  switch (code) {
    case 'en': {
      const { comparative, superlative } = englishDegrees(lemma);
      const long = comparative.startsWith('more ');
      const than = (form: string) => `${form} than`;
      return {
        right: [than(comparative)],
        wrong: (long ? [`${lemma}er`, superlative] : [`more ${comparative}`, `more ${lemma}`]).map(
          than,
        ),
      };
    }
    case 'de': {
      const { comparative } = germanDegrees(lemma);
      const plain = `${germanDegrees(lemma, false).comparative} als`;
      return {
        right: [`${comparative} als`],
        wrong: unique(`${comparative} als`, [
          ...(plain !== `${comparative} als` ? [plain] : []),
          `mehr ${lemma} als`,
          `${comparative} wie`,
        ]),
      };
    }
    case 'es': {
      return { right: [`más ${agreed} que`], wrong: [`más ${slip} que`, `tan ${agreed} que`] };
    }
    case 'fr':
      return { right: [`plus ${agreed} que`], wrong: [`plus ${slip} que`, `plus ${agreed} de`] };
    case 'it':
      return { right: [`più ${agreed} di`], wrong: [`più ${slip} di`, `più ${agreed} che`] };
    case 'pt':
      // "mais alta do que" and "mais alta que": both right.
      return {
        right: [`mais ${agreed} do que`, `mais ${agreed} que`],
        wrong: [`mais ${slip} do que`, `mais ${agreed} como`],
      };
  }
}

const romanceArticle: Record<'es' | 'fr' | 'it' | 'pt', Record<string, string>> = {
  es: { MS: 'el', FS: 'la', MP: 'los', FP: 'las' },
  fr: { MS: 'le', FS: 'la', MP: 'les', FP: 'les' },
  it: { MS: 'il', FS: 'la', MP: 'i', FP: 'le' },
  pt: { MS: 'o', FS: 'a', MP: 'os', FP: 'as' },
};
const more = { es: 'más', fr: 'plus', it: 'più', pt: 'mais' } as const;
const key = (a: Agreement) => `${a.gender}${a.plural ? 'P' : 'S'}`;

/** The superlative slot: "la más alta", "am größten", "the tallest". */
export function superlativeSlot(code: LanguageCode, lemma: string, a: Agreement): Slot {
  switch (code) {
    case 'en': {
      const { comparative, superlative } = englishDegrees(lemma);
      const long = superlative.startsWith('most ');
      return {
        right: [`the ${superlative}`],
        wrong: long
          ? [`the ${lemma}est`, `the ${comparative}`]
          : [`the most ${lemma}`, `the ${comparative}`],
      };
    }
    case 'de': {
      const { superlative } = germanDegrees(lemma);
      // The slip of a learner who forgets the umlaut: *am altesten.
      const plain = germanDegrees(lemma, false).superlative;
      return {
        right: [superlative],
        wrong: unique(superlative, [
          superlative.replace(/n$/, ''),
          ...(plain !== superlative ? [plain] : []),
          `am meisten ${lemma}`,
        ]).slice(0, 2),
      };
    }
    default: {
      const agreed = agreeAdjective(code, lemma, a);
      const article = romanceArticle[code][key(a)] ?? '';
      const slipped = slipAgreement(code, lemma, a);
      const right = `${article} ${more[code]} ${agreed}`;
      const wrong = unique(right, [
        `${article} ${more[code]} ${agreeAdjective(code, lemma, slipped)}`,
        `${romanceArticle[code][key(otherGender(a))]} ${more[code]} ${agreed}`,
        `${romanceArticle[code][key(otherNumber(a))]} ${more[code]} ${agreed}`,
        `${more[code]} ${agreed}`,
      ]);
      return { right: [right], wrong };
    }
  }
}

/** Whom the subject is compared with: longer at higher levels (by the number of adverbials). */
const comparands: readonly Record<LanguageCode, string>[] = [
  {
    en: 'my brother',
    fr: 'mon frère',
    de: 'mein Bruder',
    it: 'mio fratello',
    es: 'mi hermano',
    pt: 'o meu irmão',
  },
  {
    en: 'my cousin',
    fr: 'mon cousin',
    de: 'mein Cousin',
    it: 'mio cugino',
    es: 'mi primo',
    pt: 'o meu primo',
  },
  {
    en: 'the other students in the class',
    fr: 'les autres élèves de la classe',
    de: 'die anderen Schüler in der Klasse',
    it: 'tutti gli altri studenti',
    es: 'los demás alumnos de la clase',
    pt: 'os outros alunos da turma',
  },
];
/** The group a superlative picks out of. */
const groups: readonly Record<LanguageCode, string>[] = [
  {
    en: 'in the class',
    fr: 'de la classe',
    de: 'in der Klasse',
    it: 'della classe',
    es: 'de la clase',
    pt: 'da turma',
  },
  {
    en: 'in the family',
    fr: 'de la famille',
    de: 'in der Familie',
    it: 'della famiglia',
    es: 'de la familia',
    pt: 'da família',
  },
  {
    en: 'of all the children in the family',
    fr: 'de tous les enfants de la famille',
    de: 'von allen Kindern in der Familie',
    it: 'di tutti i bambini della famiglia',
    es: 'de todos los niños de la familia',
    pt: 'de todas as crianças da família',
  },
];

/** Third persons only: "yo", "nous" could be women or men, and the agreement would be two. */
const compared = subjects.filter((subject) => !subject.eitherGender && subject.text.en);

const be = (code: LanguageCode, person: Subject['person']) =>
  conjugate(
    code,
    { en: 'be', fr: 'être', de: 'sein', it: 'essere', es: 'ser', pt: 'ser' }[code],
    code === 'it'
      ? 'PRESENTE'
      : code === 'de'
        ? 'PRASENS'
        : code === 'en'
          ? 'SIMPLE_PRESENT'
          : 'PRESENT',
    person,
  ).join(' ');

type Degree = 'comparative' | 'superlative' | 'both';

function comparisonSentence(
  code: LanguageCode,
  degree: Degree,
  given: Subject,
  adverbials: readonly Extra[],
  random: Random,
): Sentence {
  if (degree === 'both') {
    const chosen = random() < 0.5 ? 'comparative' : 'superlative';
    return comparisonSentence(code, chosen, given, adverbials, random);
  }
  const subject = compared.some(({ id }) => id === given.id)
    ? given
    : namedAs(pick(compared, random), code, 'en');
  const chosen = pick(comparedAdjectives, random);
  const lemma = chosen[code as Exclude<LanguageCode, 'en'>] ?? chosen.en;
  const a: Agreement = { gender: subject.gender, plural: subject.person === 5 };
  const depth = Math.min(adverbials.length, 2);
  const other = (degree === 'comparative' ? comparands : groups)[depth] as Record<
    LanguageCode,
    string
  >;
  const who = subject.text[code] ?? '';
  const { comparative, superlative } = englishDegrees(chosen.en);
  const en =
    degree === 'comparative'
      ? `${subject.text.en} ${be('en', subject.person)} ${comparative} than ${other.en}`
      : `${subject.text.en} ${be('en', subject.person)} the ${superlative} ${other.en}`;
  const slot = (degree === 'comparative' ? comparativeSlot : superlativeSlot)(code, lemma, a);
  // Italian "di" + article contracts (di + il = del): the drill's comparands take none.
  return {
    before: [who, be(code, subject.person)],
    slot,
    noun: '',
    after: [other[code]],
    en: `${capitalise(en)}.`,
  };
}

type ComparisonDrill = {
  paradigm: readonly string[];
  nouns: readonly never[];
  sentence: (subject: Subject, adverbials: readonly Extra[], random: Random) => Sentence;
};

const agreements: readonly Agreement[] = [
  { gender: 'M', plural: false },
  { gender: 'F', plural: false },
  { gender: 'M', plural: true },
  { gender: 'F', plural: true },
];

function drill(code: LanguageCode, degree: Degree): ComparisonDrill {
  const slots =
    degree === 'both'
      ? [comparativeSlot, superlativeSlot]
      : [degree === 'comparative' ? comparativeSlot : superlativeSlot];
  const paradigm = slots.flatMap((slot) =>
    comparedAdjectives.flatMap((chosen) =>
      agreements.flatMap(
        (a) => slot(code, chosen[code as Exclude<LanguageCode, 'en'>] ?? chosen.en, a).right,
      ),
    ),
  );
  return {
    paradigm: [...new Set(paradigm)],
    nouns: [],
    sentence: (subject, adverbials, random) =>
      comparisonSentence(code, degree, subject, adverbials, random),
  };
}

const codes = ['en', 'fr', 'de', 'it', 'es', 'pt'] as const;
const degrees = ['comparative', 'superlative', 'comparison'] as const;
export type ComparisonDrillId = `${(typeof codes)[number]}.${(typeof degrees)[number]}`;

/** Per language: comparatives, superlatives, and both mixed (asked together as "comparison"). */
export const comparisonDrills = Object.fromEntries(
  codes.flatMap((code) =>
    degrees.map((degree) => [
      `${code}.${degree}`,
      drill(code, degree === 'comparison' ? 'both' : degree),
    ]),
  ),
) as Record<ComparisonDrillId, ComparisonDrill>;
