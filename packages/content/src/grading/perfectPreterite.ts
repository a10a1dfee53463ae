import { conjugateIberian, participle } from '../conjugation/iberian';
import spanishVerbs from '../data/es/verbs.json';
import { loadedSpeller } from './spelling';

/**
 * Most of Spanish America says "ya terminé" where Spain says "ya he terminado": in a translation
 * the preterite of the key's verb and person is as right as its present perfect. One way only:
 * the key's perfect read as the preterite (a key in the preterite, "ayer terminé", does not take
 * the perfect), and never where the item asks for a tense (transformations, conjugations).
 */

const haber = ['he', 'has', 'ha', 'hemos', 'habéis', 'han'];

let irregular: Map<string, string> | undefined;
/** The verb of a participle: an irregular one from the tables, else by its ending. */
function verbOf(form: string): string | undefined {
  irregular ??= new Map(Object.keys(spanishVerbs).map((verb) => [participle('es', verb), verb]));
  const listed = irregular.get(form);
  if (listed) return listed;
  const stem = form.replace(/(ado|ido)$/, '');
  if (stem === form) return undefined;
  const candidates = form.endsWith('ado') ? [`${stem}ar`] : [`${stem}er`, `${stem}ir`];
  const speller = loadedSpeller('es');
  return candidates.find(
    (verb) => participle('es', verb) === form && (!speller || speller.correct(verb)),
  );
}

/** "ya he terminado los deberes" as "ya terminé los deberes", or undefined. */
export function perfectAsPreterite(words: readonly string[]): string[] | undefined {
  for (let at = 0; at < words.length - 1; at++) {
    const person = haber.indexOf(words[at] as string);
    if (person < 0) continue;
    const verb = verbOf(words[at + 1] as string);
    if (!verb) continue;
    const [preterite] = conjugateIberian('es', verb, 'PRETERITE', person);
    if (preterite) return [...words.slice(0, at), preterite, ...words.slice(at + 2)];
  }
  return undefined;
}
