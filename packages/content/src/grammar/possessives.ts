/**
 * Possessives in Spanish, Portuguese, Italian and French: "Lucía busca sus llaves", "Eu procuro a
 * minha mala", "Marco cerca sua sorella" / "i suoi libri", "Léa cherche son écharpe". The owner is the subject; the form is
 * computed from the owner's person and the noun's gender and number, as the grammars state the
 * rule (forms.ts turns the sentences into items; possessives.test.ts checks the rule's cases).
 */
import { conjugate, type Person } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';
import { pick, type Random } from '../random';
import { capitalise, type Extra, namedAs, type Subject, subjects } from './clause';
import type { FormSentence as Sentence, Slot } from './forms';
import type { Noun } from './nouns';

/** The slot of a form drill: the right forms (the key first), then wrong ones, the typical slip first. */

const n = (text: string, gender: 'M' | 'F', en: string, more: Partial<Noun> = {}): Noun => ({
  text,
  gender,
  en,
  ...more,
});

/** Things one looks for, regular in gender (-o masculine, -a feminine) and plural (+s). */
export const spanishBelongings: readonly Noun[] = [
  n('libro', 'M', 'book'),
  n('cuaderno', 'M', 'notebook'),
  n('diccionario', 'M', 'dictionary'),
  n('abrigo', 'M', 'coat'),
  n('mochila', 'F', 'backpack'),
  n('maleta', 'F', 'suitcase'),
  n('chaqueta', 'F', 'jacket'),
  n('bicicleta', 'F', 'bike'),
  n('libros', 'M', 'books', { plural: true, lemma: 'libro' }),
  n('cuadernos', 'M', 'notebooks', { plural: true, lemma: 'cuaderno' }),
  n('gafas', 'F', 'glasses', { plural: true, lemma: 'gafa' }),
  n('carpetas', 'F', 'folders', { plural: true, lemma: 'carpeta' }),
];

/** The same in European Portuguese (mala, camisola). */
export const portugueseBelongings: readonly Noun[] = [
  n('livro', 'M', 'book'),
  n('caderno', 'M', 'notebook'),
  n('dicionário', 'M', 'dictionary'),
  n('casaco', 'M', 'coat'),
  n('mochila', 'F', 'backpack'),
  n('mala', 'F', 'suitcase'),
  n('camisola', 'F', 'sweater'),
  n('bicicleta', 'F', 'bike'),
  n('livros', 'M', 'books', { plural: true, lemma: 'livro' }),
  n('cadernos', 'M', 'notebooks', { plural: true, lemma: 'caderno' }),
  n('canetas', 'F', 'pens', { plural: true, lemma: 'caneta' }),
  n('fotografias', 'F', 'photos', { plural: true, lemma: 'fotografia' }),
];

/** Italian things and relatives: a relative in the singular takes no article (mia sorella). */
export const italianBelongings: readonly Noun[] = [
  n('libro', 'M', 'book'),
  n('quaderno', 'M', 'notebook'),
  n('dizionario', 'M', 'dictionary'),
  n('cappotto', 'M', 'coat'),
  n('borsa', 'F', 'bag'),
  n('valigia', 'F', 'suitcase'),
  n('giacca', 'F', 'jacket'),
  n('chiave', 'F', 'key'),
  n('libri', 'M', 'books', { plural: true, lemma: 'libro' }),
  n('quaderni', 'M', 'notebooks', { plural: true, lemma: 'quaderno' }),
  n('chiavi', 'F', 'keys', { plural: true, lemma: 'chiave' }),
  n('fratello', 'M', 'brother', { verb: 'family' }),
  n('cugina', 'F', 'cousin', { verb: 'family' }),
  n('zio', 'M', 'uncle', { verb: 'family' }),
  n('nonna', 'F', 'grandmother', { verb: 'family' }),
  n('fratelli', 'M', 'brothers', { plural: true, lemma: 'fratello', verb: 'family' }),
  n('cugine', 'F', 'cousins', { plural: true, lemma: 'cugina', verb: 'family' }),
];

/** French things; "écharpe" and "adresse" are feminine and open with a vowel: "mon écharpe". */
export const frenchBelongings: readonly Noun[] = [
  n('sac', 'M', 'bag'),
  n('cahier', 'M', 'notebook'),
  n('dictionnaire', 'M', 'dictionary'),
  n('manteau', 'M', 'coat'),
  n('valise', 'F', 'suitcase'),
  n('veste', 'F', 'jacket'),
  n('clé', 'F', 'key'),
  n('écharpe', 'F', 'scarf'),
  n('adresse', 'F', 'address'),
  n('cahiers', 'M', 'notebooks', { plural: true, lemma: 'cahier' }),
  n('clés', 'F', 'keys', { plural: true, lemma: 'clé' }),
  n('chaussures', 'F', 'shoes', { plural: true, lemma: 'chaussure' }),
];

/** A noun's gender and number, which determiners agree with. */
export type Agreement = 'MS' | 'FS' | 'MP' | 'FP';
export const agreementOf = (noun: Noun): Agreement =>
  `${noun.gender}${noun.plural ? 'P' : 'S'}` as Agreement;

/** The owner's person and the noun's gender and number give the possessive (without article). */
type Table = Record<Person, Record<Agreement, string>>;
const fourForms = (stem: string): Record<Agreement, string> => ({
  MS: `${stem}o`,
  FS: `${stem}a`,
  MP: `${stem}os`,
  FP: `${stem}as`,
});
const twoForms = (singular: string): Record<Agreement, string> => ({
  MS: singular,
  FS: singular,
  MP: `${singular}s`,
  FP: `${singular}s`,
});

/** mi/mis, tu/tus, su/sus agree in number only; nuestro and vuestro in gender too. */
export const spanishPossessives: Table = {
  0: twoForms('mi'),
  1: twoForms('tu'),
  2: twoForms('su'),
  3: fourForms('nuestr'),
  4: fourForms('vuestr'),
  5: twoForms('su'),
};
/** The stressed forms a learner puts before the noun (*mío libro): wrong there. */
const spanishStressed: Record<Person, string> = {
  0: 'mío',
  1: 'tuyo',
  2: 'suyo',
  3: 'nuestros',
  4: 'vuestros',
  5: 'suyo',
};

/** European Portuguese: article + possessive, both agreeing with the thing owned. */
const portugueseArticle: Record<Agreement, string> = { MS: 'o', FS: 'a', MP: 'os', FP: 'as' };
export const portuguesePossessives: Partial<Table> = {
  0: { MS: 'meu', FS: 'minha', MP: 'meus', FP: 'minhas' },
  1: { MS: 'teu', FS: 'tua', MP: 'teus', FP: 'tuas' },
  3: fourForms('noss'),
};

const italianArticle: Record<Agreement, string> = { MS: 'il', FS: 'la', MP: 'i', FP: 'le' };
export const italianPossessives: Table = {
  0: { MS: 'mio', FS: 'mia', MP: 'miei', FP: 'mie' },
  1: { MS: 'tuo', FS: 'tua', MP: 'tuoi', FP: 'tue' },
  2: { MS: 'suo', FS: 'sua', MP: 'suoi', FP: 'sue' },
  3: { MS: 'nostro', FS: 'nostra', MP: 'nostri', FP: 'nostre' },
  4: { MS: 'vostro', FS: 'vostra', MP: 'vostri', FP: 'vostre' },
  5: { MS: 'loro', FS: 'loro', MP: 'loro', FP: 'loro' },
};

/** French: mon, ma, mes agree with the thing owned, never with its owner (Lucas cherche sa veste). */
export const frenchPossessives: Table = {
  0: { MS: 'mon', FS: 'ma', MP: 'mes', FP: 'mes' },
  1: { MS: 'ton', FS: 'ta', MP: 'tes', FP: 'tes' },
  2: { MS: 'son', FS: 'sa', MP: 'ses', FP: 'ses' },
  3: { MS: 'notre', FS: 'notre', MP: 'nos', FP: 'nos' },
  4: { MS: 'votre', FS: 'votre', MP: 'vos', FP: 'vos' },
  5: { MS: 'leur', FS: 'leur', MP: 'leurs', FP: 'leurs' },
};

/** The same agreement in the other number (mi -> mis) and the other gender (nuestro -> nuestra). */
export const otherNumber: Record<Agreement, Agreement> = { MS: 'MP', FS: 'FP', MP: 'MS', FP: 'FS' };
export const otherGender: Record<Agreement, Agreement> = { MS: 'FS', FS: 'MS', MP: 'FP', FP: 'MP' };

const at = (table: Partial<Table>, person: Person): Record<Agreement, string> => {
  const forms = table[person];
  if (!forms) throw new Error(`No possessive for person ${person}`);
  return forms;
};

/** mi libro, mis gafas, nuestra maleta (slips: *mis libro, *mío libro, *nuestro maleta). */
export function spanishPossessive(owner: Person, noun: Noun): Slot {
  const forms = at(spanishPossessives, owner);
  const agreement = agreementOf(noun);
  const right = forms[agreement];
  const slips = [
    forms[otherGender[agreement]],
    forms[otherNumber[agreement]],
    spanishStressed[owner],
  ].filter((form, i, all) => form !== right && all.indexOf(form) === i);
  return { right: [right], wrong: slips };
}

/**
 * o meu livro, a minha mala, os nossos cadernos (slips: *o minha mala, *os meu livros). Brazil
 * leaves the article out (meu livro): right too.
 */
export function portuguesePossessive(owner: Person, noun: Noun): Slot {
  const forms = at(portuguesePossessives, owner);
  const agreement = agreementOf(noun);
  const withArticle = (a: Agreement, b: Agreement) => `${portugueseArticle[a]} ${forms[b]}`;
  return {
    right: [withArticle(agreement, agreement), forms[agreement]],
    wrong: [
      withArticle(agreement, otherGender[agreement]),
      withArticle(agreement, otherNumber[agreement]),
    ],
  };
}

/**
 * il mio libro, le tue chiavi, mia sorella: the article goes before the possessive except before
 * a relative in the singular (not with loro, which always takes it: il loro fratello).
 */
export function italianPossessive(owner: Person, noun: Noun): Slot {
  const forms = italianPossessives[owner];
  const agreement = agreementOf(noun);
  const bare = noun.verb === 'family' && !noun.plural && owner !== 5;
  const form = (a: Agreement, article: boolean) =>
    article ? `${italianArticle[a]} ${forms[a]}` : forms[a];
  const right = form(agreement, !bare);
  const slips = [
    // The typical slip: the article a relative does not take, or the one a thing needs.
    owner === 5 ? form(otherNumber[agreement], true) : form(agreement, bare),
    form(otherGender[agreement], !bare),
    form(otherNumber[agreement], !bare),
  ].filter((slip, i, all) => slip !== right && all.indexOf(slip) === i);
  return { right: [right], wrong: slips };
}

/**
 * mon sac, ma veste, mes clés, notre valise; a feminine noun opening with a vowel takes mon,
 * ton, son (mon écharpe). Slips: the other gender or number (*ma écharpe, *mes livre), and the
 * pronoun's nôtre before a noun. Only slips: "ses clés" for "leurs clés" may be another's keys,
 * so the drill keeps the owners whose forms a slip cannot make right (je, tu, il, elle, nous).
 */
export function frenchPossessive(owner: Person, noun: Noun): Slot {
  const forms = at(frenchPossessives, owner);
  const agreement = agreementOf(noun);
  const beforeVowel = agreement === 'FS' && /^[aeiouhéè]/i.test(noun.text) && owner <= 2;
  const right = beforeVowel ? forms.MS : forms[agreement];
  const slips = [
    forms[beforeVowel ? agreement : otherGender[agreement]],
    forms[otherNumber[agreement]],
    // mes has no gender: a plural's other slip is the singular of the other gender (*son clés).
    forms[otherGender[otherNumber[agreement]]],
    ...(owner === 3 ? ['nôtre'] : []),
  ].filter((form, i, all) => form !== right && all.indexOf(form) === i);
  return { right: [right], wrong: slips };
}

const english: Record<string, string> = {
  I: 'my',
  you: 'your',
  she: 'her',
  he: 'his',
  sister: 'her',
  we: 'our',
  'you-all': 'your',
  parents: 'their',
  friends: 'their',
};

/** "Emma looks for her keys": the English of the drill's sentence. */
function englishSentence(subject: Subject, noun: Noun, adverbials: readonly Extra[]): string {
  const verb = conjugate('en', 'look', 'SIMPLE_PRESENT', subject.person).join(' ');
  const owner = english[subject.id] ?? 'their';
  const words = [subject.text.en, verb, 'for', owner, noun.en, ...adverbials.map((a) => a.text.en)];
  return `${capitalise(words.join(' '))}.`;
}

type PossessiveDrill = {
  paradigm: readonly string[];
  nouns: readonly Noun[];
  sentence: (subject: Subject, adverbials: readonly Extra[], random: Random) => Sentence;
};

function drill(
  code: LanguageCode,
  verb: string,
  nouns: readonly Noun[],
  slot: (owner: Person, noun: Noun) => Slot,
  owners: readonly Person[],
): PossessiveDrill {
  const paradigm = owners.flatMap((owner) =>
    nouns.flatMap((noun) => slot(owner, noun).right.slice(0, 1)),
  );
  return {
    paradigm: [...new Set(paradigm)],
    nouns,
    sentence(given, adverbials, random) {
      // Portuguese "o seu" may be "yours" as well as "hers": its drill keeps eu, tu and nós.
      const subject = owners.includes(given.person)
        ? given
        : namedAs(
            pick(
              subjects.filter((s) => owners.includes(s.person) && s.text[code] && s.text.en),
              random,
            ),
            code,
            'en',
          );
      const noun = pick(nouns, random);
      const verbForm = conjugate(
        code,
        verb,
        code === 'it' ? 'PRESENTE' : 'PRESENT',
        subject.person,
      );
      return {
        before: [subject.text[code] ?? '', ...verbForm],
        slot: slot(subject.person, noun),
        noun: noun.text,
        after: adverbials.map((a) => a.text[code]),
        en: englishSentence(subject, noun, adverbials),
      };
    },
  };
}

export const possessiveDrills = {
  'es.possessives': drill('es', 'buscar', spanishBelongings, spanishPossessive, [0, 1, 2, 3, 5]),
  'pt.possessives': drill('pt', 'procurar', portugueseBelongings, portuguesePossessive, [0, 1, 3]),
  'fr.possessives': drill('fr', 'chercher', frenchBelongings, frenchPossessive, [0, 1, 2, 3]),
  'it.possessives': drill('it', 'cercare', italianBelongings, italianPossessive, [0, 1, 2, 3, 5]),
} as const;
