import { conjugate, type Person } from '../conjugation/conjugate';
import { conjugateIberian } from '../conjugation/iberian';
import type { LanguageCode } from '../languages';
import { normalizeAnswer } from '../text';
import { simpleTenses } from './equivalents';
import { pronounPersons } from './persons';

/**
 * A blank whose sentence does not say who does it: "Ayer ___ al cine con mis amigos. (ir)" takes
 * "fui" as well as "fuimos", "Ieri ___ andati al cinema. (essere)" "siamo" as well as "sono".
 * Another person of the hinted verb in the key's own tense is right when nothing in the
 * sentence fixes the person: no subject pronoun, no noun or reflexive pronoun before the blank
 * in its clause, no noun phrase right after it (an inverted subject), a participle after it
 * of the answer's number, and a possessive of the speaker's ("mis") or the listener's only
 * for them. Another tense, or a person the sentence rules out, stays wrong.
 */

const italianTenses = [
  'PRESENTE',
  'IMPERFETTO',
  'PASSATO_REMOTO',
  'FUTURO_SEMPLICE',
  'COND_PRESENTE',
  'CONG_PRESENTE',
  'CONG_IMPERFETTO',
];

/** Each simple tense of the verb as its six one-word forms. */
function tablesOf(code: 'es' | 'pt' | 'it', verb: string): string[][] {
  const persons = [0, 1, 2, 3, 4, 5] as Person[];
  try {
    if (code === 'it')
      return italianTenses.map((tense) =>
        persons.map((person) => conjugate('it', verb, tense, person).join(' ')),
      );
    return simpleTenses.map((tense) =>
      persons.map((person) => conjugateIberian(code, verb, tense, person).join(' ')),
    );
  } catch {
    // A word of the hint the tables do not know as a verb.
    return [];
  }
}

/** What may stand before the verb in a clause without fixing its person: time words, negation. */
const neutralOpeners: Record<'es' | 'pt' | 'it', RegExp> = {
  es: /^(ayer|hoy|mañana|anoche|anteayer|ya|no|también|siempre|nunca|luego|después|entonces|y)$/,
  pt: /^(ontem|hoje|amanhã|anteontem|já|não|também|sempre|nunca|depois|então|e)$/,
  it: /^(ieri|oggi|domani|stamattina|stasera|già|non|anche|sempre|mai|poi|allora|e)$/,
};

/** A determiner after the blank opens a noun phrase that may be the subject ("___ mi hermano"). */
const determiners =
  /^(el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|o|a|os|as|um|uma|il|lo|gli|le|l'|uno|questo|questa|este|esta|ese|esa|esse|essa|meu|minha|seu|sua|nuestro|nuestra|nosso|nossa|mio|mia|suo|sua)$/;

/**
 * Possessives of the speaker and of the one spoken to: "con mis amigos" says the speaker takes
 * part ("fui", "fuimos"; never "fue"), "con tus amigos" the listener.
 */
const speakersPossessives: Record<'es' | 'pt' | 'it', { persons: number[]; words: RegExp }[]> = {
  es: [
    { persons: [0, 3], words: /^(mi|mis|nuestro|nuestra|nuestros|nuestras)$/ },
    { persons: [1, 4], words: /^(tu|tus|vuestro|vuestra|vuestros|vuestras)$/ },
  ],
  pt: [
    { persons: [0, 3], words: /^(meu|minha|meus|minhas|nosso|nossa|nossos|nossas)$/ },
    { persons: [1, 4], words: /^(teu|tua|teus|tuas|vosso|vossa|vossos|vossas)$/ },
  ],
  it: [
    { persons: [0, 3], words: /^(mio|mia|miei|mie|nostro|nostra|nostri|nostre)$/ },
    { persons: [1, 4], words: /^(tuo|tua|tuoi|tue|vostro|vostra|vostri|vostre)$/ },
  ],
};

/** The persons the sentence's possessives leave open, or all six. */
function personsLeftOpen(code: 'es' | 'pt' | 'it', words: readonly string[]): number[] {
  const said = speakersPossessives[code].filter(({ words: possessive }) =>
    words.some((word) => possessive.test(word)),
  );
  // Both the speaker's and the listener's ("mi hermano y tus amigos"): neither decides.
  return said.length === 1 ? (said[0]?.persons ?? []) : [0, 1, 2, 3, 4, 5];
}

/** A participle's number: "andati", "cansados" are plural, "andato", "cansada" singular. */
function participleNumber(
  code: 'es' | 'pt' | 'it',
  word: string,
): 'singular' | 'plural' | undefined {
  if (code === 'it') {
    if (/(at|it|ut)[ie]$/.test(word)) return 'plural';
    if (/(at|it|ut)[oa]$/.test(word)) return 'singular';
    return undefined;
  }
  if (/(ad|id)[oa]s$/.test(word)) return 'plural';
  if (/(ad|id)[oa]$/.test(word)) return 'singular';
  return undefined;
}

/** The hint's verb ("(ir, pretérito indefinido)"), unless the hint names a person ("…, eu"). */
function hintedVerb(code: 'es' | 'pt' | 'it', prompt: string): string | undefined {
  const hint = /\(([^)]*)\)\s*$/.exec(prompt)?.[1];
  if (!hint) return undefined;
  const parts = normalizeAnswer(hint).split(' ');
  const pronouns = pronounPersons[code] ?? {};
  if (parts.some((word) => word in pronouns)) return undefined;
  const verb = parts[0] as string;
  return /(ar|er|ir|ír|ere|ire|are|or|ôr)$/.test(verb) ? verb : undefined;
}

export function isOpenPerson(
  code: LanguageCode,
  prompt: string | undefined,
  yours: string,
  key: string,
): boolean {
  if ((code !== 'es' && code !== 'pt' && code !== 'it') || !prompt?.includes('___')) return false;
  const verb = hintedVerb(code, prompt);
  if (!verb) return false;
  const sentence = prompt.replace(/\([^)]*\)\s*$/, '');
  const [before = '', after = ''] = sentence.split('___');
  const pronouns = pronounPersons[code] ?? {};
  const all = normalizeAnswer(sentence).split(' ');
  if (all.some((word) => word in pronouns)) return false;
  // The blank's clause up to the blank: from the last comma or "que" / "che" on.
  const opened = normalizeAnswer(before.split(/[,;:]/).pop() ?? '')
    .split(' ')
    .filter((word) => word !== '');
  const clause = opened.slice(opened.findLastIndex((word) => /^(que|che)$/.test(word)) + 1);
  if (!clause.every((word) => neutralOpeners[code].test(word))) return false;
  const next = normalizeAnswer(after).split(' ')[0] ?? '';
  if (determiners.test(next) || /^\s*\p{Lu}/u.test(after)) return false;
  const number = participleNumber(code, next);
  const open = personsLeftOpen(code, all);
  for (const forms of tablesOf(code, verb)) {
    const keyPersons = forms.flatMap((form, person) => (form === key ? [person] : []));
    const yourPersons = forms.flatMap((form, person) => (form === yours ? [person] : []));
    if (keyPersons.length === 0 || yourPersons.length === 0) continue;
    const agrees = yourPersons.some(
      (person) => open.includes(person) && (!number || (number === 'plural') === person >= 3),
    );
    if (agrees) return true;
  }
  return false;
}

/**
 * Whether the word is a one-word form of the verb the blank's hint names ("Io ___ italiano.
 * (parlare)": "parlo"): a person of a verb, never a participle or adjective whose gender follows
 * the speaker's ("parla" is another person, not a feminine "parlo").
 */
export function isFormOfHintedVerb(
  code: LanguageCode,
  prompt: string | undefined,
  word: string,
): boolean {
  if ((code !== 'es' && code !== 'pt' && code !== 'it') || !prompt) return false;
  const verb = hintedVerb(code, prompt);
  return !!verb && tablesOf(code, verb).some((forms) => forms.includes(word));
}
