import { frenchVerbs, italianVerbs } from '../conjugation/conjugate';
import { conjugateIberian } from '../conjugation/iberian';
import spanishVerbs from '../data/es/verbs.json';
import portugueseVerbs from '../data/pt/verbs.json';
import type { LanguageCode } from '../languages';
import { asSimpleFuture } from './future';
import { loadedSpeller } from './spelling';

/**
 * Where the sentence says when (tomorrow, next week, on Saturday) or sets a condition ("se eu
 * tiver tempo"), the Romance present says the future as well as the future does: "Domani
 * andiamo al mare" / "Domani andremo al mare", "El sábado vamos a la playa" / "vamos a ir",
 * "Se eu tiver tempo, vou contigo" / "irei". The sentence with its futures (and "ir a" / "aller"
 * periphrases) read as the present of the same person, or undefined where nothing is in the
 * future or nothing says when.
 */

/**
 * Words that place a sentence in the future: a time to come, in the sentence or its prompt (not
 * "pronto", "presto": also "early", as in "me levanto pronto", a habit).
 */
const futureTimes: Partial<Record<LanguageCode, RegExp>> = {
  es: /(^| )(pasado mañana|(?<!(la|las|por|de) )mañana|próxim[oa]s?|que viene|esta noche|(el|este) (lunes|martes|miércoles|jueves|viernes|sábado|domingo))( |$)/,
  pt: /(^| )(depois de amanhã|amanhã|próxim[oa]s?|que vem|em breve|logo à noite|hoje à noite|(no|este|neste) (sábado|domingo)|(na|esta|nesta) (segunda|terça|quarta|quinta|sexta)(-feira)?)( |$)/,
  fr: /(^| )(après-demain|demain|prochain|prochaine|prochains|prochaines|bientôt|ce soir|plus tard)( |$)/,
  it: /(^| )(dopodomani|domani|prossim[oaie]|stasera|più tardi|fra poco|tra poco)( |$)/,
};
/** An English prompt's time to come. */
const englishFuture =
  /\b(tomorrow|tonight|next|soon|will|'ll|shall|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/i;
/**
 * A condition that opens the sentence ("si tengo tiempo", "se eu tiver tempo"): its main clause
 * may be in the present or the future. Portuguese "quando" with its future subjunctive too.
 */
const conditionOpeners: Partial<Record<LanguageCode, RegExp>> = {
  es: /^si /,
  pt: /^(se|quando)( (eu|tu|ele|ela|você|nós|eles|elas|vocês))? \p{L}+r(es|mos|em)? /u,
  fr: /^(si|s') /,
  // Not the pronoun "se" before "lo", "ne"… ("se ne va").
  it: /^se (?!(lo|la|li|le|ne) )/,
};

let spanishSubjunctives: Set<string> | undefined;
/** A Spanish present subjunctive: an irregular verb's from the tables, a regular one's by its ending. */
function isSpanishSubjunctive(word: string): boolean {
  spanishSubjunctives ??= new Set(
    Object.keys(spanishVerbs).flatMap((verb) =>
      [0, 1, 2, 3, 4, 5].flatMap((person) => conjugateIberian('es', verb, 'SUBJUNCTIVE', person)),
    ),
  );
  if (spanishSubjunctives.has(word)) return true;
  const found = /^(.+?)(e|es|emos|éis|en|a|as|amos|áis|an)$/.exec(word);
  if (!found) return false;
  const [, stem = '', ending = ''] = found;
  const verbs =
    ending.startsWith('e') || ending.startsWith('é')
      ? [`${stem.replace(/gu$/, 'g').replace(/qu$/, 'c').replace(/c$/, 'z')}ar`]
      : [`${stem}er`, `${stem}ir`];
  const person =
    ['e', 'es', 'e', 'emos', 'éis', 'en', 'a', 'as', 'a', 'amos', 'áis', 'an'].indexOf(ending) % 6;
  const speller = loadedSpeller('es');
  return verbs.some(
    (verb) =>
      (!speller || speller.correct(verb)) &&
      conjugateIberian('es', verb, 'SUBJUNCTIVE', person)[0] === word,
  );
}

/**
 * "Cuando llegue a casa, te llamo": a Spanish "cuando" with the subjunctive speaks of a time to
 * come ("cuando llego a casa, ceno", with the indicative, of a habit).
 */
function saysWhenToCome(code: LanguageCode, words: readonly string[]): boolean {
  const at = words.indexOf('cuando');
  if (code !== 'es' || at < 0) return false;
  const verb = words.slice(at + 1).find((word) => !subjectsAndClitics.test(word));
  return !!verb && isSpanishSubjunctive(verb);
}
const subjectsAndClitics =
  /^(yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes|no|me|te|se|nos|os|lo|la|le|los|las|les)$/;

/** Whether the sentence or its prompt places what it says in the future. */
function saysWhen(code: LanguageCode, words: readonly string[], prompt: string | undefined) {
  const sentence = words.join(' ');
  const times = futureTimes[code];
  if (times?.test(sentence) || conditionOpeners[code]?.test(sentence)) return true;
  if (saysWhenToCome(code, words)) return true;
  return !!prompt && (englishFuture.test(prompt) || !!times?.test(prompt.toLocaleLowerCase()));
}

const iberianFutureEndings = {
  es: ['é', 'ás', 'á', 'emos', 'éis', 'án'],
  pt: ['ei', 'ás', 'á', 'emos', 'eis', 'ão'],
};
const italianPersons = ['S1', 'S2', 'S3', 'P1', 'P2', 'P3'];

const presents = new Map<LanguageCode, Map<string, string>>();

/** Each future form of the tables with the present of its verb and person, built once. */
function presentOfFuture(code: LanguageCode): Map<string, string> {
  const known = presents.get(code);
  if (known) return known;
  const table = new Map<string, string>();
  if (code === 'it') {
    type Italian = { ind?: { pres?: Record<string, string>; fut?: Record<string, string> } };
    for (const verb of Object.values(italianVerbs() as unknown as Record<string, Italian>))
      for (const person of italianPersons) {
        const future = verb.ind?.fut?.[person];
        const present = verb.ind?.pres?.[person];
        if (future && present && !table.has(future)) table.set(future, present);
      }
  } else if (code === 'fr') {
    type French = { F?: string[]; P?: string[] };
    for (const verb of Object.values(frenchVerbs() as unknown as Record<string, French>))
      verb.F?.forEach((future, person) => {
        const present = verb.P?.[person];
        if (present && present !== 'NA' && !table.has(future)) table.set(future, present);
      });
  } else if (code === 'es' || code === 'pt') {
    // Irregular stems from the tables; regular futures are read from their ending (below).
    const irregular = Object.keys(code === 'es' ? spanishVerbs : portugueseVerbs);
    for (const verb of irregular)
      for (let person = 0; person < 6; person++) {
        const [future] = conjugateIberian(code, verb, 'FUTURE', person);
        const [present] = conjugateIberian(code, verb, 'PRESENT', person);
        if (future && present) table.set(future, present);
      }
  }
  presents.set(code, table);
  return table;
}

/** A regular Spanish or Portuguese future ("compraremos") as its present ("compramos"). */
function iberianPresent(code: 'es' | 'pt', word: string): string | undefined {
  const endings = iberianFutureEndings[code];
  const person = endings.findIndex((ending) => word.endsWith(ending));
  if (person < 0) return undefined;
  const verb = word.slice(0, -(endings[person] as string).length);
  if (!/(ar|er|ir)$/.test(verb) || !loadedSpeller(code)?.correct(verb)) return undefined;
  if (conjugateIberian(code, verb, 'FUTURE', person)[0] !== word) return undefined;
  return conjugateIberian(code, verb, 'PRESENT', person)[0];
}

function presentOf(code: LanguageCode, word: string): string | undefined {
  const listed = presentOfFuture(code).get(word);
  if (listed) return listed;
  return code === 'es' || code === 'pt' ? iberianPresent(code, word) : undefined;
}

export function asPresentForFuture(
  code: LanguageCode,
  words: readonly string[],
  prompt: string | undefined,
): string[] | undefined {
  if (!futureTimes[code] || !saysWhen(code, words, prompt)) return undefined;
  const simple = asSimpleFuture(code, words) ?? words;
  let changed = false;
  const present = simple.map((word) => {
    const form = presentOf(code, word);
    if (form) changed = true;
    return form ?? word;
  });
  return changed ? present : undefined;
}
