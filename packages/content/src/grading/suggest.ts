import { createRequire } from 'node:module';
import type { LanguageCode } from '../languages';
import { weightedDistance } from './compare';
import type { Speller } from './spelling';

const require = createRequire(import.meta.url);
let irregular: Record<string, [string, string][]> | undefined;

/**
 * "goed", "eated", "buyed": the regular -ed put on an irregular English verb. The right past
 * and participle come from english-verbs-irregular ("went" / "gone").
 */
function irregularPast(word: string): string | undefined {
  const match = /^(.+?)e?d$/.exec(word);
  if (!match) return undefined;
  irregular ??= require('english-verbs-irregular/dist/verbs.json') as Record<
    string,
    [string, string][]
  >;
  const stem = match[1] as string;
  const undoubled = stem.replace(/(.)\1$/, '$1'); // runned → run
  const forms = irregular[stem] ?? irregular[`${stem}e`] ?? irregular[undoubled];
  const [past, participle] = forms?.[0] ?? [];
  if (!past || !participle) return undefined;
  return past === participle ? past : `${past}/${participle}`;
}

/**
 * The best correction of a word the dictionary does not know: a word of the key when one is
 * near (it is what the student was aiming at), else hunspell's suggestions, ranked by a
 * distance where a missing accent or umlaut weighs little ("spat" → "spät", not "spart").
 */
export function suggestionFor(
  code: LanguageCode,
  speller: Speller,
  word: string,
  keyWords: readonly string[],
): string | undefined {
  if (code === 'en') {
    const irregularForm = irregularPast(word);
    if (irregularForm) return irregularForm;
  }
  const ranked = (candidates: readonly string[]) =>
    candidates
      .map((candidate) => ({ candidate, distance: weightedDistance(word, candidate) }))
      .filter(({ candidate, distance }) => candidate !== word && distance <= 2)
      .sort((a, b) => a.distance - b.distance)[0]?.candidate;
  return ranked(keyWords) ?? ranked(speller.suggest(word));
}
