import { conjugateIberian } from '../conjugation/iberian';
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
