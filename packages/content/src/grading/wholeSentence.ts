import type { LanguageCode } from '../languages';
import { canonicalWords, sameWords } from './compare';

/**
 * "She ___ (go) to school every day." answered "She goes to school every day.": the whole
 * sentence written out with the key in its blank (the hints left out) is the key. Any other word
 * in it, or another filler, is not.
 */
export function isWholeSentenceFilled(
  code: LanguageCode,
  prompt: string | undefined,
  written: string,
  references: readonly string[],
): boolean {
  if (!prompt?.includes('___')) return false;
  const sentence = prompt.replace(/\s*\([^)]*\)/g, '');
  const answer = canonicalWords(code, written);
  // A filler alone is no sentence: only answers longer than the blank's words are compared.
  if (answer.length < 3 || answer.length <= canonicalWords(code, sentence).length - 1) {
    return false;
  }
  return references.some((reference) => {
    const filled = sentence.replace(
      /(\s?)___(\s?)/,
      (_, before: string, after: string) =>
        (/^['’]/.test(reference) ? '' : before) +
        reference +
        (/['’]$/.test(reference) ? '' : after),
    );
    return sameWords(code, answer, canonicalWords(code, filled));
  });
}
