import { normalizeAnswer, stripAccents } from '../text';

const romans: Record<string, string> = { i: '1', ii: '2', iii: '3' };

/**
 * Lower case, no accents, no punctuation, hyphens as spaces and numbered forms in figures:
 * "Passé composé avec être" -> "passe compose avec etre", "Konjunktiv II" -> "konjunktiv 2".
 */
export const fold = (text: string) =>
  stripAccents(normalizeAnswer(text.replace(/[’'-]/g, ' '))).replace(
    /\b(konjunktiv|futur|type|typ|tipo) (i{1,3})\b/g,
    (_, name: string, roman: string) => `${name} ${romans[roman]}`,
  );

/** Optimal string alignment distance (Levenshtein with transpositions), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // Three rows are all a transposition looks back: the one before last, the last, this one.
  let beforeLast: number[] = [];
  let last = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((last[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (last[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforeLast[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    beforeLast = last;
    last = row;
  }
  return last[b.length] ?? max + 1;
}

/** Typos allowed in a word: none in short ones (ser/sein/sie), one from 5 letters, two from 9. */
const allowance = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/** The input's word that is `word` or a typo of it. */
export function findWord(input: readonly string[], word: string): string | undefined {
  const max = allowance(word);
  return input.find(
    (typed) =>
      typed === word ||
      (max > 0 &&
        nearStart(typed, word) &&
        !opposites(typed, word) &&
        editDistance(typed, word, max) <= max) ||
      swapped(typed, word),
  );
}

/** A negating prefix is no typo: "regulares" is not "irregulares", "direct" not "indirect". */
const opposites = (a: string, b: string) =>
  /^(ir|in|im|il|un|dis)$/.test(
    a.length > b.length ? a.slice(0, -b.length) : b.slice(0, -a.length),
  ) &&
  (a.endsWith(b) || b.endsWith(a));

/** Two neighbouring letters swapped in a four-letter word ("sien" for "sein"): nothing else. */
function swapped(typed: string, word: string): boolean {
  if (word.length !== 4 || typed.length !== 4) return false;
  const at = [...word].findIndex((letter, index) => typed[index] !== letter);
  return (
    at >= 0 &&
    at < 3 &&
    typed[at] === word[at + 1] &&
    typed[at + 1] === word[at] &&
    typed.slice(at + 2) === word.slice(at + 2)
  );
}

/** A typo rarely hits both first letters ("lessere" still starts like "essere"): a cheap first check. */
const nearStart = (typed: string, word: string) =>
  typed[0] === word[0] || typed[1] === word[1] || typed[1] === word[0] || typed[0] === word[1];

export const hasWord = (input: readonly string[], word: string) =>
  findWord(input, word) !== undefined;
