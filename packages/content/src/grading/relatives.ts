/**
 * A relative after a preposition said two ways: Italian "la ragazza di cui" / "della quale",
 * "l'amico a cui" / "al quale"; French "la ville dont" / "de laquelle". Both are standard;
 * the form with "quale" (and "lequel") agrees with its noun, so it is read as "cui" ("dont") only
 * where the article before the noun says the same gender and number; "della quale" after "il
 * ragazzo" stays wrong. Compared words, elided articles apart ("l'", "amico").
 */

type Agreement = 'ms' | 'fs' | 'mp' | 'fp';

const italianArticles: Record<string, readonly Agreement[]> = {
  il: ['ms'],
  lo: ['ms'],
  un: ['ms'],
  uno: ['ms'],
  la: ['fs'],
  una: ['fs'],
  "un'": ['fs'],
  "l'": ['ms', 'fs'],
  i: ['mp'],
  gli: ['mp'],
  le: ['fp'],
};

/** Each "quale" form with its preposition and agreement: "della quale" is "di" + feminine singular. */
const italianQuale = new Map<string, [string, Agreement]>();
const contracted: Record<string, readonly [string, string, string, string]> = {
  di: ['del', 'della', 'dei', 'delle'],
  a: ['al', 'alla', 'ai', 'alle'],
  da: ['dal', 'dalla', 'dai', 'dalle'],
  in: ['nel', 'nella', 'nei', 'nelle'],
  su: ['sul', 'sulla', 'sui', 'sulle'],
  con: ['con il', 'con la', 'con i', 'con le'],
  per: ['per il', 'per la', 'per i', 'per le'],
  tra: ['tra il', 'tra la', 'tra i', 'tra le'],
};
const agreements: readonly Agreement[] = ['ms', 'fs', 'mp', 'fp'];
for (const [preposition, forms] of Object.entries(contracted))
  forms.forEach((form, index) => {
    const agreement = agreements[index] as Agreement;
    const quale = agreement.endsWith('s') ? 'quale' : 'quali';
    italianQuale.set(`${form} ${quale}`, [preposition, agreement]);
  });

/** "la ragazza della quale" as "la ragazza di cui"; a disagreeing "quale" stays. */
export function italianCui(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const three = tokens.slice(i, i + 3).join(' ');
    const two = tokens.slice(i, i + 2).join(' ');
    const [said, found] = italianQuale.has(three)
      ? [3, italianQuale.get(three)]
      : [2, italianQuale.get(two)];
    const article = italianArticles[tokens[i - 2] ?? ''];
    if (found && article?.includes(found[1])) {
      out.push(found[0], 'cui');
      i += said - 1;
    } else out.push(tokens[i] as string);
  }
  return out;
}

const frenchArticles: Record<string, readonly Agreement[]> = {
  le: ['ms'],
  un: ['ms'],
  ce: ['ms'],
  cet: ['ms'],
  la: ['fs'],
  une: ['fs'],
  cette: ['fs'],
  "l'": ['ms', 'fs'],
};
/** Not "de qui": it speaks of persons only, and "le livre de qui" would read as "dont". */
const frenchLequel: Record<string, Agreement> = {
  duquel: 'ms',
  'de laquelle': 'fs',
};

/** Nouns of persons, after which "de qui" says "dont" ("l'homme de qui je parle"). */
const frenchPersons = new Set(
  'homme hommes femme femmes fille filles garçon garçons enfant enfants ami amie amis amies personne personnes gens professeur professeurs professeure prof médecin voisin voisine voisins collègue collègues frère sœur soeur père mère étudiant étudiante étudiants élève élèves auteur auteure écrivain acteur actrice chanteur chanteuse directeur directrice patron patronne cousin cousine'.split(
    ' ',
  ),
);

/**
 * "la ville de laquelle je parle" as "la ville dont je parle": after a noun with its article;
 * "l'homme de qui je parle" too, after a noun of a person with its article.
 */
export function frenchDont(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const ofWhom =
      tokens[i] === 'de' &&
      tokens[i + 1] === 'qui' &&
      frenchPersons.has(tokens[i - 1] ?? '') &&
      Object.hasOwn(frenchArticles, tokens[i - 2] ?? '');
    if (ofWhom) {
      out.push('dont');
      i += 1;
      continue;
    }
    const two = tokens.slice(i, i + 2).join(' ');
    const [said, found] = frenchLequel[two]
      ? [2, frenchLequel[two]]
      : [1, frenchLequel[tokens[i] as string]];
    const article = frenchArticles[tokens[i - 2] ?? ''];
    if (found && article?.includes(found)) {
      out.push('dont');
      i += said - 1;
    } else out.push(tokens[i] as string);
  }
  return out;
}

const spanishArticles: Record<string, string> = {
  el: 'el',
  la: 'la',
  los: 'los',
  las: 'las',
  un: 'el',
  una: 'la',
  unos: 'los',
  unas: 'las',
};
const spanishPrepositions = new Set(
  'a con de en por para sin sobre desde entre hacia hasta según tras bajo contra'.split(' '),
);

/**
 * Spanish says a relative after a preposition with "el que" or "el cual" alike ("la casa en la
 * que vivo", "en la cual", "del cual"), and after "en" also bare ("en que"): read as "el que" agreeing with
 * the noun's article ("la casa en que" is "la casa en la que"; "en el que" after "la casa" stays
 * wrong).
 */
export function spanishCual(tokens: readonly string[]): string[] {
  return tokens.flatMap((token, i) => {
    const before = tokens[i - 1] ?? '';
    const afterPreposition =
      before === 'del' ||
      before === 'al' ||
      (before in spanishArticles && spanishPrepositions.has(tokens[i - 2] ?? ''));
    if ((token === 'cual' || token === 'cuales') && afterPreposition) return ['que'];
    const article = spanishArticles[tokens[i - 2] ?? ''];
    if (token === 'en' && tokens[i + 1] === 'que' && article) return ['en', article];
    return [token];
  });
}
