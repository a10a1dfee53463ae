import { frenchVerbs, italianVerbs } from '../conjugation/conjugate';
import { conjugateIberian, gerund } from '../conjugation/iberian';
import spanishVerbs from '../data/es/verbs.json';
import portugueseVerbs from '../data/pt/verbs.json';
import type { LanguageCode } from '../languages';
import { loadedSpeller } from './spelling';

/** The present of "to be" that makes the progressive, persons 0-5. */
const beForms: Partial<Record<LanguageCode, readonly string[]>> = {
  es: ['estoy', 'estás', 'está', 'estamos', 'estáis', 'están'],
  pt: ['estou', 'estás', 'está', 'estamos', 'estais', 'estão'],
  it: ['sto', 'stai', 'sta', 'stiamo', 'state', 'stanno'],
  fr: ['suis', 'es', 'est', 'sommes', 'êtes', 'sont'],
};

/** Gerund endings with the infinitive endings they may come from. */
const gerundEndings: Record<'es' | 'pt' | 'it', [string, string[]][]> = {
  es: [
    ['ando', ['ar']],
    ['iendo', ['er', 'ir']],
    ['yendo', ['er', 'ir']],
  ],
  pt: [
    ['ando', ['ar']],
    ['endo', ['er']],
    ['indo', ['ir']],
  ],
  it: [
    ['ando', ['are']],
    ['endo', ['ere', 'ire']],
  ],
};
const italianIrregularGerunds: Record<string, string> = {
  facendo: 'fare',
  dicendo: 'dire',
  bevendo: 'bere',
  ponendo: 'porre',
  traendo: 'trarre',
};

let iberianGerunds: Map<string, string> | undefined;
/** The infinitive of a gerund: the irregular ones from the tables, the others by ending. */
function infinitiveOf(code: 'es' | 'pt' | 'it', form: string): string | undefined {
  if (code === 'it' && italianIrregularGerunds[form]) return italianIrregularGerunds[form];
  if (code !== 'it') {
    if (!iberianGerunds) {
      iberianGerunds = new Map();
      for (const verb of Object.keys(spanishVerbs))
        iberianGerunds.set(`es ${gerund('es', verb)}`, verb);
      for (const verb of Object.keys(portugueseVerbs))
        iberianGerunds.set(`pt ${gerund('pt', verb)}`, verb);
    }
    const known = iberianGerunds.get(`${code} ${form}`);
    if (known) return known;
  }
  const speller = loadedSpeller(code);
  for (const [ending, infinitives] of gerundEndings[code]) {
    if (!form.endsWith(ending) || form.length < ending.length + 2) continue;
    const stem = form.slice(0, -ending.length);
    const found = infinitives
      .map((infinitive) => stem + infinitive)
      .find((verb) =>
        code === 'it'
          ? verb in (italianVerbs() as unknown as Record<string, unknown>)
          : speller?.correct(verb),
      );
    if (found) return found;
  }
  return undefined;
}

const italianPersons = ['S1', 'S2', 'S3', 'P1', 'P2', 'P3'];

function presentOf(code: LanguageCode, verb: string, person: number): string | undefined {
  if (code === 'es' || code === 'pt') return conjugateIberian(code, verb, 'PRESENT', person)[0];
  if (code === 'it') {
    const table = (
      italianVerbs() as unknown as Record<string, { ind?: { pres?: Record<string, string> } }>
    )[verb];
    return table?.ind?.pres?.[italianPersons[person] as string];
  }
  if (code === 'fr') {
    const table = (frenchVerbs() as unknown as Record<string, { P?: string[] }>)[verb];
    return table?.P?.[person];
  }
  return undefined;
}

/**
 * "Los niños están jugando" and "Los niños juegan", "sont en train de jouer" and "jouent": an
 * English "are playing" translates either way. The sentence with its progressive as the simple
 * present of the same person, when it has one.
 */
export function asSimplePresent(
  code: LanguageCode,
  words: readonly string[],
): string[] | undefined {
  const forms = beForms[code];
  if (!forms) return undefined;
  for (let at = 0; at < words.length - 1; at++) {
    const person = forms.indexOf(words[at] as string);
    if (person < 0) continue;
    if (code === 'fr') {
      const [en, train, de, verb] = words.slice(at + 1, at + 5);
      if (en !== 'en' || train !== 'train' || (de !== 'de' && de !== "d'") || !verb) continue;
      const present = presentOf(code, verb, person);
      if (present) return [...words.slice(0, at), present, ...words.slice(at + 5)];
      continue;
    }
    const infinitive = infinitiveOf(code as 'es' | 'pt' | 'it', words[at + 1] as string);
    const present = infinitive && presentOf(code, infinitive, person);
    if (present) return [...words.slice(0, at), present, ...words.slice(at + 2)];
  }
  return undefined;
}
