import * as EnglishVerbs from 'english-verbs-helper';
import { englishVerbs } from '../conjugation/conjugate';

/**
 * Verbs after which the infinitive with "to" and the "-ing" form say the same ("We like to go" /
 * "We like going", "It started to rain" / "started raining"). Not "stop", "remember", "forget",
 * "try", whose two forms say different things, nor after "would" ("I'd like to go").
 */
const eitherForm =
  /^(like|likes|liked|love|loves|loved|hate|hates|hated|prefer|prefers|preferred|start|starts|started|begin|begins|began|begun|continue|continues|continued)$/;

/** Words after "to" that are no verb ("my love to you", "from start to the end"). */
const notVerbs =
  /^(me|you|him|her|it|us|them|the|a|an|my|your|his|its|our|their|this|that|these|those|school|bed|work|church)$/;

/** The words with "to" and a verb after such a verb as the verb's "-ing" form. */
export function infinitiveAsGerund(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const verb = tokens[i + 1];
    const after = tokens[i - 1] ?? '';
    if (
      tokens[i] === 'to' &&
      verb &&
      eitherForm.test(after) &&
      !/^(would|'d|should)$/.test(tokens[i - 2] ?? '') &&
      /^[a-z]+$/.test(verb) &&
      !verb.endsWith('ing') &&
      !notVerbs.test(verb)
    ) {
      out.push(EnglishVerbs.getIngPart(englishVerbs(), verb));
      i += 1;
      continue;
    }
    out.push(tokens[i] as string);
  }
  return out;
}
