/**
 * German "war", "hatte" and the modal verbs in the simple past ("musste", "konnte"): the past
 * speakers use for these verbs even where other verbs take the Perfekt ("Ich war müde", not
 * "Ich bin müde gewesen"). Profile Deutsch teaches sein and haben at A1–A2, the modals at A2.
 */
import { conjugate, type Person } from '../conjugation/conjugate';
import type { Random } from '../random';
import { capitalise, type Subject } from './clause';
import type { Drill, FormSentence } from './forms';

export type SimplePastVerbs = 'sein-haben' | 'with-modals';

/** "war" or "hatte" and what follows; the English past says "was" or "were" by person. */
type Scene = { verb: string; rest: string; infinitive?: string; en: (person: Person) => string };

const wasOrWere = (person: Person) => (person === 0 || person === 2 ? 'was' : 'were');

const beHave: readonly Scene[] = [
  { verb: 'sein', rest: 'gestern sehr müde', en: (p) => `${wasOrWere(p)} very tired yesterday` },
  { verb: 'sein', rest: 'letzte Woche krank', en: (p) => `${wasOrWere(p)} ill last week` },
  {
    verb: 'sein',
    rest: 'am Wochenende in Berlin',
    en: (p) => `${wasOrWere(p)} in Berlin at the weekend`,
  },
  { verb: 'sein', rest: 'gestern Abend zu Hause', en: (p) => `${wasOrWere(p)} at home last night` },
  { verb: 'haben', rest: 'gestern keine Zeit', en: () => 'had no time yesterday' },
  { verb: 'haben', rest: 'als Kind einen Hund', en: () => 'had a dog as a child' },
  { verb: 'haben', rest: 'am Montag Kopfschmerzen', en: () => 'had a headache on Monday' },
  {
    verb: 'haben',
    rest: 'letzte Woche viele Hausaufgaben',
    en: () => 'had a lot of homework last week',
  },
];

const modals: readonly Scene[] = [
  {
    verb: 'müssen',
    rest: 'gestern lange',
    infinitive: 'arbeiten',
    en: () => 'had to work late yesterday',
  },
  {
    verb: 'können',
    rest: 'am Samstag nicht',
    infinitive: 'kommen',
    en: () => "couldn't come on Saturday",
  },
  {
    verb: 'wollen',
    rest: 'letzten Sommer nach Spanien',
    infinitive: 'fahren',
    en: () => 'wanted to go to Spain last summer',
  },
  {
    verb: 'dürfen',
    rest: 'als Kind nicht lange',
    infinitive: 'fernsehen',
    en: () => "weren't allowed to watch TV for long as a child",
  },
  {
    verb: 'sollen',
    rest: 'gestern den Lehrer',
    infinitive: 'anrufen',
    en: () => 'were supposed to call the teacher yesterday',
  },
];

const scenesOf = (verbs: SimplePastVerbs) =>
  verbs === 'sein-haben' ? beHave : [...beHave, ...modals];

const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};

const past = (verb: string, person: Person) => conjugate('de', verb, 'PRATERITUM', person)[0] ?? '';

/** The English: "I was", "she wasn't allowed": "weren't" becomes "wasn't" after I, he and she. */
function english(subject: Subject, scene: Scene): string {
  const person = subject.person as Person;
  const said = scene.en(person);
  const text = wasOrWere(person) === 'was' ? said.replace(/^were(n't)?\b/, 'was$1') : said;
  return `${capitalise(`${subject.text.en} ${text}`)}.`;
}

/**
 * "Ich ___ gestern sehr müde." The slips: the present ("bin"), another person's past ("waren"),
 * and for a modal the umlaut of the Konjunktiv II ("müsste").
 */
function simplePastSentence(scene: Scene, subject: Subject): FormSentence {
  const person = subject.person as Person;
  const right = past(scene.verb, person);
  const present = conjugate('de', scene.verb, 'PRASENS', person)[0] ?? '';
  const other = past(scene.verb, person === 2 ? 5 : 2);
  const umlaut = scene.infinitive ? right.replace(/^(\p{L}*?)u/u, '$1ü') : '';
  const wrong = [present, umlaut, other].filter((form) => form && form !== right);
  return {
    before: [subject.text.de ?? ''],
    slot: { right: [right], wrong: [...new Set(wrong)] },
    noun: scene.rest,
    after: scene.infinitive ? [scene.infinitive] : [],
    en: english(subject, scene),
    cue: scene.verb,
  };
}

const persons: readonly Person[] = [0, 1, 2, 3, 4, 5];

/** Its paradigm is every past form of its verbs, computed on first use (the dictionary is slow to load). */
export const simplePastDrill = (verbs: SimplePastVerbs): Drill => ({
  get paradigm() {
    return [...new Set(scenesOf(verbs).flatMap((s) => persons.map((p) => past(s.verb, p))))];
  },
  nouns: [],
  sentence: (subject, _adverbials, random) =>
    simplePastSentence(pick(scenesOf(verbs), random), subject),
});
