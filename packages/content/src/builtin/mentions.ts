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
  const folded = foldedText(text);
  return [...new Set(words.map(stemOf))].filter((stem) => folded.includes(` ${stem}`)).length;
}

/** A text must say two of the teacher's words to be offered for them. */
export const wordsToOffer = 2;
