/**
 * Italian forms the library does not name, built from the ones it does: the whole imperative
 * (the library gives tu, noi, voi; Lei and the others take the congiuntivo), its negative, and
 * periphrases whose link turns "a" into "ad" before a vowel (ha cominciato ad andare).
 */
import type { Person } from './conjugate';

type Conjugate = (verb: string, tense: string, person: Person) => string[];

/** The persons the library's IMPERATIVO knows: tu, noi, voi. */
const imperativePersons: readonly Person[] = [1, 3, 4];

/** A verb conjugated, then "a" (or "ad" before a-) and the infinitive: "continua ad andare". */
const withA = (verb: string, tense: string) => ({ verb, tense });
const aPeriphrases: Record<string, { verb: string; tense: string }> = {
  STARTED: withA('cominciare', 'PASSATO_PROSSIMO'),
  STARTED_ALT: withA('iniziare', 'PASSATO_PROSSIMO'),
  STILL: withA('continuare', 'PRESENTE'),
};

export const italianTenses = [
  'IMPERATIVE',
  'IMPERATIVE_NEG',
  'IMPERATIVE_SHORT',
  'JUST_DONE',
  'NEGATED_AFFIRMATIVE',
  'FAMILIAR_IMPERATIVE',
  ...Object.keys(aPeriphrases),
];

/** Euphonic d: "ad andare" (written before the same vowel; "a imparare" stays). */
export const linkA = (infinitive: string) => (/^a/i.test(infinitive) ? 'ad' : 'a');

export function conjugateItalian(
  verb: string,
  tense: string,
  person: Person,
  library: Conjugate,
  /** The verb itself in a library tense, with its subject's gender and its own auxiliary. */
  own: (tense: string) => string[],
): string[] | undefined {
  const affirmative = () =>
    library(verb, imperativePersons.includes(person) ? 'IMPERATIVO' : 'CONG_PRESENTE', person);
  switch (tense) {
    case 'IMPERATIVE':
      return affirmative();
    case 'IMPERATIVE_SHORT':
      // va', fa', da', sta' beside vai, fai, dai, stai: both are right.
      return affirmative().map((form) =>
        person === 1 && ['vai', 'fai', 'dai', 'stai'].includes(form)
          ? `${form.slice(0, -1)}'`
          : form,
      );
    case 'IMPERATIVE_NEG':
      // Non + infinitive for tu (non mangiare), non + the affirmative form for the others.
      return ['non', ...(person === 1 ? [verb] : affirmative())];
    // Learners' slips: non + the affirmative (*non mangia); tu to Lei (*signora, mangia).
    case 'NEGATED_AFFIRMATIVE':
      return ['non', ...affirmative()];
    case 'FAMILIAR_IMPERATIVE':
      return library(verb, 'IMPERATIVO', person >= 3 ? 4 : 1);
    case 'JUST_DONE': {
      // "appena" goes between the auxiliary and the participle: è appena andata, ha appena letto.
      const [auxiliary, ...rest] = own('PASSATO_PROSSIMO');
      return auxiliary === undefined ? undefined : [auxiliary, 'appena', ...rest];
    }
  }
  const periphrasis = aPeriphrases[tense];
  if (periphrasis) {
    return [...library(periphrasis.verb, periphrasis.tense, person), linkA(verb), verb];
  }
  return undefined;
}
