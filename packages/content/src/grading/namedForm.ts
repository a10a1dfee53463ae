import type { LanguageCode } from '../languages';

/**
 * A form asked by its name ("Verbe « venir », futur simple, 1re personne du singulier", "Plural
 * von „das Buch“") is as right with the words that go with it: the subject pronoun of the person
 * asked ("je viendrai", "er hat"), a plural with or without its definite article ("die Bücher",
 * "Bücher"). Spanish, Italian and Portuguese leave the subject out anyway (compare.ts). Not in a
 * sentence with a gap: its subject or article is already written there.
 */

/** Subject pronouns by person (0-5: I, you, he/she, we, you, they). */
const subjects: Partial<Record<LanguageCode, readonly (readonly string[])[]>> = {
  en: [['i'], ['you'], ['he', 'she', 'it'], ['we'], ['you'], ['they']],
  fr: [['je', "j'"], ['tu'], ['il', 'elle', 'on'], ['nous'], ['vous'], ['ils', 'elles']],
  de: [['ich'], ['du'], ['er', 'sie', 'es', 'man'], ['wir'], ['ihr'], ['sie']],
};

/** The ordinal before "person": a digit ("3e", "3.", "1.ª") or a word. */
const personNamed = /([\p{L}\d.ªº]+)\s+(?:person|personne|persona|pessoa)\b(.*)$/iu;
const ordinalWords: readonly (readonly string[])[] = [
  ['first', 'première', 'primera', 'prima', 'primeira', 'erste', 'ersten'],
  ['second', 'deuxième', 'seconde', 'segunda', 'seconda', 'zweite', 'zweiten'],
  ['third', 'troisième', 'tercera', 'terza', 'terceira', 'dritte', 'dritten'],
];

/** The person a prompt names ("3e personne du pluriel", "3. Person Singular"), or undefined. */
function namedPerson(prompt: string): number | undefined {
  const [, ordinal = '', rest = ''] = personNamed.exec(prompt) ?? [];
  const digit = /^[1-3]/.exec(ordinal)?.[0];
  const index = digit
    ? Number(digit) - 1
    : ordinalWords.findIndex((names) => names.includes(ordinal.toLocaleLowerCase()));
  const plural = /plur/i.test(rest);
  if (index < 0 || (!plural && !/singul/i.test(rest))) return undefined;
  return index + (plural ? 3 : 0);
}

/** The pronouns a prompt allows: the person it names, or the pronoun in its hint ("(ils)"). */
function askedSubjects(code: LanguageCode, prompt: string): readonly string[] {
  const table = subjects[code];
  if (!table) return [];
  const person = namedPerson(prompt);
  if (person !== undefined) return table[person] ?? [];
  const hints = prompt.match(/\([^)]*\)/g)?.join(' ') ?? '';
  const written = new Set(hints.toLocaleLowerCase().match(/[\p{L}']+/gu) ?? []);
  return table.flat().filter((pronoun) => written.has(pronoun));
}

const pluralArticles: Record<LanguageCode, readonly string[]> = {
  en: ['the'],
  fr: ['les'],
  de: ['die'],
  es: ['los', 'las'],
  it: ['i', 'gli', 'le'],
  pt: ['os', 'as'],
};

/** "Bücher" for "die Bücher" and the other way: the key's plural with or without its article. */
function pluralsOf(code: LanguageCode, key: string): string[] {
  const [first = '', ...rest] = key.split(/\s+/);
  const articles = pluralArticles[code];
  if (articles.includes(first.toLocaleLowerCase())) return [rest.join(' ')];
  return articles.map((article) => `${article} ${key}`);
}

/**
 * The key written with the words that go with it, where the item asks for a form by its name:
 * "ils ont" for "ont" (the third person plural, or "(ils)", asked), "Bücher" for "die Bücher"
 * (the plural asked). The answer is compared with these as with the key.
 */
export function namedFormWithItsWords(
  code: LanguageCode,
  prompt: string | undefined,
  key: string,
): string[] {
  if (!prompt || prompt.includes('___')) return [];
  // "j'ai", "je viendrai": the pronoun elided before a vowel only.
  const elides = /^[aeiouyhâàéèêîôû]/i.test(key);
  const withSubject = askedSubjects(code, prompt)
    .filter((pronoun) => (pronoun === "j'" ? elides : pronoun !== 'je' || !elides))
    .map((pronoun) => (pronoun === "j'" ? `${pronoun}${key}` : `${pronoun} ${key}`));
  const plural = /\bplural|\bpluriel|\bplurale/i.test(prompt) && namedPerson(prompt) === undefined;
  return [...withSubject, ...(plural ? pluralsOf(code, key) : [])];
}
