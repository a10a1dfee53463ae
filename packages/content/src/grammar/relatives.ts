/**
 * Relative pronouns: "C'est le livre que je lis", "Das ist die Stadt, in der ich wohne", "Es la
 * amiga que vive al lado", "È il libro di cui parlo", "This is the friend who lives next door".
 * The pronoun follows from the antecedent (person, thing, place; German gender) and its role in
 * the clause (subject, object, place, "de"); the clause's verb comes from the conjugation code.
 * forms.ts turns the sentences into items; relatives.test.ts checks the rule's cases.
 */
import { type Person, sayPresent } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';
import { pick, type Random } from '../random';
import { capitalise, type Extra, type Subject } from './clause';
import type { FormSentence as Sentence, Slot } from './forms';

/** What the antecedent is in the relative clause. */
export type Role = 'subject' | 'object' | 'place' | 'about';
type Gender = 'M' | 'F' | 'N';

/** One antecedent per role and language: "l'amie" (subject of "habite à côté"). */
type Antecedent = { text: string; gender: Gender; en: string };

/** The antecedents, by role: people live next door, things are read or watched, places lived in. */
const antecedents: Record<LanguageCode, Partial<Record<Role, readonly Antecedent[]>>> = {
  en: {
    subject: [
      { text: 'the friend', gender: 'F', en: 'the friend' },
      { text: 'the neighbour', gender: 'M', en: 'the neighbour' },
    ],
    object: [
      { text: 'the book', gender: 'N', en: 'the book' },
      { text: 'the film', gender: 'N', en: 'the film' },
    ],
    place: [
      { text: 'the town', gender: 'N', en: 'the town' },
      { text: 'the house', gender: 'N', en: 'the house' },
    ],
  },
  fr: {
    subject: [
      { text: "l'amie", gender: 'F', en: 'the friend' },
      { text: 'le voisin', gender: 'M', en: 'the neighbour' },
    ],
    object: [
      { text: 'le livre', gender: 'M', en: 'the book' },
      { text: 'la série', gender: 'F', en: 'the series' },
    ],
    place: [
      { text: 'la ville', gender: 'F', en: 'the town' },
      { text: 'la maison', gender: 'F', en: 'the house' },
    ],
    about: [
      { text: 'le livre', gender: 'M', en: 'the book' },
      { text: 'le film', gender: 'M', en: 'the film' },
    ],
  },
  de: {
    subject: [
      { text: 'die Freundin', gender: 'F', en: 'the friend' },
      { text: 'der Nachbar', gender: 'M', en: 'the neighbour' },
      { text: 'das Mädchen', gender: 'N', en: 'the girl' },
    ],
    object: [
      { text: 'das Buch', gender: 'N', en: 'the book' },
      { text: 'der Film', gender: 'M', en: 'the film' },
      { text: 'die Serie', gender: 'F', en: 'the series' },
    ],
    place: [
      { text: 'die Stadt', gender: 'F', en: 'the town' },
      { text: 'das Haus', gender: 'N', en: 'the house' },
    ],
  },
  it: {
    subject: [
      { text: "l'amica", gender: 'F', en: 'the friend' },
      { text: 'il vicino', gender: 'M', en: 'the neighbour' },
    ],
    object: [
      { text: 'il libro', gender: 'M', en: 'the book' },
      { text: 'la rivista', gender: 'F', en: 'the magazine' },
    ],
    place: [
      { text: 'la città', gender: 'F', en: 'the town' },
      { text: 'la casa', gender: 'F', en: 'the house' },
    ],
    about: [
      { text: 'il libro', gender: 'M', en: 'the book' },
      { text: 'il film', gender: 'M', en: 'the film' },
    ],
  },
  es: {
    subject: [
      { text: 'la amiga', gender: 'F', en: 'the friend' },
      { text: 'el vecino', gender: 'M', en: 'the neighbour' },
    ],
    object: [
      { text: 'el libro', gender: 'M', en: 'the book' },
      { text: 'la revista', gender: 'F', en: 'the magazine' },
    ],
    place: [
      { text: 'la ciudad', gender: 'F', en: 'the town' },
      { text: 'la casa', gender: 'F', en: 'the house' },
    ],
  },
  pt: {
    subject: [
      { text: 'a amiga', gender: 'F', en: 'the friend' },
      { text: 'o vizinho', gender: 'M', en: 'the neighbour' },
    ],
    object: [
      { text: 'o livro', gender: 'M', en: 'the book' },
      { text: 'a revista', gender: 'F', en: 'the magazine' },
    ],
    place: [
      { text: 'a cidade', gender: 'F', en: 'the town' },
      { text: 'a casa', gender: 'F', en: 'the house' },
    ],
  },
};

/** The clause's verb and what follows it, per role: "habite à côté", "lis", "habite". */
const clauses: Record<LanguageCode, Record<Role, { verb: string; rest: string; en: string }>> = {
  en: {
    subject: { verb: 'live', rest: 'next door', en: 'live next door' },
    object: { verb: 'like', rest: '', en: 'like' },
    place: { verb: 'live', rest: '', en: 'live' },
    about: { verb: 'talk', rest: 'about', en: 'talk about' },
  },
  fr: {
    subject: { verb: 'habiter', rest: 'à côté', en: 'live next door' },
    object: { verb: 'aimer', rest: '', en: 'like' },
    place: { verb: 'habiter', rest: '', en: 'live' },
    about: { verb: 'parler', rest: '', en: 'talk about' },
  },
  de: {
    subject: { verb: 'wohnen', rest: 'nebenan', en: 'live next door' },
    object: { verb: 'mögen', rest: '', en: 'like' },
    place: { verb: 'wohnen', rest: '', en: 'live' },
    about: { verb: 'sprechen', rest: '', en: 'talk about' },
  },
  it: {
    subject: { verb: 'abitare', rest: 'qui vicino', en: 'live next door' },
    object: { verb: 'leggere', rest: '', en: 'read' },
    place: { verb: 'abitare', rest: '', en: 'live' },
    about: { verb: 'parlare', rest: '', en: 'talk about' },
  },
  es: {
    subject: { verb: 'vivir', rest: 'al lado', en: 'live next door' },
    object: { verb: 'leer', rest: '', en: 'read' },
    place: { verb: 'vivir', rest: '', en: 'live' },
    about: { verb: 'hablar', rest: '', en: 'talk about' },
  },
  pt: {
    subject: { verb: 'morar', rest: 'ao lado', en: 'live next door' },
    object: { verb: 'ler', rest: '', en: 'read' },
    place: { verb: 'morar', rest: '', en: 'live' },
    about: { verb: 'falar', rest: '', en: 'talk about' },
  },
};

const germanNominative: Record<Gender, string> = { M: 'der', F: 'die', N: 'das' };
const germanAccusative: Record<Gender, string> = { M: 'den', F: 'die', N: 'das' };
const germanDative: Record<Gender, string> = { M: 'dem', F: 'der', N: 'dem' };

/** The relative pronoun(s) a grammar gives, and the slips: the pronoun of another role. */
export function relativeSlot(code: LanguageCode, role: Role, gender: Gender): Slot {
  switch (code) {
    case 'en':
      if (role === 'subject') return { right: ['who', 'that'], wrong: ['which', 'whose'] };
      if (role === 'object') return { right: ['that', 'which'], wrong: ['who', 'where'] };
      return { right: ['where'], wrong: ['which', 'who'] };
    case 'fr':
      return {
        subject: { right: ['qui'], wrong: ['que', 'dont'] },
        object: { right: ['que'], wrong: ['qui', 'dont'] },
        place: { right: ['où'], wrong: ['que', 'dont'] },
        about: { right: ['dont'], wrong: ['que', 'où'] },
      }[role];
    case 'de': {
      if (role === 'subject') {
        const right = germanNominative[gender];
        return {
          right: [right],
          wrong: [
            germanAccusative[gender] === right ? germanDative[gender] : germanAccusative[gender],
            'was',
          ],
        };
      }
      if (role === 'object') {
        const right = germanAccusative[gender];
        const other =
          germanNominative[gender] === right ? germanDative[gender] : germanNominative[gender];
        return { right: [right], wrong: [other, 'was'] };
      }
      // "in der" and "wo" are both right; the slip is the accusative after "in".
      return {
        right: [`in ${germanDative[gender]}`, 'wo'],
        wrong: [`in ${germanAccusative[gender]}`, 'was'],
      };
    }
    case 'it':
      return {
        subject: { right: ['che'], wrong: ['cui', 'chi'] },
        object: { right: ['che'], wrong: ['cui', 'chi'] },
        place: { right: ['dove', 'in cui'], wrong: ['che', 'cui'] },
        about: { right: ['di cui'], wrong: ['che', 'di che'] },
      }[role];
    case 'es':
      return {
        subject: { right: ['que'], wrong: ['quien', 'cual'] },
        object: { right: ['que'], wrong: ['quien', 'cual'] },
        place: { right: ['donde', 'en la que', 'en que'], wrong: ['que', 'la que'] },
        about: { right: ['de la que'], wrong: ['que', 'la que'] },
      }[role];
    case 'pt':
      return {
        subject: { right: ['que'], wrong: ['quem', 'onde'] },
        object: { right: ['que'], wrong: ['quem', 'onde'] },
        place: { right: ['onde', 'em que'], wrong: ['que', 'quem'] },
        about: { right: ['de que'], wrong: ['que', 'quem'] },
      }[role];
  }
}

/** "This is", longer at higher levels: "Look, I think this is". */
const frames: Record<LanguageCode, readonly string[]> = {
  en: ['This is', 'Look, this is', 'Look, I think this is'],
  fr: ["C'est", "Regarde, c'est", "Regarde, je crois que c'est"],
  de: ['Das ist', 'Schau, das ist', 'Schau, ich glaube, das ist'],
  it: ['È', 'Guarda, è', 'Guarda, secondo me è'],
  es: ['Es', 'Mira, es', 'Mira, creo que es'],
  pt: ['É', 'Olha, é', 'Olha, acho que é'],
};
const framesEn = frames.en;

/** Who does what in an object or place clause: I, we, my sister (no names: they differ). */
const doers: readonly { person: Person; en: string; text: Record<LanguageCode, string> }[] = [
  { person: 0, en: 'I', text: { en: 'I', fr: 'je', de: 'ich', it: '', es: '', pt: '' } },
  { person: 3, en: 'we', text: { en: 'we', fr: 'nous', de: 'wir', it: '', es: '', pt: '' } },
  {
    person: 2,
    en: 'my sister',
    text: {
      en: 'my sister',
      fr: 'ma sœur',
      de: 'meine Schwester',
      it: 'mia sorella',
      es: 'mi hermana',
      pt: 'a minha irmã',
    },
  },
];

function relativeSentence(
  code: LanguageCode,
  roles: readonly Role[],
  depth: number,
  random: Random,
): Sentence {
  const role = pick(roles, random);
  const antecedent = pick(antecedents[code][role] ?? [], random);
  const clause = clauses[code][role];
  const doer = role === 'subject' ? undefined : pick(doers, random);
  const person: Person = doer?.person ?? 2;
  const verb = sayPresent(code, clause.verb, person);
  const who = doer?.text[code] ?? '';
  // German puts the verb last; the others the subject first (Romance may leave I and we out).
  // French "je" elides before a vowel: "où j'habite", "que j'aime".
  const elided = code === 'fr' && who === 'je' && /^[aeiouyhéè]/i.test(verb);
  const words =
    code === 'de'
      ? [who, clause.rest, verb]
      : elided
        ? [`j'${verb}`, clause.rest]
        : [who, verb, clause.rest];
  const frame = frames[code][depth] ?? '';
  const enVerb = sayPresent('en', clause.en.split(' ')[0] ?? '', person);
  const enRest = clause.en.split(' ').slice(1).join(' ');
  const enClause = [doer?.en ?? '', enVerb, enRest].filter(Boolean).join(' ');
  const enPronoun =
    role === 'about' ? 'that' : relativeSlot('en', role, antecedent.gender).right[0];
  const en = `${framesEn[depth]} ${antecedent.en} ${enPronoun} ${enClause}.`;
  const before = [frame, code === 'de' ? `${antecedent.text},` : antecedent.text];
  const after = words.filter(Boolean);
  // English object clauses may leave the pronoun out: "This is the book I like."
  const alsoRight =
    code === 'en' && role === 'object'
      ? [`${capitalise([...before, ...after].join(' '))}.`]
      : undefined;
  // "that" + "about" in English: "the film that I talk about"; the slot for "about" is "that".
  const slot =
    code === 'en' && role === 'about'
      ? { right: ['that', 'which'], wrong: ['who', 'where'] }
      : relativeSlot(code, role, antecedent.gender);
  return {
    before,
    slot,
    noun: '',
    after,
    en: en.replace(/ +/g, ' '),
    ...(alsoRight ? { alsoRight } : {}),
  };
}

type RelativeDrill = {
  paradigm: readonly string[];
  nouns: readonly never[];
  sentence: (subject: Subject, adverbials: readonly Extra[], random: Random) => Sentence;
};

function drill(code: LanguageCode, roles: readonly Role[]): RelativeDrill {
  const paradigm = roles.flatMap((role) =>
    (antecedents[code][role] ?? []).flatMap((a) => relativeSlot(code, role, a.gender).right),
  );
  return {
    paradigm: [...new Set(paradigm)],
    nouns: [],
    sentence: (_subject, adverbials, random) =>
      relativeSentence(code, roles, Math.min(adverbials.length, 2), random),
  };
}

export const relativeDrills = {
  'en.relative-pronouns': drill('en', ['subject', 'object', 'place']),
  'fr.relative-pronouns': drill('fr', ['subject', 'object', 'place', 'about']),
  'de.relative-pronouns': drill('de', ['subject', 'object', 'place']),
  'it.relative-pronouns': drill('it', ['subject', 'object', 'place', 'about']),
  'es.relative-pronouns': drill('es', ['subject', 'object', 'place']),
  'pt.relative-pronouns': drill('pt', ['subject', 'object', 'place']),
} as const;

export type RelativeDrillId = keyof typeof relativeDrills;
