import { diffArrays } from 'diff';
import { words } from '../text';

/** One word of the text read aloud, as the transcript heard it. */
export type ReadWord =
  | { word: string; status: 'read' }
  | { word: string; status: 'missed' }
  | { word: string; status: 'changed'; heard: string };

export type ReadingCheck = {
  /** The text's words in order, each read, missed or changed into another. */
  words: ReadWord[];
  /** Words heard that the text does not have. */
  added: string[];
};

/** Case, apostrophes and punctuation are not heard, so they never count as a change. */
const spoken = (word: string) => word.toLocaleLowerCase().replace(/’/g, "'");

/**
 * The text read aloud against its transcript, word by word, for the teacher: the longest run of
 * words in common is read; between two of them, the text's words are changed into the heard
 * ones in order, and the rest are missed (or added, when more were heard than written).
 */
export function compareReading(text: string, transcript: string): ReadingCheck {
  const written = words(text);
  const heard = words(transcript);
  const result: ReadingCheck = { words: [], added: [] };
  let missing: string[] = [];
  const settle = (instead: string[]) => {
    missing.forEach((word, index) => {
      const other = instead[index];
      result.words.push(
        other === undefined
          ? { word, status: 'missed' }
          : { word, status: 'changed', heard: other },
      );
    });
    result.added.push(...instead.slice(missing.length));
    missing = [];
  };
  // Words in common are the heard ones in the diff: the text's own spelling is shown instead.
  let next = 0;
  const parts = diffArrays(written, heard, { comparator: (a, b) => spoken(a) === spoken(b) });
  for (const part of parts) {
    if (part.added) {
      settle(part.value);
      continue;
    }
    const own = written.slice(next, next + part.value.length);
    next += own.length;
    if (part.removed) missing.push(...own);
    else {
      settle([]);
      result.words.push(...own.map((word) => ({ word, status: 'read' as const })));
    }
  }
  settle([]);
  return result;
}
