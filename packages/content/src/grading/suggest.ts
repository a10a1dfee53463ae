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

/** Letters a missing or wrong accent may stand for, per language. */
const accented: Record<LanguageCode, Record<string, string>> = {
  en: {},
  es: { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'úü', n: 'ñ' },
  fr: { a: 'àâ', e: 'éèêë', i: 'îï', o: 'ô', u: 'ùûü', c: 'ç' },
  de: { a: 'ä', o: 'ö', u: 'ü', s: 'ß' },
  it: { a: 'à', e: 'èé', i: 'ìí', o: 'òó', u: 'ù' },
  pt: { a: 'áâãà', e: 'éê', i: 'í', o: 'óôõ', u: 'ú', c: 'ç' },
};

/** The word with one letter given (or relieved of) an accent: "spat" → "spät". */
function accentVariants(code: LanguageCode, word: string): string[] {
  const letters = [...word];
  const plain = (letter: string) => letter.normalize('NFD').replace(/\p{M}/gu, '');
  return letters.flatMap((letter, index) => {
    const base = plain(letter);
    const options = [...(accented[code][base] ?? ''), base].filter((option) => option !== letter);
    return options.map((option) =>
      [...letters.slice(0, index), option, ...letters.slice(index + 1)].join(''),
    );
  });
}

/**
 * The best correction of a word the dictionary does not know, ranked by a distance where a
 * missing accent or umlaut weighs little ("spat" → "spät", not "spart"): a word of the key when
 * one is near (what the student was aiming at), or the word with an accent the dictionary knows;
 * for English, the irregular past of a regular-looking "goed". Hunspell's own suggestions are
 * left out: they take from 50 ms to a second a word, too slow for a review.
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
      .sort((a, b) => a.distance - b.distance)[0];
  const fromKey = ranked(keyWords);
  if (fromKey && fromKey.distance < 1) return fromKey.candidate;
  const withAccent = accentVariants(code, word.toLocaleLowerCase()).find((variant) =>
    speller.correct(variant),
  );
  return withAccent ?? fromKey?.candidate;
}
