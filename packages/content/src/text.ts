/** Unicode-aware words: letters and digits, keeping inner apostrophes and hyphens (l'école, well-known). */
const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Case, surrounding spaces, punctuation and spacing do not change what an answer says. */
export function normalizeAnswer(text: string): string {
  return words(text.toLocaleLowerCase().replace(/’/g, "'")).join(' ');
}

export function countWords(text: string): number {
  return words(text).length;
}

/** Replaces the first whole-word occurrence of `word` (from `from`) with `replacement`. */
export function replaceWord(
  text: string,
  word: string,
  replacement: string,
  from = 0,
): { text: string; end: number } | undefined {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  if (!match) return undefined;
  const start = match.index;
  return {
    text: text.slice(0, start) + replacement + text.slice(start + word.length),
    end: start + replacement.length,
  };
}

/**
 * Titles ("Mrs. Brown", "Sra. Díaz") and single letters ("J. K. Rowling", "z. B."): their full
 * stop does not end a sentence.
 */
const abbreviationAtEnd = /(?:^|\s)(?:Mr|Mrs|Ms|Dr|Prof|St|Sr|Sra|Srta|Mme|Mlle|Hr|Fr|\p{L})\.$/u;

/** Splits after . ! ? or … (and a closing quote) where a capital or ¿¡«“ opens the next sentence. */
export function sentences(text: string): string[] {
  const parts = text.trim().split(/(?<=[.!?…]["»”]?)\s+(?=[\p{Lu}¿¡«“"])/u);
  return parts.reduce<string[]>((joined, part) => {
    const previous = joined.at(-1);
    if (previous !== undefined && abbreviationAtEnd.test(previous)) {
      joined[joined.length - 1] = `${previous} ${part}`;
    } else {
      joined.push(part);
    }
    return joined;
  }, []);
}
