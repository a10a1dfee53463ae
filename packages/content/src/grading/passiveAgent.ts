import type { LanguageCode } from '../languages';

/**
 * "They built this bridge in 1990. (passive)": "This bridge was built in 1990 by them" says the
 * agent the key leaves out as saying nothing ("by them", "by someone", "by people"). Only the
 * agent that stands for the sentence's own vague subject: "by him" for "They" stays wrong.
 */
const vagueSubjects: Partial<Record<LanguageCode, Record<string, string>>> = {
  en: { they: 'them', someone: 'someone', somebody: 'somebody', people: 'people' },
};

/** The answer without its "by" + the prompt's vague subject, or undefined. */
export function withoutVagueAgent(
  code: LanguageCode,
  prompt: string | undefined,
  answer: readonly string[],
): string[] | undefined {
  const opener = /^\s*([a-z]+)/i.exec(prompt ?? '')?.[1]?.toLocaleLowerCase() ?? '';
  const agent = vagueSubjects[code]?.[opener];
  if (!agent) return undefined;
  const at = answer.findIndex((word, index) => word === 'by' && answer[index + 1] === agent);
  return at < 0 ? undefined : [...answer.slice(0, at), ...answer.slice(at + 2)];
}
