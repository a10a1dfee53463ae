import type { LanguageCode } from '../languages';

/**
 * Spanish and Portuguese hundreds agree with their noun ("trescientas camas", "duzentas
 * pessoas"), and so does Portuguese two ("duas casas"): the form of the other gender is a
 * mistake a teacher marks, though both read as the same digits.
 */
const gendered: Partial<Record<LanguageCode, RegExp>> = {
  es: /^((dos|tres|cuatro|seis|sete|ocho|nove)cient|quinient)(os|as)$/,
  pt: /^(duzent|trezent|quatrocent|quinhent|seiscent|setecent|oitocent|novecent)(os|as)$|^d(ois|uas)$/,
};

const otherGender = (word: string) =>
  word === 'dois'
    ? 'duas'
    : word === 'duas'
      ? 'dois'
      : word.replace(/(os|as)$/, (ending) => (ending === 'os' ? 'as' : 'os'));

/**
 * The answer's number word said in the other gender than the key's ("trescientos" where the key
 * has "trescientas"), with the key's; undefined when there is none.
 */
export function numberOfOtherGender(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): [string, string] | undefined {
  const pattern = gendered[code];
  if (!pattern) return undefined;
  for (const word of answer) {
    if (!pattern.test(word)) continue;
    const other = otherGender(word);
    if (reference.includes(other) && !reference.includes(word)) return [word, other];
  }
  return undefined;
}
