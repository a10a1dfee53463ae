import { conjugateIberian } from '../conjugation/iberian';
import { otherPersonOf, personsOf } from './persons';
import { loadedSpeller } from './spelling';

/**
 * Much of Latin America says "you" as "vos": "¿Vos querés venir?" is "¿(Tú) quieres venir?". In
 * an answer that says "vos", its present ("querés", "tenés", "vivís", "sos") reads as the tú
 * form of the same verb, and "vos" as "tú". Only there: "revés" elsewhere is no verb of "rever".
 */

const endings: [RegExp, string][] = [
  [/ás$/, 'ar'],
  [/és$/, 'er'],
  [/ís$/, 'ir'],
];

/** The tú present of a vos present ("querés" → "quieres"), or undefined. */
function tuForm(word: string): string | undefined {
  if (word === 'sos') return 'eres';
  for (const [ending, infinitive] of endings) {
    if (!ending.test(word)) continue;
    const verb = word.replace(ending, infinitive);
    if (!loadedSpeller('es')?.correct(verb)) return undefined;
    return conjugateIberian('es', verb, 'PRESENT', 1)[0];
  }
  return undefined;
}

/** A Spanish answer's voseo as the tú forms; the words as they are when it says no "vos". */
export function asTuteo(words: readonly string[]): string[] {
  if (!words.includes('vos')) return [...words];
  return words.map((word) => (word === 'vos' ? 'tú' : (tuForm(word) ?? word)));
}

/** What may stand between "ustedes" and its verb: "no", short adverbs, object pronouns. */
const beforeVerb = /^(se|nos|me|te|lo|la|los|las|le|les|no|ya|también|siempre|nunca|todavía)$/;

/**
 * Latin America says "you" to several people as "ustedes" with the third person plural, Spain
 * as "vosotros" with the second: "Ustedes tienen que estudiar más" is "(Vosotros) tenéis que
 * estudiar más". In an answer that says "ustedes", its verb reads as the vosotros form of the
 * same verb and tense (and its "se" as "os"), "ustedes" as "vosotros"; without "ustedes" the
 * third person is also "they", and the words stay as they are.
 */
export function asVosotros(words: readonly string[]): string[] {
  const at = words.indexOf('ustedes');
  if (at < 0) return [...words];
  let verb = at + 1;
  while (verb < words.length && beforeVerb.test(words[verb] as string)) verb++;
  const form = words[verb];
  const isVerb = (infinitive: string) => loadedSpeller('es')?.correct(infinitive) ?? false;
  const second =
    form && personsOf('es', form)?.has(5) ? otherPersonOf(form, 5, 4, isVerb, 'es') : undefined;
  if (!second) return [...words];
  return words.map((word, index) => {
    if (index === at) return 'vosotros';
    if (index === verb) return second;
    return index > at && index < verb && word === 'se' ? 'os' : word;
  });
}
