/**
 * "Nonostante" and "malgrado" are prepositions ("nonostante la pioggia") and, before a verb,
 * conjunctions that say what "benché" and "sebbene" say, with the same subjunctive: "Nonostante
 * fosse tardi" is "Benché fosse tardi" (so is "nonostante che"). Before a noun phrase they stay.
 */
const nounOpeners =
  /^(il|lo|la|i|gli|le|l'|un|uno|una|un'|questo|questa|questi|queste|quel|quello|quella|quei|quelle|tutto|tutta|tutti|tutte|ciò|mio|mia|tuo|tua|suo|sua|nostro|nostra)$/;

export function italianConcessive(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] as string;
    const next = tokens[at + 1];
    if ((token === 'nonostante' || token === 'malgrado') && next && !nounOpeners.test(next)) {
      out.push('benché');
      if (next === 'che') at++;
    } else out.push(token);
  }
  return out;
}
