import { buildWritingItem, variationsOf, type WritingItem } from '../grammar/items';
import { matchPoint, pointsAt } from '../grammar/match';
import type { GrammarPoint } from '../grammar/point';
import { type Language, languageCodes } from '../languages';
import { type Random, shuffle } from '../random';
import type { GeneratedExercise, WritingRequest, WritingVariation } from '../schemas';
import { normalizeAnswer } from '../text';
import { anyTopic, matchTopic } from '../topics/match';
import type { Notice } from './notices';

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
 * Translations come from the teacher's language; an exercise in that same language is
 * translated from English (or, for English, from Spanish).
 */
export function translationSource(target: Language, instruction: Language = 'English'): Language {
  if (instruction !== target) return instruction;
  return target === 'English' ? 'Spanish' : 'English';
}

/**
 * Writing items built for the teacher's grammar point and topic: the point named in the request
 * (any of the six languages, typos forgiven), else a mix of the points taught at the level; the
 * topic's words, else another topic's (and the exercise says so).
 */
export function generateWriting(request: WritingRequest, random: Random): GeneratedExercise {
  const code = languageCodes[request.language];
  const source = translationSource(request.language, request.instruction_language);
  const instruction = languageCodes[source];
  const matched = matchPoint(request.user_input, code, request.level);
  const { topic: named, asked, exact } = matchTopic(request.user_input, matched?.used ?? []);
  const topic = named ?? anyTopic(random);
  const candidates: GrammarPoint[] = matched
    ? [matched.point]
    : shuffle(pointsAt(code, request.level), random);
  const items: WritingItem[] = [];
  const seen = new Set<string>();
  for (
    let attempt = 0;
    items.length < request.quantity && attempt < request.quantity * 12;
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
      { point, level: request.level, topic, variation, instruction, random },
      code,
      items.length,
    );
    const fingerprint = normalizeAnswer(item.prompt);
    if (seen.has(fingerprint)) continue;
    seen.add(fingerprint);
    items.push(item);
  }
  if (items.length < request.quantity) {
    throw new Error(`Too few ${request.language} items for "${request.user_input}"`);
  }
  const title = request.variation ?? 'Mixed Practice';
  const grammar = matched ? matched.point.names.en : `${request.level} grammar`;
  // A form point (articles, cases) has its own nouns: a topic asked with it is not used.
  const ownWords = matched?.point.kind === 'form';
  const unfit =
    request.variation &&
    matched &&
    !variationsOf(matched.point, instruction).includes(request.variation)
      ? request.variation
      : undefined;
  const notices: Notice[] = [];
  if (ownWords && (named || asked)) {
    notices.push({
      id: 'notice.words.own',
      values: { point: matched.point.id, asked, topic: topic.id },
    });
  }
  if (!ownWords && !named && asked) {
    notices.push({ id: 'notice.words.none', values: { asked, topic: topic.id } });
  }
  if (!ownWords && named && !exact) {
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
      Exercises: items.map(({ variation, prompt }) =>
        request.variation === variation
          ? prompt
          : [shortInstruction(variation, source, request.language), prompt]
              .filter(Boolean)
              .join(' '),
      ),
    },
    answer_key: items.map(({ key }, index) => ({ id: index + 1, ...key })),
    engine: 'builtin',
    ...(notices.length > 0 ? { notices } : {}),
  };
}
