import { createRequire } from 'node:module';
import { frenchVerbs, germanVerbs, italianVerbs } from '../conjugation/conjugate';
import { conjugateIberian, gerund, participle } from '../conjugation/iberian';
import spanishVerbs from '../data/es/verbs.json';
import portugueseVerbs from '../data/pt/verbs.json';
import type { LanguageCode } from '../languages';
import { normalizeAnswer, words } from '../text';
import { canonicalWords, sameBag, sameWord, withoutAccents } from './compare';
import { isUsualVerb, simpleTenses } from './equivalents';
import { isRealWord } from './forms';
import { lexicons } from './lexicon';
import type { Speller } from './spelling';
import { strandedSeparable } from './verbSynonyms';

/**
 * When the grader cannot tell: an open answer (a translation, a transformation, a correction, an
 * answer on a text) that is not the key nor any way of writing it, and that nothing proves wrong.
 * Proofs of a wrong answer, each as a teacher sees it:
 * - no answer at all: "idk", "no sé", an instruction to the grader;
 * - a word no dictionary knows (spelling, or another language);
 * - the opposite (a negation one side only), another number, a question asking for another answer;
 * - another form of a word of the key (same stem: a tense, a person, a gender, a case), another
 *   form of the same verb (fui/voy, went/go), an article, pronoun, auxiliary or preposition put
 *   for another ("habe gegangen", "la problema"), a difference of function words only;
 * - too little of the key's content, or the sentence given in the exercise kept unchanged;
 * - a word that looks like one of the prompt's while the key says otherwise (a false friend:
 *   "embarazada" for "embarrassed");
 * - in German, the key's words in another order (the verb's place is the point).
 * Whatever survives all of them says the same thing in other words, or does not: the teacher
 * decides.
 */
export type Undecided = {
  code: LanguageCode;
  speller: Speller;
  /** The answer as written and as compared. */
  written: string;
  answer: readonly string[];
  /** The key's answers as compared. */
  references: readonly (readonly string[])[];
  /** The item's prompt: the sentence to translate or transform, the question on a text. */
  prompt?: string;
  /** For an answer on a text: the text. */
  passage?: string;
  /** A transformation or correction rewrites the prompt: its words are the ones to use. */
  rewritesPrompt?: boolean;
};

const instructions = new Set(
  'ignore instructions instruction prompt previous system assistant grader marks score points correct'.split(
    ' ',
  ),
);

function closedWords(code: LanguageCode): Set<string> {
  let set = closed.get(code);
  if (!set) {
    set = new Set(lexicons[code].classes.flat());
    closed.set(code, set);
  }
  return set;
}
const closed = new Map<LanguageCode, Set<string>>();

/** Not an answer: a refusal in the language or in English, or words addressed to the grader. */
export function isNoAnswer(code: LanguageCode, written: string, references: readonly string[]) {
  const said = normalizeAnswer(written);
  const refusals = [...lexicons[code].refusals, ...lexicons.en.refusals];
  if (refusals.some((refusal) => normalizeAnswer(refusal) === said)) return true;
  const keyWords = new Set(references.flatMap((text) => normalizeAnswer(text).split(' ')));
  return said.split(' ').some((word) => instructions.has(word) && !keyWords.has(word));
}

/** Every word is a word of the language (or of the key, or a number). */
function allRealWords(context: Undecided): boolean {
  const { code, speller, written, references } = context;
  const keyWords = new Set(references.flat());
  const real = (word: string) =>
    keyWords.has(word) ||
    isRealWord(code, speller, word) ||
    isRealWord(code, speller, word, true) ||
    speller.correct(word.replace(/’/g, "'"));
  // "centre" is a word though the dictionary is American: its other spelling is.
  return words(written.toLocaleLowerCase()).every(
    (word) => real(word) || canonicalWords(code, word).every(real),
  );
}

const plain = (code: LanguageCode, word: string) => withoutAccents(code, word.toLocaleLowerCase());
function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Two forms of one word: ganó/gano, lived/lives, alto/alta, schöne/schönen, go/goes. */
function sameStem(code: LanguageCode, a: string, b: string): boolean {
  const x = plain(code, a);
  const y = plain(code, b);
  if (x === y) return true;
  const prefix = commonPrefix(x, y);
  const shorter = Math.min(x.length, y.length);
  const longer = Math.max(x.length, y.length);
  if (prefix < (shorter <= 3 ? 2 : 3)) return false;
  // comemos/comimos, jouent/jouaient: an ending of up to four letters on a shared stem.
  return prefix * 2 >= longer || prefix >= shorter - 4;
}

const require = createRequire(import.meta.url);
const lemmas = new Map<LanguageCode, Map<string, Set<string>>>();

/**
 * The irregular verbs' forms with their verbs (vado/andare, ging/gehen, fuimos/ir y ser): the
 * forms of regular verbs share their stem, which sameStem sees.
 */
function lemmaTable(code: LanguageCode): Map<string, Set<string>> {
  const known = lemmas.get(code);
  if (known) return known;
  const table = new Map<string, Set<string>>();
  const add = (form: string, verb: string) => {
    if (form === 'NA' || form === '') return;
    const set = table.get(form) ?? new Set<string>();
    set.add(verb);
    table.set(form, set);
  };
  if (code === 'es' || code === 'pt') {
    const verbs = Object.keys(code === 'es' ? spanishVerbs : portugueseVerbs);
    for (const verb of verbs) {
      add(verb, verb);
      add(participle(code, verb), verb);
      add(gerund(code, verb), verb);
      for (const tense of simpleTenses)
        for (let person = 0; person < 6; person++)
          for (const form of conjugateIberian(code, verb, tense, person)) add(form, verb);
    }
  } else if (code === 'en') {
    const irregular = require('english-verbs-irregular/dist/verbs.json') as Record<
      string,
      [string, string][]
    >;
    for (const [verb, forms] of Object.entries(irregular)) {
      add(verb, verb);
      for (const [past, pastParticiple] of forms) {
        add(past, verb);
        add(pastParticiple, verb);
      }
    }
  } else {
    const dictionary = (code === 'it'
      ? italianVerbs()
      : code === 'de'
        ? germanVerbs()
        : frenchVerbs()) as unknown as Record<string, unknown>;
    for (const [verb, forms] of Object.entries(dictionary)) {
      const all: string[] = [];
      const visit = (value: unknown) => {
        if (typeof value === 'string') all.push(value);
        else if (value && typeof value === 'object') Object.values(value).forEach(visit);
      };
      visit(forms);
      if (all.every((form) => commonPrefix(form, verb) >= 3)) continue;
      add(verb, verb);
      for (const form of all) add(form, verb);
    }
  }
  lemmas.set(code, table);
  return table;
}

/** The verbs a form may be of (tables of the irregular verbs; every verb in es and pt). */
export function verbsOf(code: LanguageCode, word: string): ReadonlySet<string> | undefined {
  const table = lemmaTable(code);
  return table.get(word) ?? (code === 'en' ? table.get(word.replace(/e?s$/, '')) : undefined);
}

/** Two forms of one irregular verb. */
export function sameVerb(code: LanguageCode, a: string, b: string): boolean {
  const x = verbsOf(code, a);
  const y = verbsOf(code, b);
  return !!x && !!y && [...x].some((verb) => y.has(verb));
}

/** One word put for another of its series: an opposite, another colour or day ("blue" for "grey"). */
function contrasting(code: LanguageCode, a: string, b: string): boolean {
  return lexicons[code].contrasts.some((group) => {
    const x = group.findIndex((member) => member.test(a));
    const y = group.findIndex((member) => member.test(b));
    return x >= 0 && y >= 0 && x !== y;
  });
}

/** The longest common subsequence, as the words of each side left out of it, gap by gap. */
function gaps(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): { matched: number; gaps: { missing: string[]; extra: string[] }[] } {
  const n = answer.length;
  const m = reference.length;
  const table = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      (table[i] as number[])[j] = sameWord(code, answer[i] as string, reference[j] as string)
        ? ((table[i + 1] as number[])[j + 1] as number) + 1
        : Math.max(
            (table[i + 1] as number[])[j] as number,
            (table[i] as number[])[j + 1] as number,
          );
  const result: { missing: string[]; extra: string[] }[] = [];
  let gap = { missing: [] as string[], extra: [] as string[] };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && sameWord(code, answer[i] as string, reference[j] as string)) {
      if (gap.missing.length + gap.extra.length > 0) result.push(gap);
      gap = { missing: [], extra: [] };
      i++;
      j++;
    } else if (
      j < m &&
      (i >= n ||
        ((table[i] as number[])[j + 1] as number) >= ((table[i + 1] as number[])[j] as number))
    ) {
      gap.missing.push(reference[j] as string);
      j++;
    } else {
      gap.extra.push(answer[i] as string);
      i++;
    }
  }
  if (gap.missing.length + gap.extra.length > 0) result.push(gap);
  return { matched: (table[0] as number[])[0] as number, gaps: result };
}

/** Whether the answer differs from this reference in a way that proves it wrong. */
/**
 * A question opened by a word the other side lacks ("Wie kommst du…?" for "Wann kommst du…?",
 * "Warum hast du…?" for "Hast du…?") asks for another answer; "Tu habites où ?" for "Où
 * habites-tu ?" keeps its word.
 */
function asksAnother(
  questionWords: readonly string[] | undefined,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (!questionWords) return false;
  const opening = (words: readonly string[]) =>
    words[0] !== undefined && questionWords.includes(words[0]) ? words[0] : undefined;
  const [asked, keyAsks] = [opening(answer), opening(reference)];
  return (
    (asked !== undefined && !reference.includes(asked)) ||
    (keyAsks !== undefined && !answer.includes(keyAsks))
  );
}

function provedWrong(context: Undecided, reference: readonly string[]): boolean {
  const { code, answer, prompt } = context;
  const lexicon = lexicons[code];
  const negated = lexicon.negations.some(
    (word) => answer.includes(word) !== reference.includes(word),
  );
  if (negated) return true;
  if (asksAnother(lexicon.questionWords, answer, reference)) return true;
  const numbers = (list: readonly string[]) => list.filter((word) => /^\d+$/.test(word)).sort();
  if (numbers(answer).join(' ') !== numbers(reference).join(' ')) return true;
  if (code === 'de' && sameBag(answer, reference)) return true;
  const function_ = closedWords(code);
  const isFunction = (word: string) => function_.has(word) || lexicon.functionWords.includes(word);
  const { matched, gaps: differences } = gaps(code, answer, reference);
  const content = reference.filter((word) => !isFunction(word));
  const contentMatched = content.filter((word) => answer.some((a) => sameWord(code, a, word)));
  // Too little of the key's content: it says something else.
  if (
    content.length > 0 ? contentMatched.length * 2 < content.length : matched * 2 < reference.length
  )
    return true;
  if (answer.length * 2 < reference.length || answer.length > reference.length * 2) return true;
  // "Suelo desayuno": soler (costumar) without its infinitive; "fängt" without its "an".
  const missingWords = differences.flatMap(({ missing }) => missing);
  if (
    differences.some(({ extra }) =>
      extra.some(
        (word) =>
          isUsualVerb(code, word) ||
          strandedSeparable(code, word).some((form) => missingWords.includes(form)),
      ),
    )
  )
    return true;
  const differing = differences.flatMap(({ missing, extra }) => [...missing, ...extra]);
  if (differing.every(isFunction)) return true;
  for (const { missing, extra } of differences) {
    for (const m of missing) {
      for (const e of extra) {
        if (sameStem(code, m, e)) return true;
        // A separable verb left whole ("anrufe" for "rufe … an"), a word inside another.
        if (m.length >= 3 && e.length >= 3 && (e.endsWith(m) || m.endsWith(e))) return true;
        if (function_.has(m) && function_.has(e)) return true;
        if (sameVerb(code, m, e)) return true;
        if (contrasting(code, m, e)) return true;
      }
    }
  }
  // A form changed in a word that also moved: "De manhã bebe café" for "Bebo café de manhã".
  const extraWords = differences.flatMap(({ extra }) => extra);
  if (
    missingWords.some(
      (m) =>
        !isFunction(m) &&
        !extraWords.includes(m) &&
        extraWords.some(
          (e) => !missingWords.includes(e) && (sameStem(code, m, e) || sameVerb(code, m, e)),
        ),
    )
  )
    return true;
  if (prompt && context.rewritesPrompt) {
    // A transformation or a correction keeps the sentence's words: a new one changes what it says.
    const given = words(prompt.toLocaleLowerCase());
    const added = differences
      .flatMap(({ extra }) => extra)
      .filter((word) => !isFunction(word) && !/^\d+$/.test(word))
      .some((word) => !given.some((other) => sameStem(code, word, other)));
    if (added) return true;
  } else if (prompt) {
    const promptWords = words(prompt.toLocaleLowerCase()).filter((word) => word.length >= 4);
    const referenceWords = reference;
    const extras = differences.flatMap(({ extra }) => extra).filter((word) => word.length >= 4);
    for (const extra of extras) {
      const looksLike = (a: string, b: string) => {
        const prefix = commonPrefix(plain(code, a), plain(code, b));
        return prefix >= 4 && prefix * 2 >= Math.min(a.length, b.length);
      };
      const friend = promptWords.find((word) => looksLike(extra, word));
      if (friend && !referenceWords.some((word) => looksLike(word, friend))) return true;
    }
  }
  return false;
}

/** Some words of the language that are not a refusal nor addressed to the grader. */
function isAnAnswer(context: Undecided): boolean {
  const { code, written, references, answer } = context;
  return (
    answer.length > 0 &&
    !isNoAnswer(
      code,
      written,
      references.map((words) => words.join(' ')),
    ) &&
    allRealWords(context)
  );
}

/**
 * Whether a translation, transformation or correction the grader did not accept may still be
 * right: nothing above proves it wrong against the nearest of the key's answers.
 */
export function mayBeRight(context: Undecided): boolean {
  const { code, written, references, answer, prompt } = context;
  if (!isAnAnswer(context)) return false;
  if (prompt && normalizeAnswer(prompt) === normalizeAnswer(written)) return false;
  const nearest = [...references].sort(
    (a, b) => gaps(code, answer, b).matched - gaps(code, answer, a).matched,
  )[0];
  return nearest !== undefined && !provedWrong(context, nearest);
}

/**
 * Whether an answer on a text may be right though it lacks most of the key's words: part of the
 * key's content is there, nothing contradicts it, and the rest of it comes from the text.
 */
export function mayBeRightOnText(context: Undecided): boolean {
  const { code, references, answer, passage } = context;
  if (!passage || !isAnAnswer(context)) return false;
  const lexicon = lexicons[code];
  const isFunction = (word: string) =>
    closedWords(code).has(word) || lexicon.functionWords.includes(word);
  const text = new Set(canonicalWords(code, passage).map((word) => plain(code, word)));
  return references.some((reference) => {
    const negated = lexicon.negations.some(
      (word) => answer.includes(word) !== reference.includes(word),
    );
    const numbers = reference.filter((word) => /^\d+$/.test(word));
    if (negated || numbers.some((number) => !answer.includes(number))) return false;
    const content = reference.filter((word) => !isFunction(word));
    const shared = content.filter((word) => answer.some((a) => sameWord(code, a, word)));
    const fromText = answer
      .filter((word) => !isFunction(word) && !/^\d+$/.test(word))
      .every((word) => text.has(plain(code, word)) || content.includes(word));
    return shared.length > 0 && fromText;
  });
}
