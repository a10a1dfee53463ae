import type { LanguageCode } from '../languages';

/**
 * "Could you help me?" for "Can you help me?", "¿Podrías ayudarme?" for "¿Puedes ayudarme?": a
 * request asked with the conditional of "can" is the same request, more politely. Only in a
 * question that opens with it (after its subject or object pronouns), and only in that person:
 * "I could swim" is no "I can swim", and "podríamos" no "puedes".
 */

/** The conditional of "can" and its present, person by person. */
const conditionals: Record<LanguageCode, readonly (readonly [string, string])[]> = {
  en: [['could', 'can']],
  es: [
    ['podría', 'puede'],
    ['podrías', 'puedes'],
    ['podríamos', 'podemos'],
    ['podríais', 'podéis'],
    ['podrían', 'pueden'],
  ],
  fr: [
    ['pourrais', 'peux'],
    ['pourrait', 'peut'],
    ['pourrions', 'pouvons'],
    ['pourriez', 'pouvez'],
    ['pourraient', 'peuvent'],
  ],
  de: [
    ['könnte', 'kann'],
    ['könntest', 'kannst'],
    ['könnten', 'können'],
    ['könntet', 'könnt'],
  ],
  it: [
    ['potrei', 'posso'],
    ['potresti', 'puoi'],
    ['potrebbe', 'può'],
    ['potremmo', 'possiamo'],
    ['potreste', 'potete'],
    ['potrebbero', 'possono'],
  ],
  pt: [
    ['poderia', 'pode'],
    ['poderias', 'podes'],
    ['poderíamos', 'podemos'],
    ['poderiam', 'podem'],
  ],
};

/** How far into the compared words a request's verb may stand ("me podrías ayudar", "tu pourrais"). */
const opening = 3;

const isQuestion = (text: string) => /^\s*¿|\?\s*$/.test(text);

/**
 * The answer with a polite conditional of "can" as the present the key has in its place, when
 * both ask a question; else the answer as it is.
 */
export function asPlainRequest(
  code: LanguageCode,
  written: string,
  keyText: string,
  answer: readonly string[],
  reference: readonly string[],
): string[] {
  if (!isQuestion(written) || !isQuestion(keyText)) return [...answer];
  return answer.map((word, index) => {
    const present = conditionals[code].find(([conditional]) => conditional === word)?.[1];
    return index < opening && present !== undefined && reference[index] === present
      ? present
      : word;
  });
}
