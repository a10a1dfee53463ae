import { fold } from '../grammar/fuzzy';
import { buildWritingItem, variationsOf, type WritingItem } from '../grammar/items';
import { type DeclinedPart, pointsAt, requestNoise, understandGrammar } from '../grammar/match';
import type { GrammarPoint } from '../grammar/point';
import { type Language, type LanguageCode, languageCodes } from '../languages';
import { type Random, shuffle } from '../random';
import type { GeneratedExercise, WritingRequest, WritingVariation } from '../schemas';
import { normalizeAnswer } from '../text';
import { type TopicEntry, type VerbId, verbs } from '../topics/lexicon';
import { anyTopic, matchTopic } from '../topics/match';
import { GrammarUnavailable, type Notice } from './notices';

const instructions: Record<WritingVariation, (language: string) => string> = {
  'Verb Conjugation Drills': () =>
    'Write the verb in brackets in the form shown, so that it fits the sentence.',
  'Correct the Mistakes': () => 'Each sentence has one mistake. Write the corrected sentence.',
  'Sentence Transformation': () => 'Rewrite each sentence as the instruction asks.',
  'Fill in the Blanks': () => 'Choose the form that completes each sentence.',
  'Sentence Reordering': () => 'Put the words in the right order to make a sentence.',
  Translations: (language) => `Translate each sentence into ${language}.`,
};

function shortInstruction(variation: WritingVariation, source: string, target: string): string {
  switch (variation) {
    case 'Verb Conjugation Drills':
      return 'Conjugate:';
    case 'Correct the Mistakes':
      return 'Correct the mistake:';
    case 'Sentence Transformation':
      // Its prompt already says how to rewrite ("Rewrite in the past simple, adding ...").
      return '';
    case 'Fill in the Blanks':
      return 'Fill in the blank:';
    case 'Sentence Reordering':
      return 'Put in order:';
    case 'Translations':
      return `Translate from ${source} into ${target}:`;
  }
}

/**
 * An item as the exercise shows it: its prompt, after a short instruction unless the exercise
 * asks for the item's variation throughout (the Description then says it once).
 */
export function itemText(
  { variation, prompt }: Pick<WritingItem, 'variation' | 'prompt'>,
  asked: WritingVariation | undefined,
  source: Language,
  target: Language,
): string {
  if (asked === variation) return prompt;
  return [shortInstruction(variation, source, target), prompt].filter(Boolean).join(' ');
}

/**
 * Translations come from the teacher's language; an exercise in that same language is
 * translated from English (or, for English, from Spanish).
 */
export function translationSource(target: Language, instruction: Language = 'English'): Language {
  if (instruction !== target) return instruction;
  return target === 'English' ? 'Spanish' : 'English';
}

/**
 * How a request naming several points was read: the points the items take in turn, and each part
 * no point teaches, named, so that no part of the request is left out unsaid.
 */
function partNotices(
  { points, declined }: { points: readonly GrammarPoint[]; declined: readonly DeclinedPart[] },
  code: LanguageCode,
): Notice[] {
  return [
    ...(points.length > 1
      ? [
          {
            id: 'notice.grammar.parts',
            values: { points: points.map(({ id }) => id), language: code },
          } as const,
        ]
      : []),
    ...declined.map(
      (part): Notice =>
        'term' in part
          ? {
              id: 'notice.grammar.unavailable',
              values: {
                term: part.term.id,
                language: code,
                ...(part.asked ? { asked: part.asked } : {}),
              },
            }
          : { id: 'notice.grammar.unrecognised', values: { asked: part.asked } },
    ),
  ];
}

/** The words of a request naming the language or the kind of exercise ("in Spanish", "A2"). */
const noiseIn = (text: string) =>
  fold(text)
    .split(' ')
    .filter((word) => requestNoise.has(word));

/**
 * The words of a grammar request that illustrate its point, not a topic: endings ("-ar -er -ir")
 * and examples in brackets or after a colon ("(he comido, has visto)", ": ser, estar, ter"),
 * unless those name a topic ("(tema: la familia)").
 */
function exampleWords(userInput: string): string[] {
  const bracketed = [...userInput.matchAll(/\(([^)]*)\)/g)].map(([, inside]) => inside ?? '');
  const afterColon = /:([^:()]*)$/.exec(userInput)?.[1];
  const examples = [...bracketed, ...(afterColon ? [afterColon] : [])].filter(
    (text) => !matchTopic(text, noiseIn(text)).exact,
  );
  const endings = [...userInput.matchAll(/(?<!\p{L})-(\p{L}+)/gu)].map(
    ([, ending]) => ending ?? '',
  );
  return [...examples, ...endings].flatMap((text) => fold(text).split(' ')).filter(Boolean);
}

/**
 * The verbs of the lexicon whose infinitive the request gives as an example ("ter, ir, fazer";
 * "se lever, s'habiller"), when two or more are: one alone would make every item the same verb.
 */
function namedVerbs(userInput: string, code: LanguageCode): VerbId[] {
  const examples = ` ${exampleWords(userInput).join(' ')} `;
  const named = (Object.keys(verbs) as VerbId[]).filter((verb) =>
    examples.includes(` ${fold(verbs[verb][code])} `),
  );
  return named.length >= 2 ? named : [];
}

/** Whether the item (its sentence or its key) says the topic's place or one of its things. */
function saysTopic(item: WritingItem, topic: TopicEntry, code: LanguageCode): boolean {
  const said = ` ${normalizeAnswer(`${item.prompt} ${item.key.answer}`)} `;
  return [topic.place[code], ...topic.actions.map((action) => action.object[code])].some((words) =>
    said.includes(` ${normalizeAnswer(words)} `),
  );
}

/**
 * Writing items built for the teacher's grammar point and topic: the point named in the request
 * (any of the six languages, typos forgiven), else a mix of the points taught at the level; the
 * topic's words, else another topic's (and the exercise says so). Grammar is decided first: a
 * request naming grammar no point teaches ("the passive") is declined by name
 * (`GrammarUnavailable`), never answered with another point.
 */
export function generateWriting(request: WritingRequest, random: Random): GeneratedExercise {
  const code = languageCodes[request.language];
  const source = translationSource(request.language, request.instruction_language);
  const instruction = languageCodes[source];
  const understood = understandGrammar(request.user_input, code, request.level);
  if (understood?.kind === 'unavailable') {
    throw new GrammarUnavailable([
      {
        id: 'notice.grammar.unavailable',
        values: {
          term: understood.term.id,
          language: code,
          ...(understood.asked ? { asked: understood.asked } : {}),
        },
      },
    ]);
  }
  if (understood?.kind === 'unrecognised') {
    throw new GrammarUnavailable([
      { id: 'notice.grammar.unrecognised', values: { asked: understood.asked } },
    ]);
  }
  // Several points asked at once: drilled in turn, the notices saying so.
  const parts = understood?.kind === 'points' ? partNotices(understood, code) : [];
  const chosen =
    understood?.kind === 'points'
      ? understood.points
      : understood?.kind === 'point'
        ? [understood.point]
        : undefined;
  const matched = chosen?.length === 1 ? { point: chosen[0] as GrammarPoint } : undefined;
  // Beside grammar, the language's name ("the preterite in Spanish") is no topic either.
  const grammarWords =
    understood?.kind === 'point' || understood?.kind === 'points'
      ? [...understood.used, ...exampleWords(request.user_input), ...noiseIn(request.user_input)]
      : [];
  const { topic: named, asked, exact } = matchTopic(request.user_input, grammarWords);
  const topic = named ?? anyTopic(random);
  const candidates: GrammarPoint[] = chosen ?? shuffle(pointsAt(code, request.level), random);
  const exampleVerbs = chosen ? namedVerbs(request.user_input, code) : [];
  const items: WritingItem[] = [];
  const seen = new Set<string>();
  // A point with few sentences on one topic (a command speaks to one person) borrows other
  // topics' words for the rest rather than give fewer items than asked.
  const ownTopicAttempts = request.quantity * 12;
  for (
    let attempt = 0;
    items.length < request.quantity && attempt < ownTopicAttempts * 2;
    attempt++
  ) {
    const point = candidates[attempt % candidates.length] as GrammarPoint;
    const fitting = variationsOf(point, instruction);
    // A variation the point cannot be written in (Konjunktiv I translated from French) gives way.
    const variation =
      request.variation && fitting.includes(request.variation)
        ? request.variation
        : (shuffle(fitting, random)[0] as WritingVariation);
    const item = buildWritingItem(
      {
        point,
        level: request.level,
        topic: attempt < ownTopicAttempts ? topic : anyTopic(random),
        variation,
        instruction,
        random,
        verbs: exampleVerbs,
      },
      code,
      items.length,
    );
    // A mix of the level's points on a topic keeps the items saying its words: a point with
    // scenes or nouns of its own ("has lived in this town for two years") says another topic.
    if (!chosen && named && attempt < ownTopicAttempts && !saysTopic(item, topic, code)) continue;
    const fingerprint = normalizeAnswer(item.prompt);
    if (seen.has(fingerprint)) continue;
    seen.add(fingerprint);
    items.push(item);
  }
  if (items.length < request.quantity) {
    throw new Error(`Too few ${request.language} items for "${request.user_input}"`);
  }
  const title = request.variation ?? 'Mixed Practice';
  const grammar = matched
    ? matched.point.names.en
    : chosen
      ? chosen.map((point) => point.names.en).join(' and ')
      : `${request.level} grammar`;
  // A form point (articles, cases) has its own nouns: a topic asked with it is not used.
  const ownWords = matched?.point.kind === 'form';
  const unfit =
    request.variation &&
    matched &&
    !variationsOf(matched.point, instruction).includes(request.variation)
      ? request.variation
      : undefined;
  const notices: Notice[] = [...parts];
  if (ownWords && (named || asked)) {
    notices.push({
      id: 'notice.words.own',
      values: { point: matched.point.id, asked, topic: topic.id },
    });
  }
  if (!ownWords && !named && asked) {
    notices.push({ id: 'notice.words.none', values: { asked, topic: topic.id } });
  }
  // Only words left beside the grammar can have been the topic asked: filler alone asks none.
  if (!ownWords && named && !exact && asked) {
    notices.push({ id: 'notice.words.closest', values: { asked, topic: topic.id } });
  }
  if (matched && unfit) {
    notices.push({
      id: 'notice.variation.unfit',
      values: {
        point: matched.point.id,
        variation: unfit,
        ...(unfit === 'Translations' ? { source } : {}),
      },
    });
  }
  return {
    type: 'Writing',
    language: request.language,
    level: request.level,
    results: {
      Title: `${title}: ${grammar}${ownWords ? '' : `, ${topic.label}`} (${request.language} ${request.level})`,
      Description: request.variation
        ? instructions[request.variation](request.language)
        : 'Each item says what to do in front of it.',
      Exercises: items.map((item) => itemText(item, request.variation, source, request.language)),
    },
    answer_key: items.map(({ key }, index) => ({ id: index + 1, ...key })),
    engine: 'builtin',
    ...(notices.length > 0 ? { notices } : {}),
  };
}
