/**
 * German "war", "hatte" and the modal verbs in the simple past ("musste", "konnte"): the past
 * speakers use for these verbs even where other verbs take the Perfekt ("Ich war müde", not
 * "Ich bin müde gewesen"). Profile Deutsch teaches sein and haben at A1–A2, the modals at A2.
 */
import { conjugate, type Person } from '../conjugation/conjugate';
import { pick } from '../random';
import { capitalise, type Subject } from './clause';
import type { Drill, FormSentence } from './forms';

export type SimplePastVerbs = 'sein-haben' | 'with-modals';

/**
 * "war" or "hatte" and what follows, short and (from B1, as other drills lengthen with
 * adverbials) with a detail; in English "{be}" is "was" or "were" by person.
 */
type Scene = {
  verb: string;
  rest: [short: string, long: string];
  infinitive?: string;
  en: [short: string, long: string];
};

const scene = (verb: string, rest: Scene['rest'], en: Scene['en'], infinitive?: string): Scene =>
  infinitive ? { verb, rest, en, infinitive } : { verb, rest, en };

const beHave: readonly Scene[] = [
  scene(
    'sein',
    ['gestern sehr müde', 'gestern nach der Arbeit sehr müde'],
    ['{be} very tired yesterday', '{be} very tired after work yesterday'],
  ),
  scene(
    'sein',
    ['letzte Woche krank', 'letzte Woche drei Tage lang krank'],
    ['{be} ill last week', '{be} ill for three days last week'],
  ),
  scene(
    'sein',
    ['am Wochenende am Meer', 'am Wochenende mit der ganzen Familie am Meer'],
    [
      '{be} at the seaside at the weekend',
      '{be} at the seaside with the whole family at the weekend',
    ],
  ),
  scene(
    'sein',
    ['gestern Abend zu Hause', 'gestern Abend wegen des Regens zu Hause'],
    ['{be} at home last night', '{be} at home last night because of the rain'],
  ),
  scene(
    'haben',
    ['gestern keine Zeit', 'gestern wegen der Arbeit keine Zeit'],
    ['had no time yesterday', 'had no time yesterday because of work'],
  ),
  scene(
    'haben',
    ['als Kind einen Hund', 'als Kind einen großen schwarzen Hund'],
    ['had a dog as a child', 'had a big black dog as a child'],
  ),
  scene(
    'haben',
    ['heute Morgen Kopfschmerzen', 'heute Morgen nach dem Aufstehen starke Kopfschmerzen'],
    ['had a headache this morning', 'had a bad headache this morning after getting up'],
  ),
  scene(
    'haben',
    ['letzte Woche viele Hausaufgaben', 'letzte Woche viele Hausaufgaben in Mathe'],
    ['had a lot of homework last week', 'had a lot of maths homework last week'],
  ),
];

const modals: readonly Scene[] = [
  scene(
    'müssen',
    ['gestern lange', 'gestern bis zehn Uhr abends im Büro'],
    ['had to work late yesterday', 'had to work at the office until ten last night'],
    'arbeiten',
  ),
  scene(
    'können',
    ['am Wochenende nicht', 'am Wochenende wegen des Streiks nicht'],
    ["couldn't come at the weekend", "couldn't come at the weekend because of the strike"],
    'kommen',
  ),
  scene(
    'wollen',
    ['letzten Sommer ans Meer', 'letzten Sommer mit dem Zug ans Meer'],
    ['wanted to go to the seaside last summer', 'wanted to go to the seaside by train last summer'],
    'fahren',
  ),
  scene(
    'dürfen',
    ['als Kind nicht lange', 'als Kind am Abend nicht lange'],
    [
      "{be}n't allowed to watch television for long as a child",
      "{be}n't allowed to watch television for long in the evening as a child",
    ],
    'fernsehen',
  ),
  scene(
    'sollen',
    ['gestern den Lehrer', 'gestern nach der Schule den Lehrer'],
    [
      '{be} supposed to call the teacher yesterday',
      '{be} supposed to call the teacher after school yesterday',
    ],
    'anrufen',
  ),
];

const scenesOf = (verbs: SimplePastVerbs) =>
  verbs === 'sein-haben' ? beHave : [...beHave, ...modals];

const past = (verb: string, person: Person) => conjugate('de', verb, 'PRATERITUM', person)[0] ?? '';

/** The English: "{be}" is "was" after I, he and she, "were" after the others. */
function english(subject: Subject, said: string): string {
  const be = subject.person === 0 || subject.person === 2 ? 'was' : 'were';
  return `${capitalise(`${subject.text.en} ${said.replace('{be}', be)}`)}.`;
}

/**
 * "Ich ___ gestern sehr müde." The slips: the present ("bin"), another person's past ("waren"),
 * and for a modal the umlaut of the Konjunktiv II ("müsste").
 */
function simplePastSentence(scene: Scene, subject: Subject, long: boolean): FormSentence {
  const person = subject.person as Person;
  const right = past(scene.verb, person);
  const present = conjugate('de', scene.verb, 'PRASENS', person)[0] ?? '';
  // "war" is both ich and er: the other person is a plural for them.
  const other = past(scene.verb, person === 0 || person === 2 ? 5 : 2);
  const umlaut = scene.infinitive ? right.replace(/^(\p{L}*?)u/u, '$1ü') : '';
  const wrong = [present, umlaut, other].filter((form) => form && form !== right);
  return {
    before: [subject.text.de ?? ''],
    slot: { right: [right], wrong: [...new Set(wrong)] },
    noun: scene.rest[long ? 1 : 0],
    after: scene.infinitive ? [scene.infinitive] : [],
    en: english(subject, scene.en[long ? 1 : 0]),
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
  sentence: (subject, adverbials, random) =>
    simplePastSentence(pick(scenesOf(verbs), random), subject, adverbials.length > 0),
});
