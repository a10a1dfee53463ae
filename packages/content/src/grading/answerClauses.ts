import type { LanguageCode } from '../languages';

/**
 * Words that open a clause of their own in an answer on a text: "and", "but" and the
 * connectors of a consequence ("so", "donc", "deshalb"). What such a clause denies is denied of
 * its own words: "Il est fermé le lundi, donc on ne peut pas le visiter" denies no Monday.
 */
const connectors: Record<LanguageCode, readonly string[]> = {
  en: ['and', 'but', 'so', 'therefore', 'which means', "that's why"],
  es: ['y', 'pero', 'así que', 'por eso', 'por lo tanto', 'o sea', 'entonces'],
  fr: ['et', 'mais', 'donc', 'alors', "c'est pourquoi", 'du coup'],
  de: ['und', 'aber', 'also', 'deshalb', 'deswegen', 'daher', 'darum'],
  it: ['e', 'ma', 'quindi', 'perciò', 'dunque', 'allora', 'per cui'],
  pt: ['e', 'mas', 'por isso', 'portanto', 'logo', 'então'],
};

const patterns = new Map<LanguageCode, RegExp>();

function connectorPattern(code: LanguageCode): RegExp {
  let pattern = patterns.get(code);
  if (!pattern) {
    const alternatives = connectors[code].map((word) => word.replace(/['’]/g, "['’]")).join('|');
    pattern = new RegExp(`\\s+(?=(?:${alternatives})(?![\\p{L}]))`, 'iu');
    patterns.set(code, pattern);
  }
  return pattern;
}

/** The answer's clauses: cut at punctuation inside it and before each connector. */
export function clausesOf(code: LanguageCode, written: string): string[] {
  return written
    .split(/[,;:()–—]|\s-\s/)
    .flatMap((part) => part.split(connectorPattern(code)))
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
