/**
 * Object pronouns, as a question and its answer: "¿Llevas el libro? Sí, lo llevo", "Tu écris à ta
 * grand-mère ? Oui, je lui écris", "Dai il libro a tuo cugino? Sì, glielo do", "Brauchst du das
 * Buch? Ja, ich brauche es", "Do you like Tom? Yes, I like him". The pronoun is computed from the
 * noun's gender and number (and, for two pronouns, in the order the language puts them); the
 * verbs come from the conjugation code. forms.ts turns the sentences into items;
 * pronouns.test.ts checks the forms against the grammars and the nouns against the dictionaries.
 */
import { sayPresent } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';
import { pick, type Random } from '../random';
import { capitalise, type Extra, type Subject } from './clause';
import type { FormSentence as Sentence, Slot } from './forms';
import type { Noun } from './nouns';

const n = (text: string, gender: Noun['gender'], en: string, more: Partial<Noun> = {}): Noun => ({
  text,
  gender,
  en,
  ...more,
});
const plural = { plural: true } as const;

/** Things a student takes to school (no elision, no lo-words: the article is the plain one). */
const things: Record<'es' | 'fr' | 'it' | 'pt' | 'de' | 'en', readonly Noun[]> = {
  es: [
    n('libro', 'M', 'the book'),
    n('cuaderno', 'M', 'the notebook'),
    n('mochila', 'F', 'the backpack'),
    n('calculadora', 'F', 'the calculator'),
    n('libros', 'M', 'the books', { plural: true, lemma: 'libro' }),
    n('gafas', 'F', 'the glasses', { plural: true, lemma: 'gafa' }),
  ],
  fr: [
    n('dictionnaire', 'M', 'the dictionary'),
    n('cahier', 'M', 'the notebook'),
    n('calculatrice', 'F', 'the calculator'),
    n('veste', 'F', 'the jacket'),
    n('stylos', 'M', 'the pens', { plural: true, lemma: 'stylo' }),
    n('clés', 'F', 'the keys', { plural: true, lemma: 'clé' }),
  ],
  it: [
    n('libro', 'M', 'the book'),
    n('quaderno', 'M', 'the notebook'),
    n('borsa', 'F', 'the bag'),
    n('giacca', 'F', 'the jacket'),
    n('libri', 'M', 'the books', { plural: true, lemma: 'libro' }),
    n('chiavi', 'F', 'the keys', { plural: true, lemma: 'chiave' }),
  ],
  pt: [
    n('livro', 'M', 'the book'),
    n('caderno', 'M', 'the notebook'),
    n('mochila', 'F', 'the backpack'),
    n('calculadora', 'F', 'the calculator'),
    n('livros', 'M', 'the books', { plural: true, lemma: 'livro' }),
    n('canetas', 'F', 'the pens', { plural: true, lemma: 'caneta' }),
  ],
  de: [
    n('Kuli', 'M', 'the pen'),
    n('Rucksack', 'M', 'the backpack'),
    n('Jacke', 'F', 'the jacket'),
    n('Buch', 'N', 'the book'),
    n('Heft', 'N', 'the notebook'),
    n('Bücher', 'N', 'the books', { plural: true, lemma: 'Buch' }),
  ],
  en: [
    n('the book', 'N', 'the book'),
    n('the calculator', 'N', 'the calculator'),
    n('the books', 'N', 'the books', plural),
    n('the keys', 'N', 'the keys', plural),
    n('Tom', 'M', 'Tom'),
    n('Emma', 'F', 'Emma'),
    n('the new teachers', 'M', 'the new teachers', plural),
  ],
};

/** The definite article before the thing (German in the accusative: den Stift). */
const articles = {
  es: { MS: 'el', FS: 'la', MP: 'los', FP: 'las' },
  fr: { MS: 'le', FS: 'la', MP: 'les', FP: 'les' },
  it: { MS: 'il', FS: 'la', MP: 'i', FP: 'le' },
  pt: { MS: 'o', FS: 'a', MP: 'os', FP: 'as' },
  de: { MS: 'den', FS: 'die', NS: 'das', MP: 'die', FP: 'die', NP: 'die' },
} as const;
export function withArticle(code: LanguageCode, noun: Noun): string {
  if (code === 'en') return noun.text;
  const table: Record<string, string> = articles[code];
  return `${table[`${noun.gender}${noun.plural ? 'P' : 'S'}`]} ${noun.text}`;
}

/** Relatives one writes to or helps: "a tu abuela", "à ton cousin", "deinem Bruder". */
const relatives: Record<'es' | 'fr' | 'it' | 'pt' | 'de', readonly Noun[]> = {
  es: [
    n('a tu abuela', 'F', 'your grandmother'),
    n('a tu primo', 'M', 'your cousin'),
    n('a tus padres', 'M', 'your parents', plural),
    n('a tus amigas', 'F', 'your friends', plural),
  ],
  fr: [
    n('à ta grand-mère', 'F', 'your grandmother'),
    n('à ton cousin', 'M', 'your cousin'),
    n('à tes parents', 'M', 'your parents', plural),
    n('à tes amies', 'F', 'your friends', plural),
  ],
  it: [
    n('a tua nonna', 'F', 'your grandmother'),
    n('a tuo cugino', 'M', 'your cousin'),
    n('ai tuoi genitori', 'M', 'your parents', plural),
    n('alle tue amiche', 'F', 'your friends', plural),
  ],
  pt: [
    n('à tua avó', 'F', 'your grandmother'),
    n('ao teu primo', 'M', 'your cousin'),
    n('aos teus pais', 'M', 'your parents', plural),
    n('às tuas amigas', 'F', 'your friends', plural),
  ],
  de: [
    n('deiner Oma', 'F', 'your grandmother'),
    n('deinem Bruder', 'M', 'your brother'),
    n('deinem Opa', 'M', 'your grandfather'),
    n('deinen Eltern', 'M', 'your parents', plural),
  ],
};

type Agreement = 'MS' | 'FS' | 'NS' | 'P';
const agreementOf = (noun: Noun): Agreement =>
  noun.plural ? 'P' : (`${noun.gender}S` as Agreement);
const romanceAgreement = (noun: Noun) => `${noun.gender}${noun.plural ? 'P' : 'S'}`;

/** Direct object pronouns by the noun's gender and number. */
export const directPronouns = {
  es: { MS: 'lo', FS: 'la', MP: 'los', FP: 'las' },
  fr: { MS: 'le', FS: 'la', MP: 'les', FP: 'les' },
  it: { MS: 'lo', FS: 'la', MP: 'li', FP: 'le' },
  pt: { MS: 'o', FS: 'a', MP: 'os', FP: 'as' },
} as const;
type RomanceCode = keyof typeof directPronouns;

/** Indirect object pronouns: number only, Italian gender in the singular too (gli, le). */
export const indirectPronouns = {
  es: { MS: 'le', FS: 'le', MP: 'les', FP: 'les' },
  fr: { MS: 'lui', FS: 'lui', MP: 'leur', FP: 'leur' },
  it: { MS: 'gli', FS: 'le', MP: 'gli', FP: 'gli' },
  pt: { MS: 'lhe', FS: 'lhe', MP: 'lhes', FP: 'lhes' },
} as const;

const distinct = (right: string, forms: readonly string[]) =>
  forms.filter((form, index) => form !== right && forms.indexOf(form) === index);

/** lo libro -> lo; the slips: the other gender or number, and the indirect pronoun. */
export function directSlot(code: RomanceCode, noun: Noun): Slot {
  const table = directPronouns[code];
  const key = romanceAgreement(noun) as keyof typeof table;
  const right = table[key];
  const otherGender = table[`${noun.gender === 'M' ? 'F' : 'M'}${key[1]}` as keyof typeof table];
  const otherNumber = table[`${key[0]}${key[1] === 'S' ? 'P' : 'S'}` as keyof typeof table];
  const indirect = indirectPronouns[code][key];
  return { right: [right], wrong: distinct(right, [otherGender, indirect, otherNumber]) };
}

/** a tu abuela -> le; the slips: the direct pronoun (*la escribo), the other number (*leurs). */
export function indirectSlot(code: RomanceCode, noun: Noun): Slot {
  const key = romanceAgreement(noun) as keyof (typeof indirectPronouns)['es'];
  const right = indirectPronouns[code][key];
  const direct = directPronouns[code][key];
  const otherNumber =
    indirectPronouns[code][`${key[0]}${key[1] === 'S' ? 'P' : 'S'}` as typeof key];
  // Italian: gli and le differ in gender, and a plural takes gli too (*li, *le).
  const italian = { MS: ['lo', 'le'], FS: ['la', 'gli'], MP: ['li', 'le'], FP: ['le', 'li'] };
  if (code === 'it') return { right: [right], wrong: italian[key] };
  const extra = code === 'fr' && noun.plural ? ['leurs'] : [];
  return { right: [right], wrong: distinct(right, [direct, otherNumber, ...extra]) };
}

/**
 * Two pronouns: Spanish "se lo" (le becomes se), Italian "glielo" (one word), French "le lui"
 * (le/la/les before lui/leur). The slips: the pronouns as they are alone, the other order.
 */
export function doubleSlot(code: 'es' | 'it' | 'fr', thing: Noun, person: Noun): Slot {
  const direct = directPronouns[code][romanceAgreement(thing) as 'MS'];
  const indirect = indirectPronouns[code][romanceAgreement(person) as 'MS'];
  switch (code) {
    case 'es':
      return { right: [`se ${direct}`], wrong: [`${indirect} ${direct}`, `${direct} ${indirect}`] };
    case 'it':
      return {
        right: [`glie${direct === 'lo' ? 'lo' : direct}`],
        wrong: [`gli ${direct}`, `${direct} gli`],
      };
    case 'fr':
      // The other pronoun first (a correction must change a word), then the order (*lui le).
      return {
        right: [`${direct} ${indirect}`],
        wrong: [`${direct} ${indirect === 'lui' ? 'leur' : 'lui'}`, `${indirect} ${direct}`],
      };
  }
}

/** German accusative and dative personal pronouns of the third person. */
const germanAccusative: Record<Agreement, string> = { MS: 'ihn', FS: 'sie', NS: 'es', P: 'sie' };
const germanDative: Record<Agreement, string> = { MS: 'ihm', FS: 'ihr', NS: 'ihm', P: 'ihnen' };
const germanNominative: Record<Agreement, string> = { MS: 'er', FS: 'sie', NS: 'es', P: 'sie' };

export function germanAccusativeSlot(noun: Noun): Slot {
  const a = agreementOf(noun);
  const right = germanAccusative[a];
  return {
    right: [right],
    wrong: distinct(right, [germanNominative[a], germanDative[a], 'ihn', 'ihr']).slice(0, 2),
  };
}

export function germanDativeSlot(noun: Noun): Slot {
  const a = agreementOf(noun);
  const right = germanDative[a];
  return {
    right: [right],
    wrong: distinct(right, [germanAccusative[a], germanNominative[a], 'ihn']).slice(0, 2),
  };
}

/** English object pronouns: him, her, it, them (the slips: he, his; they, their). */
export function englishObjectSlot(noun: Noun): Slot {
  if (noun.plural) return { right: ['them'], wrong: ['they', 'their'] };
  if (noun.gender === 'M') return { right: ['him'], wrong: ['he', 'his'] };
  if (noun.gender === 'F') return { right: ['her'], wrong: ['she', 'hers'] };
  return { right: ['it'], wrong: ['its', 'them'] };
}

/** What lengthens the question at higher levels (by the number of adverbials the level has). */
export const when: Record<LanguageCode, readonly string[]> = {
  en: ['', 'tonight', 'tomorrow morning'],
  fr: ['', 'ce soir', 'demain matin'],
  de: ['', 'heute Abend', 'morgen früh'],
  it: ['', 'stasera', 'domani mattina'],
  es: ['', 'esta noche', 'mañana por la mañana'],
  pt: ['', 'hoje à noite', 'amanhã de manhã'],
};

export const yes: Record<LanguageCode, string> = {
  en: 'Yes,',
  fr: 'Oui,',
  de: 'Ja,',
  it: 'Sì,',
  es: 'Sí,',
  pt: 'Não, não',
};
const englishYes = (code: LanguageCode) => (code === 'pt' ? 'No, I' : 'Yes, I');

/** Verbs of each drill, with their English (base form, and the preposition before a person). */
type Verb = { verb: string; en: string; to?: string };
const verbs = {
  direct: {
    es: [
      { verb: 'llevar', en: 'take' },
      { verb: 'necesitar', en: 'need' },
    ],
    fr: [
      { verb: 'prendre', en: 'take' },
      { verb: 'chercher', en: 'look for' },
    ],
    it: [
      { verb: 'portare', en: 'take' },
      { verb: 'cercare', en: 'look for' },
    ],
    pt: [
      { verb: 'levar', en: 'take' },
      { verb: 'procurar', en: 'look for' },
    ],
    de: [
      { verb: 'brauchen', en: 'need' },
      { verb: 'suchen', en: 'look for' },
    ],
    en: [
      { verb: 'like', en: 'like' },
      { verb: 'see', en: 'see' },
    ],
  },
  indirect: {
    es: [
      { verb: 'escribir', en: 'write', to: 'to' },
      { verb: 'contestar', en: 'answer' },
    ],
    fr: [
      { verb: 'écrire', en: 'write', to: 'to' },
      { verb: 'téléphoner', en: 'phone' },
    ],
    it: [
      { verb: 'scrivere', en: 'write', to: 'to' },
      { verb: 'telefonare', en: 'phone' },
    ],
    pt: [
      { verb: 'escrever', en: 'write', to: 'to' },
      { verb: 'telefonar', en: 'phone' },
    ],
    de: [
      { verb: 'helfen', en: 'help' },
      { verb: 'antworten', en: 'answer' },
    ],
  },
  double: {
    es: [
      { verb: 'dar', en: 'give', to: 'to' },
      { verb: 'prestar', en: 'lend', to: 'to' },
    ],
    fr: [
      { verb: 'donner', en: 'give', to: 'to' },
      { verb: 'prêter', en: 'lend', to: 'to' },
    ],
    it: [
      { verb: 'regalare', en: 'give', to: 'to' },
      { verb: 'prestare', en: 'lend', to: 'to' },
    ],
  },
} satisfies Record<string, Partial<Record<LanguageCode, readonly Verb[]>>>;

/** The English pronoun for a noun: "Yes, I need it", "No, I don't write to her". */
const englishPronoun = (noun: Noun, thing: boolean) =>
  thing && !['Tom', 'Emma'].includes(noun.text)
    ? noun.plural
      ? 'them'
      : 'it'
    : (englishObjectSlot(noun).right[0] ?? 'it');

/** "¿Llevas el libro hoy?" / "Brauchst du das Buch heute?" / "Do you like Tom today?" */
export function question(
  code: LanguageCode,
  verb: string,
  object: string,
  depth: number,
): string[] {
  const you = sayPresent(code, verb, 1);
  const extra = when[code][depth] ?? '';
  const tail = [object, extra].filter(Boolean).join(' ');
  switch (code) {
    case 'es':
      return [`¿${capitalise(you)}`, `${tail}?`];
    case 'fr':
      return ['Tu', you, `${tail} ?`];
    case 'de':
      return [capitalise(you), 'du', `${tail}?`];
    case 'en':
      return ['Do', 'you', verb, `${tail}?`];
    default:
      return [capitalise(you), `${tail}?`];
  }
}

type PronounKind = 'direct' | 'indirect' | 'double' | 'mixed';

function pronounSentence(
  code: LanguageCode,
  kind: PronounKind,
  depth: number,
  random: Random,
): Sentence {
  if (kind === 'mixed') {
    return pronounSentence(code, random() < 0.5 ? 'direct' : 'indirect', depth, random);
  }
  const verb = pick(
    (verbs[kind] as Partial<Record<LanguageCode, readonly Verb[]>>)[code] ?? [],
    random,
  );
  const me = sayPresent(code, verb.verb, 0);
  const extraEn = when.en[depth] ?? '';
  if (kind === 'double') {
    const romance = code as 'es' | 'it' | 'fr';
    const thing = pick(things[romance], random);
    // Italian plural "loro" would take another place: one relative at a time.
    const person = pick(
      relatives[romance].filter((r) => romance !== 'it' || !r.plural),
      random,
    );
    const en = `Do you ${verb.en} ${thing.en} to ${person.en}${extraEn ? ` ${extraEn}` : ''}? Yes, I ${verb.en} ${englishPronoun(thing, true)} to ${englishPronoun(person, false)}.`;
    const asked = question(code, verb.verb, `${withArticle(code, thing)} ${person.text}`, depth);
    return {
      before: [...asked, yes[code]],
      slot: withFrenchSubject(code, doubleSlot(romance, thing, person)),
      noun: me,
      after: [],
      en,
    };
  }
  const nouns =
    kind === 'direct'
      ? things[code]
      : ((relatives as Partial<Record<LanguageCode, readonly Noun[]>>)[code] ?? []);
  const noun = pick(nouns, random);
  const slot =
    code === 'en'
      ? englishObjectSlot(noun)
      : code === 'de'
        ? kind === 'direct'
          ? germanAccusativeSlot(noun)
          : germanDativeSlot(noun)
        : kind === 'direct'
          ? directSlot(code, noun)
          : indirectSlot(code, noun);
  const to = verb.to ? `${verb.to} ` : '';
  const negative = code === 'pt';
  const en = `Do you ${verb.en} ${to}${noun.en}${extraEn ? ` ${extraEn}` : ''}? ${englishYes(code)} ${negative ? `don't ${verb.en}` : verb.en} ${to}${englishPronoun(noun, kind === 'direct')}.`;
  const asked = question(
    code,
    verb.verb,
    kind === 'direct' ? withArticle(code, noun) : noun.text,
    depth,
  );
  // German and English put the pronoun after the verb: "Ja, ich brauche es", "Yes, I like him".
  if (code === 'de' || code === 'en') {
    const subject = code === 'de' ? 'ich' : 'I';
    return { before: [...asked, yes[code], subject, me], slot, noun: '', after: [], en };
  }
  return {
    before: [...asked, yes[code]],
    slot: withFrenchSubject(code, code === 'fr' && startsWithVowel(me) ? elidedSlot(slot) : slot),
    noun: me,
    after: [],
    en,
  };
}

const startsWithVowel = (word: string) => /^[aeiouyéèêh]/i.test(word);

/** "Le" and "la" before a vowel are "l'" (*je le écris is two slips): the slip is "je l'écris". */
const elidedSlot = ({ right, wrong }: Slot): Slot => {
  const elide = (form: string) => (form === 'le' || form === 'la' ? "l'" : form);
  return { right: right.map(elide), wrong: [...new Set(wrong.map(elide))] };
};

/**
 * French fills "je ___" with the subject: the key reads "je leur", the pronoun where it stands,
 * not a bare "leur" that would as well fit "pour ___" or "à ___".
 */
const withFrenchSubject = (code: LanguageCode, { right, wrong }: Slot): Slot => {
  if (code !== 'fr') return { right, wrong };
  const subject = (form: string) => `je ${form}`;
  return { right: right.map(subject), wrong: wrong.map(subject) };
};

type PronounDrill = {
  paradigm: readonly string[];
  nouns: readonly Noun[];
  sentence: (subject: Subject, adverbials: readonly Extra[], random: Random) => Sentence;
};

function drill(code: LanguageCode, kind: PronounKind): PronounDrill {
  if (kind === 'mixed') {
    const direct = drill(code, 'direct');
    const indirect = drill(code, 'indirect');
    return {
      paradigm: [...new Set([...direct.paradigm, ...indirect.paradigm])],
      nouns: direct.nouns,
      sentence: (_subject, adverbials, random) =>
        pronounSentence(code, kind, Math.min(adverbials.length, 2), random),
    };
  }
  const nouns =
    kind === 'direct'
      ? things[code]
      : ((relatives as Partial<Record<LanguageCode, readonly Noun[]>>)[code] ?? []);
  const paradigm =
    code === 'en'
      ? ['him', 'her', 'it', 'them']
      : code === 'de'
        ? Object.values(kind === 'direct' ? germanAccusative : germanDative)
        : kind === 'double'
          ? things[code as 'es'].flatMap((thing) =>
              relatives[code as 'es'].flatMap(
                (person) => doubleSlot(code as 'es', thing, person).right,
              ),
            )
          : Object.values(
              (kind === 'direct' ? directPronouns : indirectPronouns)[code as RomanceCode],
            );
  return {
    paradigm: [...new Set(paradigm)],
    // The relatives are phrases ("a tu abuela"): only the things are dictionary nouns.
    nouns: kind === 'direct' && code !== 'en' ? nouns : [],
    sentence: (_subject, adverbials, random) =>
      pronounSentence(code, kind, Math.min(adverbials.length, 2), random),
  };
}

export const pronounDrills = {
  'es.direct-pronouns': drill('es', 'direct'),
  'fr.direct-pronouns': drill('fr', 'direct'),
  'it.direct-pronouns': drill('it', 'direct'),
  'pt.direct-pronouns': drill('pt', 'direct'),
  'de.direct-pronouns': drill('de', 'direct'),
  'en.object-pronouns': drill('en', 'direct'),
  'es.indirect-pronouns': drill('es', 'indirect'),
  'fr.indirect-pronouns': drill('fr', 'indirect'),
  'it.indirect-pronouns': drill('it', 'indirect'),
  'pt.indirect-pronouns': drill('pt', 'indirect'),
  'de.dative-pronouns': drill('de', 'indirect'),
  'es.double-pronouns': drill('es', 'double'),
  'fr.double-pronouns': drill('fr', 'double'),
  'it.double-pronouns': drill('it', 'double'),
  'es.object-pronouns': drill('es', 'mixed'),
  'fr.object-pronouns': drill('fr', 'mixed'),
  'it.object-pronouns': drill('it', 'mixed'),
  'pt.object-pronouns': drill('pt', 'mixed'),
  'de.object-pronouns': drill('de', 'mixed'),
} as const;

export type PronounDrillId = keyof typeof pronounDrills;
