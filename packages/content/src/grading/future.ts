import { frenchVerbs } from '../conjugation/conjugate';
import { conjugateIberian, type IberianTense } from '../conjugation/iberian';
import type { LanguageCode } from '../languages';
import { loadedSpeller } from './spelling';

/**
 * The future said with "to go" is as right as the simple future where the sentence does not ask
 * for one of them: "vamos a salir" / "saldremos", "vou procurar" / "procurarei", "je vais partir"
 * / "je partirai", "I'm not going to change" / "I won't change"; and in reported speech the
 * past of "to go" for the conditional: "iban a llegar" / "llegarían". The sentence with its
 * first such periphrasis as the simple form of the same person, or undefined.
 */

const goForms: Partial<
  Record<LanguageCode, { present: string[]; past?: string[]; link?: string }>
> = {
  es: {
    present: iberianForms('es', 'ir', 'PRESENT'),
    past: iberianForms('es', 'ir', 'IMPERFECT'),
    link: 'a',
  },
  pt: { present: iberianForms('pt', 'ir', 'PRESENT') },
  fr: { present: ['vais', 'vas', 'va', 'allons', 'allez', 'vont'] },
};

function iberianForms(code: 'es' | 'pt', verb: string, tense: IberianTense): string[] {
  return [0, 1, 2, 3, 4, 5].map((person) => conjugateIberian(code, verb, tense, person).join(' '));
}

/** French object pronouns between "aller" and its infinitive: "je vais le faire" / "je le ferai". */
const frenchClitics = /^(le|la|les|l'|lui|leur|y|en|me|m'|te|t'|se|s'|nous|vous)$/;

const infinitive: Partial<Record<LanguageCode, RegExp>> = {
  // "Vamos a ir" is "iremos" (Portuguese "vou ir" is no standard future).
  es: /^(\p{L}{2,}(ar|er|ir|ír)|ir)$/u,
  pt: /^\p{L}{2,}(ar|er|ir|or|ôr)$/u,
  fr: /^\p{L}{2,}(er|ir|re|oir)$/u,
};

function simpleForm(
  code: LanguageCode,
  verb: string,
  person: number,
  past: boolean,
): string | undefined {
  if (!loadedSpeller(code)?.correct(verb)) return undefined;
  if (code === 'es' || code === 'pt')
    return conjugateIberian(code, verb, past ? 'CONDITIONAL' : 'FUTURE', person)[0];
  if (code === 'fr' && !past)
    return (frenchVerbs() as unknown as Record<string, { F?: string[] }>)[verb]?.F?.[person];
  return undefined;
}

const englishBe = /^(am|is|are)$/;
const englishSubjects: Record<string, string> = {
  i: 'am',
  you: 'are',
  he: 'is',
  she: 'is',
  it: 'is',
  we: 'are',
  they: 'are',
};

export function asSimpleFuture(code: LanguageCode, words: readonly string[]): string[] | undefined {
  if (code === 'en') {
    // "am (not) going to change" -> "will (not) change".
    for (let at = 0; at < words.length - 2; at++) {
      if (!englishBe.test(words[at] as string)) continue;
      // "we is going to": a subject pronoun takes its own form of "be".
      const subject = englishSubjects[words[at - 1] ?? ''];
      if (subject && subject !== words[at]) continue;
      const not = words[at + 1] === 'not' ? 1 : 0;
      if (words[at + 1 + not] !== 'going' || words[at + 2 + not] !== 'to') continue;
      const verb = words[at + 3 + not];
      if (!verb) continue;
      return [...words.slice(0, at), 'will', ...(not ? ['not'] : []), ...words.slice(at + 3 + not)];
    }
    return undefined;
  }
  const forms = goForms[code];
  const isInfinitive = infinitive[code];
  if (!forms || !isInfinitive) return undefined;
  for (let at = 0; at < words.length - 1; at++) {
    const word = words[at] as string;
    const person = forms.present.indexOf(word);
    const pastPerson = forms.past?.indexOf(word) ?? -1;
    if (person < 0 && pastPerson < 0) continue;
    let next = at + 1;
    if (forms.link) {
      if (words[next] !== forms.link) continue;
      next++;
    }
    const clitics: string[] = [];
    while (code === 'fr' && frenchClitics.test(words[next] ?? ''))
      clitics.push(words[next++] as string);
    const verb = words[next];
    if (!verb || !isInfinitive.test(verb)) continue;
    const simple = simpleForm(code, verb, person >= 0 ? person : pastPerson, person < 0);
    if (!simple) continue;
    return [...words.slice(0, at), ...clitics, simple, ...words.slice(next + 1)];
  }
  return undefined;
}
