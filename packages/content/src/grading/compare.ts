import { keptAtMost } from '../kept';
import type { LanguageCode } from '../languages';
import { normalizeAnswer, stripAccents } from '../text';
import { withBareAges } from './ages';
import { clockHours } from './clock';
import { doublets, isOneWayDoublet } from './doublets';
import { equivalentTokens, sameContraction, withoutArticleBeforeName } from './equivalents';
import { sameSubjunctive } from './forms';
import { type Lexicon, lexicons } from './lexicon';
import { isNumberWord, numbersAsDigits, withoutThousandsSeparators } from './numbers';
import { personsOf, pronounPersons } from './persons';
import { loadedSpeller, type Speller } from './spelling';
import { withVerbSynonyms } from './verbSynonyms';
import { withBareYears } from './years';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Phrases replaced in order, longest first so "aime beaucoup" wins over "aime"; words by lookup. */
type Rewrite = { pattern: RegExp; to: string };
type Rewrites = { phrases: Rewrite[]; words: Map<string, string> };
const rewrites = new Map<LanguageCode, Rewrites>();

function rewritesFor(code: LanguageCode): Rewrites {
  const cached = rewrites.get(code);
  if (cached) return cached;
  const lexicon: Lexicon = lexicons[code];
  const pairs: [string, string][] = [
    ...lexicon.contractions.map(([short, full]) => [short, full] as [string, string]),
    ...[...lexicon.synonyms, ...doublets[code]].flatMap((group) =>
      group.slice(1).map((other) => [other, group[0] as string] as [string, string]),
    ),
  ];
  pairs.sort((a, b) => b[0].length - a[0].length);
  const built: Rewrites = { phrases: [], words: new Map() };
  for (const [from, to] of pairs) {
    // A phrase, or a word the language's rules would split ("d'habitude").
    if (from.includes(' ') || from.includes("'")) {
      built.phrases.push({
        pattern: new RegExp(`(?<=^| )${escapeRegExp(from)}(?= |$)`, 'g'),
        to,
      });
    } else if (!built.words.has(from)) built.words.set(from, to);
  }
  rewrites.set(code, built);
  return built;
}

/**
 * "An apartment" read as "a flat": an English article before a word the lists replaced agrees
 * with the word read. Other articles are left as written ("a apple" stays a slip).
 */
function withArticlesAgreeing(
  code: LanguageCode,
  written: readonly string[],
  read: string[],
): string[] {
  if (code !== 'en') return read;
  return read.map((word, index) => {
    const next = read[index + 1];
    if ((word !== 'a' && word !== 'an') || !next || next === written[index + 1]) return word;
    return /^[aeiou]/.test(next) ? 'an' : 'a';
  });
}

const keptCanonical = keptAtMost<string[]>(20_000);

/**
 * "às 8h", "à 8h": the hour as a schedule writes it is the hour said ("às oito", "à huit
 * heures"); French says the "heures", the others leave them out.
 */
function hoursSpelledOut(code: LanguageCode, said: string): string {
  let text = said;
  if (code === 'en' || code === 'de') return text;
  // "9h30" is "9:30" (French reads its "8h30" with the numbers).
  if (code !== 'fr') text = text.replace(/\b(\d{1,2}) ?h ?(\d{2})\b/g, '$1:$2');
  return text.replace(/\b(\d{1,2}) ?h\b(?!\d)/g, (_, hour: string) =>
    code === 'fr' ? `${hour} ${hour === '1' ? 'heure' : 'heures'}` : hour,
  );
}

/** The numbers a text says, in digits ("seventeen" and "17" alike): a text's facts to check. */
export function numbersIn(code: LanguageCode, text: string): readonly string[] {
  // A text is asked once per question on it: read it once.
  return keptNumbers(`${code}\u0000${text}`, () =>
    canonicalWords(code, text).filter((word) => /^\d+$/.test(word)),
  );
}
const keptNumbers = keptAtMost<readonly string[]>(200);

/**
 * An answer as words to compare: lower case without punctuation, contractions written out,
 * synonyms and doublets (doublets.ts) replaced by the first of their group (verbs too, unless
 * `withSynonymVerbs` is false: a conjugation asks for its own verb), numbers in digits, and the other ways of
 * writing the same sentence brought to one (`equivalentTokens`: spelling variants, pronoun
 * placement, question forms...). Both the answer and the key go through it.
 */
export function canonicalWords(
  code: LanguageCode,
  text: string,
  withSynonymVerbs = true,
): string[] {
  const speller = loadedSpeller(code);
  const read = () => readCanonical(code, text, withSynonymVerbs, speller);
  // Read before the dictionary is loaded, the words are not all known: not kept.
  const words = speller
    ? keptCanonical(`${code}\u0000${withSynonymVerbs}\u0000${text}`, read)
    : read();
  return [...words];
}

function readCanonical(
  code: LanguageCode,
  text: string,
  withSynonymVerbs: boolean,
  speller: Speller | undefined,
): string[] {
  const { currencies } = lexicons[code];
  const named = code === 'pt' ? withoutArticleBeforeName(text) : text;
  const amounts = hoursSpelledOut(code, withoutThousandsSeparators(code, named)).replace(
    /(r\$|[£€$])\s?(\d+(?:[.,]\d+)?)/giu,
    (whole, sign: string, amount: string) => {
      const name = currencies[sign.toLocaleLowerCase()];
      return name ? `${amount} ${name}` : whole;
    },
  );
  const { phrases, words: wordRewrites } = rewritesFor(code);
  const once = (line: string) => {
    let rewritten = line;
    for (const { pattern, to } of phrases) rewritten = rewritten.replace(pattern, to);
    return rewritten === '' ? [] : rewritten.split(' ');
  };
  const written = equivalentTokens(code, once(normalizeAnswer(amounts)), speller);
  const tokens = withArticlesAgreeing(
    code,
    written,
    written.map((word) => wordRewrites.get(word) ?? word),
  );
  // Equivalents may have made a phrase of the lists ("normalmente" + verb...): once more.
  const again = withNegativeAdverbFirst(code, once(tokens.join(' ')));
  return withBareAges(
    code,
    withBareYears(
      code,
      clockHours(
        code,
        numbersAsDigits(code, withSynonymVerbs ? withVerbSynonyms(code, again) : again),
      ),
    ),
  );
}

/** The negative adverbs Spanish and Portuguese put before the verb, or after it with "no". */
const negativeAdverbs: Partial<Record<LanguageCode, { not: string; adverbs: RegExp }>> = {
  es: { not: 'no', adverbs: /^(nunca|jamás|tampoco)$/ },
  pt: { not: 'não', adverbs: /^(nunca|jamais|tampouco)$/ },
};

/**
 * "No he estado nunca en México" says "Nunca he estado en México": the adverb a few words after
 * "no" is read in its place.
 */
function withNegativeAdverbFirst(code: LanguageCode, words: string[]): string[] {
  const rule = negativeAdverbs[code];
  const not = rule ? words.indexOf(rule.not) : -1;
  if (!rule || not < 0) return words;
  const adverb = words.findIndex((word, index) => index > not && rule.adverbs.test(word));
  if (adverb < 0 || adverb - not > 4) return words;
  const moved = [...words];
  const [word] = moved.splice(adverb, 1);
  moved.splice(not, 1, word as string);
  return moved;
}

/**
 * One word in two spellings: Swiss German writes "ss" for "ß" ("Fussball"), and a keyboard
 * without ligatures "oe" for "œ" ("soeur", "oeuvre").
 */
const spelledOut = (code: LanguageCode, word: string) => {
  const unligated = word.replace(/œ/g, 'oe').replace(/æ/g, 'ae');
  return code === 'de' ? unligated.replace(/ß/g, 'ss') : unligated;
};

const ligatures = /[œæß]/;

/**
 * Whether the answer's word `a` says the key's word `b` (one-way doublets read only so). Called
 * for every pair of words a rule compares: the cheap tests (a ligature at all, two subjunctives
 * of one length) come before the rewriting and the patterns.
 */
export const sameWord = (code: LanguageCode, a: string, b: string): boolean =>
  a === b ||
  ((ligatures.test(a) || ligatures.test(b)) && spelledOut(code, a) === spelledOut(code, b)) ||
  (code === 'es' && a.length === b.length && sameSubjunctive(a, b)) ||
  (code === 'en' && sameContraction(a, b)) ||
  isOneWayDoublet(code, a, b) ||
  (/^\d+$/.test(a) && isNumberWord(code, b, a)) ||
  (/^\d+$/.test(b) && isNumberWord(code, a, b));

export const sameWords = (code: LanguageCode, a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((word, index) => sameWord(code, word, b[index] as string));

/**
 * Spanish, Italian and Portuguese may leave the subject pronoun out: "(nós) preparamos",
 * "(io) ho comprato". A pronoun on one side only is dropped; two different pronouns still differ.
 */
export function withoutOptionalSubject(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): [string[], string[]] {
  const pronouns = new Set(lexicons[code].subjectPronouns);
  if (pronouns.size === 0) return [[...answer], [...reference]];
  const inAnswer = answer.filter((word) => pronouns.has(word));
  const inReference = reference.filter((word) => pronouns.has(word));
  const subset = (a: string[], b: string[]) => a.every((word) => b.includes(word));
  if (!subset(inAnswer, inReference) && !subset(inReference, inAnswer)) {
    return [[...answer], [...reference]];
  }
  // "Tu tienes" for "Tú tienes": the pronoun is there, without its accent (another word).
  const plainPronouns = new Set([...inAnswer, ...inReference].map((word) => stripAccents(word)));
  const unaccented = (words: readonly string[]) =>
    words.some((word) => !pronouns.has(word) && plainPronouns.has(stripAccents(word)));
  if (unaccented(answer) || unaccented(reference)) return [[...answer], [...reference]];
  // "Ellos vivimos": a pronoun is left out only where its verb agrees with it.
  if (!agreeing(code, answer) || !agreeing(code, reference)) return [[...answer], [...reference]];
  const drop = (words: readonly string[]) => words.filter((word) => !pronouns.has(word));
  const [shortAnswer, shortReference] = [drop(answer), drop(reference)];
  // A pronoun on its own is the answer ("você"), not an optional subject.
  if (shortReference.length === 0) return [[...answer], [...reference]];
  return [shortAnswer, shortReference];
}

/** Conjunctions after which a subject said before may be left out, and the subject pronouns. */
const repeatable: Partial<Record<LanguageCode, { conjunctions: RegExp; pronouns: RegExp }>> = {
  en: { conjunctions: /^(and|but|or|then)$/, pronouns: /^(i|you|he|she|it|we|they)$/ },
  de: { conjunctions: /^(und|aber|oder|dann)$/, pronouns: /^(ich|du|er|sie|es|wir|ihr)$/ },
  fr: {
    conjunctions: /^(et|mais|ou|puis)$/,
    pronouns: /^(je|j'|tu|il|elle|on|nous|vous|ils|elles)$/,
  },
};

/** German and French determiners by the third-person pronoun that takes up their noun. */
const nounPronouns: Partial<Record<LanguageCode, Record<string, RegExp>>> = {
  de: {
    er: /^(der|ein|mein|dein|sein|unser|euer|kein|dieser|jeder)$/,
    sie: /^(die|eine|meine|deine|seine|ihre|unsere|eure|keine|diese|jede)$/,
    es: /^(das|ein|mein|dein|sein|unser|euer|kein|dieses|jedes)$/,
  },
  fr: {
    il: /^(le|un|mon|ton|son|notre|votre|leur|ce|cet)$/,
    elle: /^(la|une|ma|ta|sa|notre|votre|leur|cette)$/,
    ils: /^(les|des|mes|tes|ses|nos|vos|leurs|ces)$/,
    elles: /^(les|des|mes|tes|ses|nos|vos|leurs|ces)$/,
  },
};

/** "Mein Bruder ist 18 und er spielt": the sentence opens with a noun the pronoun takes up. */
const opensWithItsNoun = (code: LanguageCode, words: readonly string[], pronoun: string) =>
  !!nounPronouns[code]?.[pronoun]?.test(words[0] ?? '');

/**
 * "Ich bin 20 Jahre alt und wohne in Köln", "I got up and had breakfast": the subject said
 * before a conjunction is left out after it. The words without such a repeated pronoun, or
 * undefined when they have none.
 */
export function withoutRepeatedSubject(
  code: LanguageCode,
  words: readonly string[],
): string[] | undefined {
  const rules = repeatable[code];
  if (!rules) return undefined;
  const repeated = words.findIndex(
    (word, index) =>
      index > 1 &&
      rules.pronouns.test(word) &&
      rules.conjunctions.test(words[index - 1] as string) &&
      (words.slice(0, index - 1).includes(word) || opensWithItsNoun(code, words, word)),
  );
  return repeated < 0 ? undefined : words.filter((_, index) => index !== repeated);
}

/** What may stand between a subject pronoun and its verb: object pronouns, "no", short adverbs. */
const betweenSubjectAndVerb =
  /^(me|te|se|nos|os|vos|lo|la|los|las|le|les|lhe|lhes|o|a|as|mi|ti|si|ci|vi|ne|gli|no|não|non|nunca|jamás|mai|también|tampoco|também|anche|siempre|sempre|ya|já|già|todavía|aún|ainda|ancora|solo|sólo|só|casi|quase|quasi)$/;

/**
 * Every subject pronoun is followed (over its object pronouns and short adverbs) by a verb of its
 * person, or by a word the tables cannot tell.
 */
function agreeing(code: LanguageCode, words: readonly string[]): boolean {
  const persons = pronounPersons[code];
  if (!persons) return true;
  return words.every((word, index) => {
    const person = persons[word];
    if (person === undefined) return true;
    let next = index + 1;
    // "Eu vi": a verb of the pronoun's person is the verb, though another language's pronoun ("vi").
    while (
      next < words.length &&
      betweenSubjectAndVerb.test(words[next] as string) &&
      !personsOf(code, words[next] as string)?.has(person)
    )
      next++;
    const verb = words[next];
    const possible = verb === undefined ? undefined : personsOf(code, verb);
    return !possible || possible.has(person);
  });
}

/**
 * Adverbs of frequency and time that Spanish, Italian and Portuguese put before or after the verb
 * or its auxiliary alike ("Yo siempre desayuno" / "Yo desayuno siempre", "Ancora non ho
 * mangiato" / "Non ho ancora mangiato"); French keeps them after the verb.
 */
const movableAdverbs: Partial<Record<LanguageCode, RegExp>> = {
  // English "already" closes its clause as well as it stands before the participle ("had
  // started already" / "had already started").
  en: /^already$/,
  es: /^(siempre|todavía|aún|ya|también)$/,
  it: /^(sempre|spesso|ancora|già|anche)$/,
  pt: /^(sempre|ainda|já|também|frequentemente)$/,
};
/**
 * English adverbs of frequency that may also open the sentence ("Usually I get up at seven"),
 * though not stand anywhere else ("I get up usually at seven"); "always" and "never" may not.
 */
const openingAdverbs: Partial<Record<LanguageCode, RegExp>> = {
  en: /^(usually|sometimes|normally|occasionally|generally|often|frequently)$/,
};
/** A negation stays next to its verb ("Non mai ho visto" is wrong); "nunca", "mai" keep their place. */
const negations = /^(no|non|não)$/;
/** Spanish and Portuguese keep the auxiliary and its participle together ("no ha todavía llegado"). */
const compoundAuxiliaries: Partial<Record<LanguageCode, RegExp>> = {
  es: /^(he|has|ha|hemos|habéis|han|había|habías|habíamos|habíais|habían)$/,
  pt: /^(tenho|tens|tem|temos|tendes|têm|tinha|tinhas|tínhamos|tínheis|tinham)$/,
};

/**
 * A manner adverb in -mente (-ment) may stand before or after the verb in Spanish, Italian,
 * Portuguese and French ("Normalmente desayuno" / "Desayuno normalmente"), and so may a few
 * adverbs of frequency and time (above): one such word moved.
 */
export function isMovedAdverb(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code === 'de' || answer.length !== reference.length) return false;
  const suffix = code === 'fr' ? /ment$/ : code === 'en' ? /^$/ : /mente$/;
  const movable = movableAdverbs[code];
  const opening = openingAdverbs[code];
  const adverb = {
    test: (word: string) => suffix.test(word) || !!movable?.test(word) || !!opening?.test(word),
  };
  const moved = reference.findIndex(
    (word, index) => adverb.test(word) && !sameWord(code, word, answer[index] as string),
  );
  if (moved < 0) return false;
  const word = reference[moved] as string;
  const rest = reference.filter((_, index) => index !== moved);
  const auxiliary = compoundAuxiliaries[code];
  const anywhere = suffix.test(word) || !!movable?.test(word);
  return answer.some(
    (candidate, index) =>
      candidate === word &&
      (anywhere || index === 0) &&
      !(auxiliary && index > 0 && auxiliary.test(answer[index - 1] as string)) &&
      !(index > 0 && negations.test(answer[index - 1] as string)) &&
      sameWords(
        code,
        answer.filter((_, other) => other !== index),
        rest,
      ),
  );
}

const germanDeterminers =
  /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|eines|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|euer|eure|dieser|diese|dieses|jeder|jede|jedes)$/;

/**
 * German puts the finite verb second: a time or place phrase may open the sentence and the
 * subject then follows the verb ("Sie trinkt jeden Nachmittag Tee" / "Jeden Nachmittag trinkt
 * sie Tee"). Tried both ways, with a subject and a fronted phrase of up to three words.
 */
export function isInverted(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code !== 'de' || answer.length !== reference.length) return false;
  const fronted = (words: readonly string[]) => {
    const variants: string[][] = [];
    // A subject of up to three words ("der alte Mann"), five when it opens with a determiner
    // and takes a genitive ("das kaputte Auto meiner Nachbarin").
    const longest = germanDeterminers.test(words[0] as string) ? 5 : 3;
    for (let verb = 1; verb <= longest; verb++) {
      // The phrase may come from anywhere after the verb: "Ich rufe dich morgen an".
      for (let start = verb + 1; start < words.length; start++) {
        for (let phrase = 1; phrase <= 3 && start + phrase <= words.length; phrase++) {
          const subject = words.slice(0, verb);
          const moved = words.slice(start, start + phrase);
          const rest = [...words.slice(verb + 1, start), ...words.slice(start + phrase)];
          variants.push([...moved, words[verb] as string, ...subject, ...rest]);
        }
      }
    }
    return variants;
  };
  return (
    fronted(reference).some((variant) => sameWords(code, answer, variant)) ||
    fronted(answer).some((variant) => sameWords(code, reference, variant))
  );
}

/** Same words in any order: the order is what is wrong. */
export function sameBag(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');
}

/** Words at the same place that differ; undefined when the answer has words more or fewer. */
export function differingPairs(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): [string, string][] | undefined {
  if (answer.length !== reference.length) return undefined;
  return reference.flatMap((right, index) => {
    const yours = answer[index] as string;
    return sameWord(code, yours, right) ? [] : [[yours, right] as [string, string]];
  });
}

/** German writes ä, ö, ü and ß as ae, oe, ue and ss when the keyboard lacks them. */
export function germanTranscription(text: string): string {
  return text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
}

/**
 * The word as it reads without its accents. In German the umlaut is a letter (schon/schön),
 * so only the standard transcription (ae, oe, ue, ss) is the same word.
 */
export function withoutAccents(code: LanguageCode, word: string): string {
  return code === 'de' ? germanTranscription(word) : stripAccents(word);
}

/** Damerau-Levenshtein distance (adjacent swaps count one). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows = x.length + 1;
  const cols = y.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (d[rows - 1] as number[])[cols - 1] as number;
}

/**
 * Distance for ranking spelling suggestions: letters count one, a missing accent or umlaut and
 * a change of case a tenth ("spat" is nearer "spät" than "spart").
 */
export function weightedDistance(a: string, b: string): number {
  const plain = (s: string) => stripAccents(s.toLocaleLowerCase());
  const letters = editDistance(plain(a), plain(b));
  const marks = editDistance(a.toLocaleLowerCase(), b.toLocaleLowerCase()) - letters;
  const caseChanges = a.toLocaleLowerCase() === a && b.toLocaleLowerCase() !== b ? 1 : 0;
  return letters + 0.1 * Math.max(0, marks) + 0.1 * caseChanges;
}

/** Words that open a subordinate clause, which may stand before or after its main clause. */
const subordinators: Record<LanguageCode, ReadonlySet<string>> = {
  en: new Set('if when because although though before after while since unless once as'.split(' ')),
  es: new Set('si cuando porque aunque mientras antes después como desde hasta'.split(' ')),
  fr: new Set('si quand lorsque parce puisque bien avant après pendant comme dès'.split(' ')),
  de: new Set('wenn als weil obwohl bevor nachdem während da seit sobald falls ob'.split(' ')),
  it: new Set('se quando perché sebbene benché mentre prima dopo come appena poiché'.split(' ')),
  pt: new Set('se quando porque embora enquanto antes depois como desde assim'.split(' ')),
};

/**
 * "If I have time, I will go" / "I will go if I have time": a subordinate clause before its main
 * clause (and its comma) or after it. A sentence opening with such a clause, as words with the
 * clause after its main clause; in German the main clause then opens with its verb ("Wenn ich
 * Zeit habe, gehe ich ins Kino" / "Ich gehe ins Kino, wenn ich Zeit habe"): one reading for each
 * length of its subject (one to three words), while a main clause that keeps its subject first
 * after the clause ("…, ich gehe ins Kino") reads as none. None when it does not open so.
 */
export function withClauseBehind(code: LanguageCode, text: string): string[][] {
  const parts = text.split(',');
  if (parts.length !== 2) return [];
  const [clause, main] = parts.map((part) => canonicalWords(code, part)) as [string[], string[]];
  if (clause.length < 2 || main.length < 2 || !subordinators[code].has(clause[0] as string))
    return [];
  if (code !== 'de') return [[...main, ...clause]];
  const readings: string[][] = [];
  for (let subject = 1; subject <= Math.min(3, main.length - 1); subject++)
    readings.push([
      ...main.slice(1, 1 + subject),
      main[0] as string,
      ...main.slice(1 + subject),
      ...clause,
    ]);
  return readings;
}
