import { frenchVerbs } from '../conjugation/conjugate';
import type { LanguageCode } from '../languages';
import { isDoubleParticiple } from './doubleParticiples';

/**
 * One form for another that the grammars give as equal in the sentence, word for word:
 * - Italian makes a passive of a simple tense with "venire" as well as "essere" ("la lettera viene
 *   scritta" / "è scritta");
 * - European Portuguese puts the imperfect for the conditional after "se" ("se tivesse dinheiro,
 *   comprava / compraria uma casa");
 * - French literary usage puts the imperfect subjunctive after a main clause in the past ("Bien
 *   qu'il fût tard, nous avons continué" for "soit"): right where the key has the present
 *   subjunctive of the same verb and person, not the other way round;
 * - a German comparison with "als" / "als ob" takes the Konjunktiv I as well as the II ("Er redet,
 *   als sei er der Chef" / "als wäre er der Chef");
 * - a German request with "bitte" asks with "können" or its Konjunktiv II alike ("Kannst du mir
 *   bitte helfen?" / "Könntest du mir bitte helfen?"), unless the item asks for the Konjunktiv by
 *   name; "konntest" (the past) stays wrong;
 * - a verb's two participles (doubleParticiples.ts).
 */
const unrealOfReported: Record<string, string> = {
  sei: 'wäre',
  seist: 'wärst',
  seien: 'wären',
  seiet: 'wäret',
  habe: 'hätte',
  habest: 'hättest',
  werde: 'würde',
  könne: 'könnte',
};
const politeModal: Record<string, string> = {
  kann: 'könnte',
  kannst: 'könntest',
  können: 'könnten',
  könnt: 'könntet',
};
const venirePassive: Record<string, string> = {
  viene: 'è',
  vengono: 'sono',
  veniva: 'era',
  venivano: 'erano',
  verrà: 'sarà',
  verranno: 'saranno',
  venne: 'fu',
  vennero: 'furono',
  venga: 'sia',
  vengano: 'siano',
};
const participle = /(t|s)[oaie]$/;

const conditionalEndings: [string, string][] = [
  ['aríamos', 'ávamos'],
  ['aríeis', 'áveis'],
  ['ariam', 'avam'],
  ['arias', 'avas'],
  ['aria', 'ava'],
  ['eríamos', 'íamos'],
  ['iríamos', 'íamos'],
  ['eriam', 'iam'],
  ['iriam', 'iam'],
  ['erias', 'ias'],
  ['irias', 'ias'],
  ['eria', 'ia'],
  ['iria', 'ia'],
];

/** The imperfect a conditional stands for: "compraria" -> "comprava", "comeria" -> "comia". */
function imperfectOf(conditional: string): string | undefined {
  const found = conditionalEndings.find(([ending]) => conditional.endsWith(ending));
  return found && `${conditional.slice(0, -found[0].length)}${found[1]}`;
}

/** Each French imperfect subjunctive with the present subjunctive of its verb and person. */
let presentSubjunctives: Map<string, Set<string>> | undefined;
function presentSubjunctiveOf(imperfect: string): ReadonlySet<string> | undefined {
  if (!presentSubjunctives) {
    presentSubjunctives = new Map();
    const verbs = frenchVerbs() as unknown as Record<string, { S?: string[]; T?: string[] }>;
    for (const { S, T } of Object.values(verbs))
      T?.forEach((form, person) => {
        const present = S?.[person];
        if (!present || form === present) return;
        const set = presentSubjunctives?.get(form) ?? new Set<string>();
        set.add(present);
        presentSubjunctives?.set(form, set);
      });
  }
  return presentSubjunctives.get(imperfect);
}
/** A main clause in the past: an auxiliary of the passé composé or an imparfait of être/avoir. */
const frenchPast =
  /^(avons|avez|ont|avait|avaient|avais|avions|aviez|était|étaient|étais|étions|étiez|eut|fut)$/;

/**
 * Whether `yours` may stand for `right` in the reference (both as compared), given every word the
 * item shows (its prompt's and its key's).
 */
export function isAlternativeForm(
  code: LanguageCode,
  yours: string,
  right: string,
  reference: readonly string[],
  itemWords: readonly string[],
): boolean {
  if (code === 'it') {
    const after = reference[reference.indexOf(right) + 1] ?? '';
    const passive = (a: string, b: string) => venirePassive[a] === b && participle.test(after);
    return passive(yours, right) || passive(right, yours);
  }
  if (
    code === 'fr' &&
    /([âîû]t|sse|ssent)$/.test(yours) &&
    itemWords.some((word) => frenchPast.test(word))
  )
    return presentSubjunctiveOf(yours)?.has(right) ?? false;
  if (
    code === 'de' &&
    itemWords.includes('als') &&
    (unrealOfReported[yours] === right || unrealOfReported[right] === yours)
  )
    return true;
  if (code === 'de' && itemWords.includes('bitte') && !itemWords.includes('konjunktiv'))
    return politeModal[yours] === right || politeModal[right] === yours;
  if (isDoubleParticiple(code, yours, right, reference, itemWords)) return true;
  if (code === 'pt' && itemWords.includes('se')) {
    return imperfectOf(yours) === right || imperfectOf(right) === yours;
  }
  return false;
}
