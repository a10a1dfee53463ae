import type { LanguageCode } from '../languages';

/** English negations and auxiliaries a learner may write either way. */
const englishContractions: [string, string][] = [
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['was not', "wasn't"],
  ['were not', "weren't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['had not', "hadn't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['can not', "can't"],
  ['I am', "I'm"],
];

/** Subject pronouns that Spanish, Italian and Portuguese usually leave out. */
const droppablePronouns: Partial<Record<LanguageCode, string[]>> = {
  es: ['yo', 'tú', 'él', 'ella', 'nosotros', 'nosotras', 'vosotros', 'vosotras', 'ellos', 'ellas'],
  it: ['io', 'tu', 'lui', 'lei', 'noi', 'voi', 'loro'],
  pt: ['eu', 'nós'],
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Other ways of writing a sentence that are just as right, for free-text answers: English with
 * or without contractions, and Spanish, Italian or Portuguese without a leading subject pronoun.
 */
export function equivalentAnswers(code: LanguageCode, sentence: string): string[] {
  const variants = new Set<string>();
  if (code === 'en') {
    for (const [long, short] of englishContractions) {
      if (sentence.includes(long)) variants.add(sentence.replace(long, short));
      if (sentence.includes(short)) variants.add(sentence.replace(short, long));
    }
  }
  const [first, ...rest] = sentence.split(' ');
  if (first && rest.length > 1 && droppablePronouns[code]?.includes(first.toLocaleLowerCase())) {
    variants.add(capitalise(rest.join(' ')));
  }
  variants.delete(sentence);
  return [...variants];
}
