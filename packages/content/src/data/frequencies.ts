import type { LanguageCode } from '../languages';
import de from './de/frequency.json';
import en from './en/frequency.json';
import es from './es/frequency.json';
import fr from './fr/frequency.json';
import it from './it/frequency.json';
import pt from './pt/frequency.json';

const lists: Record<LanguageCode, readonly string[]> = { en, es, fr, de, it, pt };

/**
 * Each language's reference word forms, most frequent first (`freeze:frequencies` wrote them from
 * the bank): a word's rank, counted from 0; a word not listed is beyond every level's band.
 */
const ranks = new Map<LanguageCode, Map<string, number>>();
export function frequencyRanks(code: LanguageCode): ReadonlyMap<string, number> {
  let known = ranks.get(code);
  if (!known) {
    known = new Map(lists[code].map((word, index) => [word, index]));
    ranks.set(code, known);
  }
  return known;
}
