/**
 * German separable verbs: the prefix goes to the end in the present ("Anna kauft jeden Samstag im
 * Supermarkt ein") and "ge" goes between prefix and stem in the participle ("hat eingekauft",
 * never *geeinkauft). The forms come from german-verbs, whose dictionary splits each separable verb
 * (present: ["kauft", "ein"]); only the scenes are written here.
 */
import type { Auxiliary } from '../conjugation/conjugate';
import { conjugate } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { capitalise, type Extra, type Subject } from './clause';
import type { FormSentence, Slot } from './forms';

export type SeparableTense = 'present' | 'perfect';

type Scene = { verb: string; rest: string; auxiliary: Auxiliary; en: [verb: string, rest: string] };

const scene = (
  verb: string,
  rest: string,
  en: [string, string],
  auxiliary: Auxiliary = 'have',
) => ({
  verb,
  rest,
  auxiliary,
  en,
});

const scenes: readonly Scene[] = [
  scene('einkaufen', 'im Supermarkt', ['go', 'shopping at the supermarket']),
  scene('aufstehen', 'um sieben Uhr', ['get', 'up at seven'], 'be'),
  scene('fernsehen', '', ['watch', 'television']),
  scene('anrufen', 'den Lehrer', ['call', 'the teacher']),
  scene('einladen', 'die Nachbarn', ['invite', 'the neighbors']),
  scene('aufräumen', 'das Zimmer', ['tidy', 'up the room']),
  scene('mitbringen', 'einen Kuchen', ['bring', 'a cake']),
  scene('abholen', 'das Paket', ['pick', 'up the parcel']),
  scene('ankommen', 'pünktlich', ['arrive', 'on time'], 'be'),
];

/** The verbs, for the tests. */
export const separableVerbs = scenes.map((s) => s.verb);

/**
 * What an item of the tense carries: a prefix at the end, or a participle. Computed on first use:
 * the German dictionary takes most of a second to load.
 */
export function separableMarkers(tense: SeparableTense): string[] {
  return scenes.map((s) =>
    tense === 'present'
      ? separatedPresent(s.verb, 2)[1]
      : separablePerfect(s.verb, 2, s.auxiliary)[1],
  );
}

const times = {
  present: { de: 'jede Woche', en: 'every week' },
  perfect: { de: 'gestern', en: 'yesterday' },
} as const;

/** The present in its two parts: "kauft", "ein". */
export function separatedPresent(verb: string, person: Subject['person']): [string, string] {
  const [finite = '', prefix = ''] = conjugate('de', verb, 'PRASENS', person);
  if (!prefix) throw new Error(`${verb} is not separable in the dictionary`);
  return [finite, prefix];
}

/** The present slot: the finite verb (its prefix ends the sentence); slips: the prefix left on, another person. */
export function presentSlot(verb: string, person: Subject['person']): Slot {
  const [finite, prefix] = separatedPresent(verb, person);
  const [other] = separatedPresent(verb, person === 2 ? 5 : 2);
  return { right: [finite], wrong: [other, `${prefix}${finite}`].filter((f) => f !== finite) };
}

/** The perfect: the auxiliary and the participle with "ge" inside ("ist aufgestanden"). */
export function separablePerfect(
  verb: string,
  person: Subject['person'],
  auxiliary: Auxiliary,
): [string, string] {
  const [finite = '', participle = ''] = conjugate('de', verb, 'PERFEKT', person, 'M', auxiliary);
  return [finite, participle];
}

/** The participle slot; slips: "ge" before the prefix (*geeinkauft), no "ge" (*einkauft). */
export function perfectSlot(verb: string, auxiliary: Auxiliary): Slot {
  const [, participle] = separablePerfect(verb, 2, auxiliary);
  const [, prefix] = separatedPresent(verb, 2);
  const stem = participle.slice(prefix.length).replace(/^ge/, '');
  return { right: [participle], wrong: [`ge${prefix}${stem}`, `${prefix}${stem}`] };
}

function english(
  subject: Subject,
  [verb, rest]: Scene['en'],
  tense: SeparableTense,
  extra: readonly Extra[],
) {
  const form = conjugate(
    'en',
    verb,
    tense === 'present' ? 'SIMPLE_PRESENT' : 'SIMPLE_PAST',
    subject.person,
  ).join(' ');
  const words = [subject.text.en, form, rest, times[tense].en, ...extra.map((a) => a.text.en)];
  return `${capitalise(words.filter(Boolean).join(' '))}.`;
}

/** One sentence; the time may also open it, the verb staying second ("Jede Woche kauft Anna..."). */
export function separableSentence(
  tense: SeparableTense,
  subject: Subject,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const chosen = pick(scenes, random);
  const who = subject.text.de ?? '';
  const time = times[tense].de;
  const middle = [...adverbials.map((a) => a.text.de), chosen.rest].filter(Boolean);
  const en = english(subject, chosen.en, tense, adverbials);
  const sentence = (words: string[]) => `${capitalise(words.filter(Boolean).join(' '))}.`;
  if (tense === 'present') {
    const slot = presentSlot(chosen.verb, subject.person);
    const [finite, prefix] = separatedPresent(chosen.verb, subject.person);
    return {
      before: [who],
      slot,
      noun: [time, ...middle].join(' '),
      after: [prefix],
      en,
      cue: chosen.verb,
      alsoRight: [sentence([time, finite, who, ...middle, prefix])],
    };
  }
  const [auxiliary, participle] = separablePerfect(chosen.verb, subject.person, chosen.auxiliary);
  return {
    before: [who, auxiliary, time, ...middle],
    slot: perfectSlot(chosen.verb, chosen.auxiliary),
    noun: '',
    after: [],
    en,
    cue: chosen.verb,
    alsoRight: [sentence([time, auxiliary, who, ...middle, participle])],
  };
}
