import * as EnglishVerbs from 'english-verbs-helper';
import { englishVerbs } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';

/**
 * Where an English past says no finished event but a state or plan seen from then: a reported
 * question ("He asked me where I lived"), an unreal present ("I wish I lived", "It's high time
 * we went", "I'd rather you came"). There the past progressive says the same ("where I was
 * living", "time we were going"); after "When I arrived, she ___" it says something else.
 */
const remotePast =
  /\b(asked|wondered|wanted to know)\b( (me|him|her|us|them|you))? (where|what|how|why|when|if|whether|who)\b|\b(it's|it is) (high |about )?time\b|\bwish(es|ed)?\b|\bwould rather\b|\b'd rather\b/i;

/** A hint naming the simple past ("past simple", "simple past"): the progressive is no answer. */
const simpleNamed = /simple/i;

/** The verbs whose "-ing" form is `ing`: "living" may be "live", "running" "run". */
function verbsOf(ing: string): string[] {
  if (!ing.endsWith('ing') || ing.length < 5) return [];
  const stem = ing.slice(0, -3);
  const candidates = [stem, `${stem}e`, stem.slice(0, -1), `${stem.slice(0, -1)}ie`];
  return candidates.filter(
    (verb) => verb.length > 1 && EnglishVerbs.getIngPart(englishVerbs(), verb) === ing,
  );
}

/**
 * "He asked me where I ___. (live, past)" filled with "was living" for "lived": the past
 * progressive of the key's simple past where the sentence reports or imagines (above).
 */
export function isPastProgressiveForPast(
  code: LanguageCode,
  prompt: string | undefined,
  written: string,
  key: string,
): boolean {
  if (code !== 'en' || !prompt?.includes('___')) return false;
  const hint = /\(([^)]*)\)\s*$/.exec(prompt)?.[1] ?? '';
  if (simpleNamed.test(hint) || !remotePast.test(prompt.slice(0, prompt.indexOf('___'))))
    return false;
  const found = /^(was|were) (\w+ing)$/i.exec(written.trim().toLocaleLowerCase());
  const past = key.trim().toLocaleLowerCase();
  if (!found || !/^[a-z]+$/.test(past)) return false;
  // "Where I were living": the auxiliary agrees with a pronoun subject ("were" after "wish"
  // too: "I wish I were living").
  const subject = /(\w+)\s*___/.exec(prompt)?.[1]?.toLocaleLowerCase() ?? '';
  const plural = /^(we|you|they)$/.test(subject);
  const singular = /^(i|he|she|it)$/.test(subject);
  if (
    (plural && found[1] === 'was') ||
    (singular && found[1] === 'were' && !/\bwish/i.test(prompt))
  )
    return false;
  return verbsOf(found[2] as string).some(
    (verb) => EnglishVerbs.getConjugation(englishVerbs(), verb, 'SIMPLE_PAST', 0, {}) === past,
  );
}

/**
 * "She asked me where I was living" for "…where I lived": a sentence (a transformation, a
 * translation) that reports or imagines (above), with the past progressive of the key's simple
 * past in its place and every other word the key's.
 */
export function isPastProgressiveInSentence(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): boolean {
  if (code !== 'en' || answer.length !== reference.length + 1) return false;
  const at = answer.findIndex(
    (word, index) => /^(was|were)$/.test(word) && /ing$/.test(answer[index + 1] ?? ''),
  );
  if (at < 0 || !remotePast.test(answer.slice(0, at).join(' '))) return false;
  const past = reference[at] ?? '';
  const rest = (words: readonly string[], skip: number) => [
    ...words.slice(0, at),
    ...words.slice(at + skip),
  ];
  if (rest(answer, 2).join(' ') !== rest(reference, 1).join(' ')) return false;
  const subject = answer[at - 1] ?? '';
  if (
    (/^(we|you|they)$/.test(subject) && answer[at] === 'was') ||
    (/^(i|he|she|it)$/.test(subject) && answer[at] === 'were')
  )
    return false;
  return verbsOf(answer[at + 1] as string).some(
    (verb) => EnglishVerbs.getConjugation(englishVerbs(), verb, 'SIMPLE_PAST', 0, {}) === past,
  );
}
