import { replaceWord } from '../text';

const blank = '___';

/**
 * Blanks each part of a (possibly multi-part) form in the sentence, merging blanks
 * that end up side by side: "Ich habe gestern Pizza gegessen" -> "Ich ___ gestern Pizza ___",
 * "Nous avons mangé" -> "Nous ___".
 */
export function blankWords(sentence: string, parts: readonly string[]): string {
  let text = sentence;
  let from = 0;
  for (const part of parts) {
    // Parts usually come in order, but not always (German: "nachdem wir gegessen hatten").
    const capitalised = part.charAt(0).toUpperCase() + part.slice(1);
    const replaced =
      replaceWord(text, part, blank, from) ??
      replaceWord(text, capitalised, blank, from) ??
      replaceWord(text, part, blank) ??
      replaceWord(text, capitalised, blank);
    if (!replaced) throw new Error(`"${part}" is not in "${sentence}"`);
    text = replaced.text;
    from = replaced.end;
  }
  return text.replace(/___(\s+___)+/g, blank);
}
