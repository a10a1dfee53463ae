/**
 * The English causative "have/get something done": someone else does it for the subject. "I had
 * my hair cut at the hairdresser's yesterday", "We get our windows washed every month", "My
 * parents will have their house painted next year". The slot is the verb group around the
 * object: have or get in the tense the time asks, the object, the past participle (from
 * english-verbs-helper). The slips are the learners': the participle given -ed (*cutted), the
 * participle before the object (*had cut my hair: the subject did it), the tense the time rules
 * out, the bare verb for the participle, have not agreeing, and no have where the sentence says
 * someone else did it (*I cut my hair at the hairdresser's).
 */
import { conjugate, type Person } from '../conjugation/conjugate';
import type { Level } from '../languages';
import { pick, type Random, shuffle } from '../random';
import { capitalise, type Subject, subjects } from './clause';
import { englishPossessives } from './english-basics';
import type { Drill, FormSentence, Slot } from './forms';
import { englishParticiple } from './passive';

export type CausativeDrillId = 'en.causative';

/** A finished past, a habit, something under way now, a plan. */
export type CausativeTense = 'past' | 'habit' | 'now' | 'future';

const libraryTense: Record<CausativeTense, string> = {
  past: 'SIMPLE_PAST',
  habit: 'SIMPLE_PRESENT',
  now: 'PROGRESSIVE_PRESENT',
  future: 'SIMPLE_FUTURE',
};

/** The progressive from B2: "She is having her car repaired at the moment". */
const tensesAt = (level: Level): readonly CausativeTense[] =>
  level === 'A1' || level === 'A2' || level === 'B1'
    ? ['past', 'habit', 'future']
    : ['past', 'habit', 'now', 'future'];

/** Something done for the subject, and the times that fit it ("*a new house built every month"). */
type Scene = {
  verb: string;
  thing: string;
  /** The thing is the subject's: "my hair", "their car". */
  owned?: true;
  /** Where, or by whom, it is done. */
  by?: string;
  /** `by` says someone else does it: leaving out have is then a slip, not another meaning. */
  byOthers?: true;
  cues: Partial<Record<CausativeTense, string>>;
};

const scenes: readonly Scene[] = [
  {
    verb: 'cut',
    thing: 'hair',
    owned: true,
    by: "at the hairdresser's",
    byOthers: true,
    cues: { past: 'yesterday', habit: 'every month', now: 'at the moment', future: 'tomorrow' },
  },
  {
    verb: 'repair',
    thing: 'car',
    owned: true,
    by: 'by a mechanic',
    byOthers: true,
    cues: { past: 'last week', now: 'at the moment', future: 'next week' },
  },
  {
    verb: 'tune',
    thing: 'piano',
    owned: true,
    cues: { past: 'last week', habit: 'once a year', future: 'next week' },
  },
  {
    verb: 'wash',
    thing: 'windows',
    owned: true,
    cues: { past: 'last week', habit: 'every month', future: 'next week' },
  },
  {
    verb: 'paint',
    thing: 'house',
    owned: true,
    cues: { past: 'last year', now: 'at the moment', future: 'next year' },
  },
  {
    verb: 'take',
    thing: 'photo',
    owned: true,
    by: 'by a professional photographer',
    byOthers: true,
    cues: { past: 'last Saturday', future: 'next Saturday' },
  },
  {
    verb: 'test',
    thing: 'eyes',
    owned: true,
    by: "at the optician's",
    byOthers: true,
    cues: { past: 'last week', habit: 'every two years', future: 'next week' },
  },
  {
    verb: 'check',
    thing: 'teeth',
    owned: true,
    by: "at the dentist's",
    byOthers: true,
    cues: { past: 'yesterday', habit: 'twice a year', future: 'tomorrow' },
  },
  {
    verb: 'build',
    thing: 'a new house',
    cues: { past: 'last year', now: 'at the moment', future: 'next year' },
  },
  {
    verb: 'make',
    thing: 'a cake',
    by: 'for the party',
    cues: { past: 'last Saturday', future: 'next Saturday' },
  },
  {
    verb: 'deliver',
    thing: 'shopping',
    owned: true,
    cues: { past: 'yesterday', habit: 'every week' },
  },
];

const say = (verb: string, tense: string, person: Person) =>
  conjugate('en', verb, tense, person).join(' ');

/** The participle a learner builds by rule from the gerund's stem: *cutted, *taked, *builded. */
const regularised = (verb: string) =>
  `${say(verb, 'PROGRESSIVE_PRESENT', 0).split(' ')[1]?.slice(0, -3)}ed`;

/** The group around the object: "had my hair cut", "will get our windows washed". */
const group = (causer: string, tense: string, person: Person, thing: string, verb: string) =>
  `${say(causer, tense, person)} ${thing} ${englishParticiple(verb)}`;

/**
 * The slot: have (or get, as right) in the tense, the object, the participle; a plan may also be
 * "going to" or the progressive ("We're having the house painted next year").
 */
export function causativeSlot(
  scene: Pick<Scene, 'verb' | 'byOthers'>,
  thing: string,
  tense: CausativeTense,
  person: Person,
  causer: 'have' | 'get',
): Slot {
  const { verb } = scene;
  const other = causer === 'have' ? 'get' : 'have';
  const causers = [causer, other];
  const tenses =
    tense === 'future'
      ? ['SIMPLE_FUTURE', 'GOING_TO', 'PROGRESSIVE_PRESENT']
      : [libraryTense[tense]];
  const right = tenses.flatMap((t) => causers.map((c) => group(c, t, person, thing, verb)));
  const finite = say(causer, libraryTense[tense], person);
  const participle = englishParticiple(verb);
  // A time the slip's tense cannot go with: a present habit for a past or a present, a past for a plan.
  const slipTense = {
    past: 'SIMPLE_PRESENT',
    habit: undefined,
    now: 'SIMPLE_PRESENT',
    future: 'SIMPLE_PAST',
  }[tense];
  // The participle before the object makes the subject the doer: a slip where it cannot be, or in
  // the progressive, where it is no English at all (*is having repaired her car). Not in a habit:
  // "has checked her teeth twice a year" is a present perfect.
  const misplaced = tense === 'now' || (scene.byOthers && tense !== 'habit');
  const slips = [
    `${finite} ${thing} ${regularised(verb)}`,
    ...(misplaced ? [`${finite} ${participle} ${thing}`] : []),
    ...(slipTense ? [group(causer, slipTense, person, thing, verb)] : []),
    `${finite} ${thing} ${verb}`,
    ...(tense === 'habit' || tense === 'now'
      ? [group(causer, libraryTense[tense], person === 2 ? 5 : 2, thing, verb)]
      : []),
    ...(scene.byOthers ? [`${say(verb, libraryTense[tense], person)} ${thing}`] : []),
  ];
  return {
    right,
    wrong: slips.filter((slip, i) => !right.includes(slip) && slips.indexOf(slip) === i),
  };
}

/** Friends share no car or house: the plural subject is the parents. */
const parents = subjects.find((subject) => subject.id === 'parents');

export function causativeSentence(given: Subject, level: Level, random: Random): FormSentence {
  const subject = given.id === 'friends' && parents ? parents : given;
  const scene = pick(scenes, random);
  const tense = pick(
    tensesAt(level).filter((t) => scene.cues[t]),
    random,
  );
  const cue = scene.cues[tense] ?? '';
  const owner = englishPossessives[subject.id]?.right[0] ?? 'their';
  const thing = scene.owned ? `${owner} ${scene.thing}` : scene.thing;
  const causer = random() < 0.7 ? 'have' : 'get';
  const { right, wrong } = causativeSlot(scene, thing, tense, subject.person, causer);
  // No slip is more typical than the others: items plant each of them.
  const slot = { right, wrong: shuffle(wrong, random) };
  const who = subject.text.en ?? '';
  const words = (...parts: (string | undefined)[]) =>
    `${capitalise(parts.filter(Boolean).join(' '))}.`;
  return {
    before: [who],
    slot,
    noun: '',
    after: [scene.by, cue].filter((part): part is string => Boolean(part)),
    en: words(who, slot.right[0], scene.by, cue),
    alsoRight: [words(`${cue},`, who, slot.right[0], scene.by)],
  };
}

export const causativeDrills: Record<CausativeDrillId, Drill> = {
  'en.causative': {
    paradigm: ['have', 'has', 'had', 'having', 'get', 'gets', 'got', 'getting'],
    nouns: [],
    sentence: (subject, _adverbials, random, level) => causativeSentence(subject, level, random),
  },
};
