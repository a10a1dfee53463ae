/**
 * French puts the subject pronoun after its verb when "peut-être", "sans doute" or "à peine" opens
 * the sentence ("Peut-être viendra-t-il demain", "À peine était-il arrivé…"), or says "peut-être
 * que" ("Peut-être qu'il viendra demain"); the plain order puts the adverb after the verb ("Il
 * viendra peut-être demain"). "Ainsi" and "aussi" keep their place ("Ainsi a-t-il perdu" is
 * "ainsi il a perdu"). Compared words: the sentence in the plain order.
 */
const inverting: readonly (readonly string[])[] = [
  ['peut-être'],
  ['sans', 'doute'],
  ['à', 'peine'],
  ['ainsi'],
  ['aussi'],
];
const staysInFront = /^(ainsi|aussi)$/;
const invertedPronoun = /^(.+?)-(?:t-)?(je|tu|il|elle|on|nous|vous|ils|elles)$/;
const subjectPronouns = /^(je|j'|tu|il|elle|on|nous|vous|ils|elles)$/;

export function frenchAdverbUninverted(tokens: readonly string[]): string[] {
  const adverb = inverting.find((words) => words.every((word, index) => tokens[index] === word));
  if (!adverb) return [...tokens];
  const rest = tokens.slice(adverb.length);
  const inverted = invertedPronoun.exec(rest[0] ?? '');
  if (inverted) {
    const [, verb, pronoun] = inverted as unknown as [string, string, string];
    return staysInFront.test(adverb[0] as string)
      ? [...adverb, pronoun, verb, ...rest.slice(1)]
      : [pronoun, verb, ...adverb, ...rest.slice(1)];
  }
  // "Peut-être qu'il viendra": the clause after "que", the adverb after its verb.
  const [that, subject, verb] = rest;
  if (
    adverb[0] === 'peut-être' &&
    (that === 'que' || that === "qu'") &&
    subjectPronouns.test(subject ?? '') &&
    verb &&
    !/^(ne|n')$/.test(verb)
  )
    return [subject as string, verb, ...adverb, ...rest.slice(3)];
  return [...tokens];
}
