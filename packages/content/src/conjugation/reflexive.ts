/**
 * Reflexive verbs of Spanish, Italian and Portuguese ("levantarse", "alzarsi", "levantar-se"):
 * the verb conjugated as its base, with the pronoun of the person before it (me levanto, mi sono
 * alzata) or, in European Portuguese, after it with a hyphen (levanto-me, levantamo-nos).
 */
import type { LanguageCode } from '../languages';
import type { Person } from './conjugate';

const pronouns: Partial<Record<LanguageCode, readonly string[]>> = {
  es: ['me', 'te', 'se', 'nos', 'os', 'se'],
  it: ['mi', 'ti', 'si', 'ci', 'vi', 'si'],
  pt: ['me', 'te', 'se', 'nos', 'vos', 'se'],
};

/** The base of a reflexive infinitive ("levantar"), or undefined for another verb. */
export function reflexiveBase(code: LanguageCode, verb: string): string | undefined {
  if (code === 'es') return /(ar|er|ir)se$/.exec(verb) ? verb.slice(0, -2) : undefined;
  if (code === 'it') return /(ar|er|ir)si$/.exec(verb) ? `${verb.slice(0, -2)}e` : undefined;
  if (code === 'pt') return verb.endsWith('-se') ? verb.slice(0, -3) : undefined;
  return undefined;
}

/**
 * The reflexive form: `base` gives the base verb's form in a tense. Portuguese puts the pronoun
 * after the verb (European: levanto-me) in `PRESENT`, before it in `PRESENT_PROCLISIS` (Brazil:
 * me levanto). `NO_PRONOUN` is the learner's slip of leaving it out (*Lucía levanta temprano).
 */
export function conjugateReflexive(
  code: LanguageCode,
  verb: string,
  tense: string,
  person: Person,
  base: (verb: string, tense: string) => string[],
): string[] | undefined {
  const infinitive = reflexiveBase(code, verb);
  const pronoun = pronouns[code]?.[person];
  if (!infinitive || !pronoun) return undefined;
  const present = code === 'it' ? 'PRESENTE' : 'PRESENT';
  if (tense === 'NO_PRONOUN') return base(infinitive, present);
  if (code === 'pt' && tense === 'PRESENT') {
    const [form = ''] = base(infinitive, 'PRESENT');
    // levantamos + nos -> levantamo-nos: the -s of the verb drops before nos.
    return [`${person === 3 ? form.replace(/s$/, '') : form}-${pronoun}`];
  }
  return [pronoun, ...base(infinitive, tense === 'PRESENT_PROCLISIS' ? present : tense)];
}
