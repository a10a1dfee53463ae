import { kindOf } from '../../grading/review';
import { subjects as clauseSubjects, extras } from '../../grammar/clause';
import { pointById } from '../../grammar/inventory';
import { buildWritingItem, variationsOf, type WritingItem } from '../../grammar/items';
import { understandGrammar } from '../../grammar/match';
import type { GrammarPoint } from '../../grammar/point';
import { type Language, type LanguageCode, languageCodes, languages } from '../../languages';
import type { Random } from '../../random';
import {
  type AnswerItemKind,
  type AnswerKeyItem,
  type GeneratedExercise,
  type WritingVariation,
  writingVariations,
} from '../../schemas';
import { normalizeAnswer, words } from '../../text';
import { type TopicEntry, topicEntries, verbs } from '../../topics/lexicon';
import { anyTopic, matchTopic } from '../../topics/match';
import { itemText, translationSource } from '../writing';
import type { Made } from '.';

/** The variation each kind of writing item is built in. */
const variationOfKind: Partial<Record<AnswerItemKind, WritingVariation>> = {
  form: 'Verb Conjugation Drills',
  blank: 'Fill in the Blanks',
  correct: 'Correct the Mistakes',
  transform: 'Sentence Transformation',
  reorder: 'Sentence Reordering',
  translate: 'Translations',
};

/** What an item of the original drills: its point, in its variation (its place is its index). */
type Slot = { point: GrammarPoint; variation: WritingVariation };

/**
 * The same sentence, whatever order its options or words are shown in: a blank's sentence and
 * key, else the key (a reordering's words, a correction's mistake are drawn anew each time).
 */
function identity(text: string, kind: AnswerItemKind, answer: string): string {
  const closed = kind === 'form' || kind === 'blank';
  return normalizeAnswer(closed ? `${text.replace(/\s*\([^()]*\)\s*$/, '')} ${answer}` : answer);
}

/** Words each language's sentences are made of (subjects, adverbials, topic words, verbs). */
const vocabularies = new Map<LanguageCode, Set<string>>();
function vocabularyOf(code: LanguageCode): Set<string> {
  let known = vocabularies.get(code);
  if (known) return known;
  const phrases = [
    ...clauseSubjects.map((subject) => subject.text[code] ?? ''),
    ...extras.map((extra) => extra.text[code]),
    ...topicEntries.flatMap((topic) => [
      topic.place[code],
      ...topic.actions.map((action) => action.object[code]),
    ]),
    ...Object.values(verbs).map((verb) => verb[code]),
  ];
  known = new Set(phrases.flatMap((phrase) => normalizeAnswer(phrase).split(' ')));
  vocabularies.set(code, known);
  return known;
}

const translatePrefix = /^Translate from (\p{L}+) into \p{L}+:/u;

/**
 * The language the original's Translations are written from: the teacher's if given, else as
 * its items say ("Translate from French into Spanish:"), else the language whose words its
 * sentences use most.
 */
function sourceOf(
  exercise: GeneratedExercise,
  kinds: readonly AnswerItemKind[],
  instruction: Language | undefined,
): Language {
  const target = exercise.language;
  if (instruction) return translationSource(target, instruction);
  const prompts = (exercise.results.Exercises ?? []).filter(
    (_, index) => kinds[index] === 'translate',
  );
  const named = prompts
    .map((prompt) => translatePrefix.exec(prompt)?.[1])
    .find((name): name is Language => languages.includes(name as Language));
  if (named) return named;
  const said = prompts.flatMap((prompt) => words(normalizeAnswer(prompt)));
  const scored = languages
    .filter((language) => language !== target)
    .map((language) => {
      const vocabulary = vocabularyOf(languageCodes[language]);
      return { language, score: said.filter((word) => vocabulary.has(word)).length };
    })
    .sort((a, b) => b.score - a.score);
  const [best] = scored;
  return best && best.score > 0 ? best.language : translationSource(target);
}

/** The point an item drills: named by its key, else by its grammar topic (a model's item). */
function pointOf(key: AnswerKeyItem, exercise: GeneratedExercise): GrammarPoint | undefined {
  const code = languageCodes[exercise.language];
  const named = key.point ? pointById(key.point) : undefined;
  if (named?.language === code) return named;
  const understood = understandGrammar(key.grammar_topic, code, exercise.level);
  return understood?.kind === 'point' ? understood.point : undefined;
}

/** The topic of the original's words: named in its title, else by its title or its sentences. */
function topicOf(exercise: GeneratedExercise, random: Random): TopicEntry {
  const title = exercise.results.Title;
  return (
    topicEntries.find((topic) => title.includes(`, ${topic.label} (`)) ??
    matchTopic(title).topic ??
    matchTopic(exercise.answer_key.map((key) => key.answer).join(' ')).topic ??
    anyTopic(random)
  );
}

/** A version's items as a whole, whatever their order. */
const fingerprintOf = (ids: readonly string[]) => [...ids].sort().join('\n');

/** How many sentences an item tries on its topic before it repeats one or borrows words. */
const attemptsPerItem = 8;

/**
 * Versions of a writing exercise: each item again on its point, in its variation and at its
 * place (a contrast's meaning and a choice's rule go by the place), on the original's topic,
 * built and keyed by the engine; an item takes a sentence no earlier version (nor the original)
 * had while the inventory has one.
 */
export function writingVersions(
  exercise: GeneratedExercise,
  count: number,
  random: Random,
  instruction: Language | undefined,
): Made {
  const code = languageCodes[exercise.language];
  const { level } = exercise;
  const shown = exercise.results.Exercises ?? [];
  const kinds = exercise.answer_key.map((key) => kindOf(exercise, key));
  const source = sourceOf(exercise, kinds, instruction);
  const instructionCode = languageCodes[source];
  const slots = exercise.answer_key.map((key, index): Slot | undefined => {
    const point = pointOf(key, exercise);
    const variation = variationOfKind[kinds[index] as AnswerItemKind];
    if (!point || !variation || !variationsOf(point, instructionCode).includes(variation)) {
      return undefined;
    }
    return { point, variation };
  });
  if (slots.some((slot) => slot === undefined)) {
    return { versions: [], repeatedItems: 0, reason: 'no-grammar-point' };
  }
  const asked = writingVariations.find((variation) =>
    exercise.results.Title.startsWith(`${variation}:`),
  );
  const topic = topicOf(exercise, random);
  const text = (item: WritingItem) => itemText(item, asked, source, exercise.language);
  const idOf = (item: WritingItem) =>
    identity(text(item), item.key.kind ?? 'correct', item.key.answer);

  /** How often each sentence has been given (the original's once). */
  const used = new Map<string, number>();
  const give = (id: string) => used.set(id, (used.get(id) ?? 0) + 1);
  exercise.answer_key.forEach((key, index) => {
    give(identity(shown[index] ?? '', kinds[index] as AnswerItemKind, key.answer));
  });
  const fingerprints = new Set([fingerprintOf([...used.keys()])]);
  // Per slot, the sentences already built on the topic: a repeat is taken from them, the least
  // given first, and a slot that ran out of new ones tries fewer before repeating (speed).
  const built = slots.map(() => new Map<string, WritingItem>());
  const exhausted = slots.map(() => false);

  /** A new sentence for the slot if there is one, else one this version has not had yet. */
  const drawItem = (slot: Slot, index: number, taken: Set<string>) => {
    const known = built[index] as Map<string, WritingItem>;
    const attempts = exhausted[index] ? 2 : attemptsPerItem;
    for (const onTopic of [true, false]) {
      for (let attempt = 0; attempt < attempts; attempt++) {
        const item = buildWritingItem(
          {
            ...slot,
            level,
            topic: onTopic ? topic : anyTopic(random),
            instruction: instructionCode,
            random,
          },
          code,
          index,
        );
        const id = idOf(item);
        if (onTopic && !known.has(id)) known.set(id, item);
        if (taken.has(id)) continue;
        if (!used.has(id)) return { item, fresh: true };
      }
      // A repeated sentence on the topic is better than another topic's words.
      let repeat: [string, WritingItem] | undefined;
      for (const entry of onTopic ? known : []) {
        if (taken.has(entry[0])) continue;
        if (!repeat || (used.get(entry[0]) ?? 0) < (used.get(repeat[0]) ?? 0)) repeat = entry;
      }
      if (repeat) {
        exhausted[index] = true;
        return { item: repeat[1], fresh: false };
      }
    }
    return undefined;
  };

  const versions: GeneratedExercise[] = [];
  let repeatedItems = 0;
  for (let made = 0; made < count; made++) {
    const version = drawVersion(slots as Slot[], drawItem, idOf, fingerprints);
    if (!version) break;
    for (const id of version.ids) give(id);
    fingerprints.add(fingerprintOf(version.ids));
    repeatedItems += version.repeated;
    versions.push({
      type: 'Writing',
      language: exercise.language,
      level,
      results: {
        Title: exercise.results.Title,
        ...(exercise.results.Description ? { Description: exercise.results.Description } : {}),
        Exercises: version.items.map(text),
      },
      answer_key: version.items.map(({ key }, index) => ({ id: index + 1, ...key })),
      engine: 'builtin',
      ...(exercise.notices ? { notices: exercise.notices } : {}),
    });
  }
  return { versions, repeatedItems };
}

/** A version unlike every one before it (a few tries), or undefined when none is left. */
function drawVersion(
  slots: readonly Slot[],
  drawItem: (
    slot: Slot,
    index: number,
    taken: Set<string>,
  ) => { item: WritingItem; fresh: boolean } | undefined,
  idOf: (item: WritingItem) => string,
  fingerprints: Set<string>,
) {
  for (let tries = 0; tries < 3; tries++) {
    const taken = new Set<string>();
    const items: WritingItem[] = [];
    let repeated = 0;
    for (const [index, slot] of slots.entries()) {
      const drawn = drawItem(slot, index, taken);
      if (!drawn) break;
      taken.add(idOf(drawn.item));
      items.push(drawn.item);
      if (!drawn.fresh) repeated++;
    }
    if (items.length < slots.length) return undefined;
    const ids = items.map(idOf);
    if (!fingerprints.has(fingerprintOf(ids))) return { items, ids, repeated };
  }
  return undefined;
}
