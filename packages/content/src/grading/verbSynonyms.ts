import { frenchVerbs, germanVerbs, italianVerbs } from '../conjugation/conjugate';
import { conjugateIberian, gerund, participle } from '../conjugation/iberian';
import type { LanguageCode } from '../languages';
import { simpleTenses } from './equivalents';
import { lexicons } from './lexicon';

/**
 * Verbs a teacher accepts for each other ("terminé" / "acabé", "il a fini" / "il a terminé",
 * "der Film beginnt" / "der Film fängt an"), in every form: each form of the other verb is read
 * as the same form of the first, paired person by person and tense by tense from the
 * conjugation tables, so no form is listed by hand. A German separable form ("fängt … an") is
 * read as the first verb's form when its particle closes the clause.
 */
type Rewrite = {
  to: string;
  particle?: string;
  unlessBefore?: RegExp;
  onlyBefore?: RegExp;
  onlyAfter?: RegExp;
};
/** A form may stand for several verbs by its particle ("mache … auf", "mache … zu"). */
const tables = new Map<LanguageCode, Map<string, Rewrite[]>>();

const isText = (value: unknown): value is string => typeof value === 'string';

/** The two verbs' forms at the same places of their tables (person, tense, mood). */
function pairedForms(code: LanguageCode, canonical: string, other: string): [string[], string[]][] {
  if (code === 'es' || code === 'pt') {
    const pairs: [string[], string[]][] = [
      [[canonical], [other]],
      [[participle(code, canonical)], [participle(code, other)]],
      [[gerund(code, canonical)], [gerund(code, other)]],
    ];
    for (const tense of simpleTenses)
      for (let person = 0; person < 6; person++)
        pairs.push([
          conjugateIberian(code, canonical, tense, person),
          conjugateIberian(code, other, tense, person),
        ]);
    return pairs;
  }
  if (code === 'en') return [];
  const dictionary = (code === 'fr'
    ? frenchVerbs()
    : code === 'it'
      ? italianVerbs()
      : germanVerbs()) as unknown as Record<string, unknown>;
  const pairs: [string[], string[]][] = [[[canonical], [other]]];
  const walk = (a: unknown, b: unknown) => {
    if (isText(a) && isText(b)) pairs.push([[a], [b]]);
    else if (isText(a) && Array.isArray(b) && b.every(isText)) pairs.push([[a], b]);
    // German tables list a form's parts (["fängt", "an"]); the others list persons.
    else if (code === 'de' && Array.isArray(a) && Array.isArray(b) && a.every(isText))
      pairs.push([a as string[], b as string[]]);
    else if (Array.isArray(a) && Array.isArray(b))
      a.forEach((x, i) => {
        walk(x, b[i]);
      });
    else if (a && b && typeof a === 'object' && typeof b === 'object')
      for (const [key, value] of Object.entries(a)) {
        const other = (b as Record<string, unknown>)[key];
        // German participles: two of one verb ("gesandt", "gesendet") are no form and particle.
        if (code === 'de' && key === 'PA2' && Array.isArray(value) && Array.isArray(other)) {
          for (const form of other)
            if (isText(value[0]) && isText(form)) pairs.push([[value[0]], [form]]);
        } else walk(value, other);
      }
  };
  walk(dictionary[canonical], dictionary[other]);
  return pairs;
}

function tableFor(code: LanguageCode): Map<string, Rewrite[]> {
  let table = tables.get(code);
  if (table) return table;
  table = new Map();
  for (const { verbs, unlessBefore, onlyBefore, onlyAfter } of lexicons[code].verbSynonyms) {
    const [canonical, ...others] = verbs;
    for (const other of others) {
      for (const [to, from] of pairedForms(code, canonical as string, other)) {
        const [target] = to;
        if (to.length !== 1 || !target || target === 'NA') continue;
        const [form, particle] = from;
        if (!form || form === 'NA' || form === target || from.length > 2) continue;
        const rewrites = table.get(form) ?? [];
        if (rewrites.some((rewrite) => rewrite.particle === particle)) continue;
        rewrites.push({
          to: target,
          ...(particle ? { particle } : {}),
          ...(unlessBefore ? { unlessBefore } : {}),
          ...(onlyBefore ? { onlyBefore } : {}),
          ...(onlyAfter ? { onlyAfter } : {}),
        });
        table.set(form, rewrites);
      }
    }
  }
  tables.set(code, table);
  return table;
}

/** The words with every form of a synonymous verb read as the same form of the first verb. */
export function withVerbSynonyms(code: LanguageCode, tokens: readonly string[]): string[] {
  if (lexicons[code].verbSynonyms.length === 0) return [...tokens];
  const table = tableFor(code);
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const next = out.slice(i + 1, i + 3).join(' ');
    const rewrite = table.get(out[i] as string)?.find(
      (candidate) =>
        !candidate.unlessBefore?.test(next) &&
        (!candidate.onlyBefore || candidate.onlyBefore.test(next)) &&
        (!candidate.onlyAfter || candidate.onlyAfter.test(out[i - 1] ?? '')) &&
        // The particle closes the clause: the sentence's last word.
        (!candidate.particle || (out.length - 1 > i && out.at(-1) === candidate.particle)),
    );
    if (!rewrite) continue;
    if (rewrite.particle) out.pop();
    out[i] = rewrite.to;
    if (code === 'fr' && i > 0) out[i - 1] = elidedBefore(out[i - 1] as string, rewrite.to);
  }
  return out;
}

const elided: Record<string, string> = {
  je: "j'",
  me: "m'",
  te: "t'",
  se: "s'",
  ne: "n'",
  de: "d'",
  que: "qu'",
};
const unelided = Object.fromEntries(Object.entries(elided).map(([full, short]) => [short, full]));

/** "Je vis" read as "j'habite": the word before the verb elided as the new verb wants it. */
function elidedBefore(word: string, verb: string): string {
  return /^[aeiouyhàâéèêëîïôû]/.test(verb) ? (elided[word] ?? word) : (unelided[word] ?? word);
}

/**
 * The forms a separable verb's form stands for with its particle ("fängt" for "beginnt", with
 * "an"): where the key has one of them and the answer the form without its particle ("Der Film
 * fängt um acht Uhr"), it is half of another verb, never a synonym.
 */
export function strandedSeparable(code: LanguageCode, word: string): string[] {
  return (tableFor(code).get(word) ?? []).flatMap((rewrite) =>
    rewrite.particle ? [rewrite.to] : [],
  );
}
