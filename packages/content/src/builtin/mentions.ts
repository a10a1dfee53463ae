import type { Passage } from '../data/bank';
import { fold } from '../grammar/fuzzy';

type Text = Pick<Passage, 'title' | 'paragraphs'>;

/** Each text's words, folded and spaced once: the bank never changes. */
const foldedTexts = new WeakMap<Text, string>();
function foldedText(text: Text): string {
  let folded = foldedTexts.get(text);
  if (folded === undefined) {
    folded = ` ${fold([text.title, ...text.paragraphs.map((p) => p.text)].join(' '))} `;
    foldedTexts.set(text, folded);
  }
  return folded;
}

/**
 * The start a word shares with its other forms ("pollution", "polluted"; "réseaux", "réseau";
 * "Olympics", "olympique"): a short word must be said whole.
 */
function stemOf(word: string): string {
  return word.length <= 4 ? `${word} ` : word.slice(0, Math.max(4, word.length - 3));
}

/** How many of the teacher's words (folded, without filler) the text says, in any of their forms. */
export function mentions(text: Text, words: readonly string[]): number {
  return said(foldedText(text), words);
}

/** How many of the names (folded) the text says as whole words: "Madrid" is not in "madre". */
export function namesIn(text: Text, names: readonly string[]): number {
  const folded = foldedText(text);
  return names.filter((name) => folded.includes(` ${name} `)).length;
}

/** The same for the part of a text shown: its title and excerpt. */
export function mentionsIn(shown: string, words: readonly string[]): number {
  return words.length === 0 ? 0 : said(` ${fold(shown)} `, words);
}

function said(folded: string, words: readonly string[]): number {
  return [...new Set(words.map(stemOf))].filter((stem) => folded.includes(` ${stem}`)).length;
}

/** A text must say two of the teacher's words to be offered for them. */
export const wordsToOffer = 2;

/** A language's whole bank, folded once. */
const foldedBanks = new WeakMap<readonly Text[], string>();

/** The word as written, or without or with a plural ending: "volcanoes", "volcano". */
const writtenForms = (word: string) => [
  word,
  word.replace(/e?s$/, ''),
  word.replace(/s$/, ''),
  `${word}s`,
];

/**
 * The request is in the bank's language: most of the teacher's words are written in some text of
 * the bank (whole, give or take a plural ending). Only then is a text held to saying them
 * ("school" asked for a French text, "la cuisine de ma grand-mère" for a Spanish one, is the
 * lexicon's to translate; "grand" is no Spanish word, though "grande" and "grandes" are).
 */
export function inBankLanguage(bank: readonly Text[], words: readonly string[]): boolean {
  let folded = foldedBanks.get(bank);
  if (folded === undefined) {
    folded = bank.map(foldedText).join('');
    foldedBanks.set(bank, folded);
  }
  const text = folded;
  const written = words.filter((word) =>
    writtenForms(word).some((form) => text.includes(` ${form} `)),
  );
  return written.length * 2 > words.length;
}
