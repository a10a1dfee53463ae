import { conjugate } from '../conjugation/conjugate';
import { personName, tenseName } from '../conjugation/tenses';
import type { Sentence, Topic } from '../data/bank';
import { bankFor } from '../data/banks';
import { bandOf, type LanguageCode, languageCodes } from '../languages';
import { type Random, shuffle } from '../random';
import type {
  AnswerKeyItem,
  GeneratedExercise,
  WritingRequest,
  WritingVariation,
} from '../schemas';
import { writingVariations } from '../schemas';
import { words } from '../text';
import { blankWords } from './blanks';
import { topicLabels, translationSource } from './labels';
import { rankTopics } from './topicMatch';
import { equivalentAnswers } from './variants';

type Item = { prompt: string; key: Omit<AnswerKeyItem, 'id'> };

const instructions: Record<WritingVariation, (language: string) => string> = {
  'Verb Conjugation Drills': () =>
    'Write the verb in brackets in the tense shown, so that it fits the sentence.',
  'Correct the Mistakes': () => 'Each sentence has one mistake. Write the corrected sentence.',
  'Sentence Transformation': () => 'Rewrite each sentence as the instruction asks.',
  'Fill in the Blanks': () => 'Choose the word that completes each sentence.',
  'Sentence Reordering': () => 'Put the words in the right order to make a sentence.',
  Translations: (language) => `Translate each sentence into ${language}.`,
};

function conjugationItem(code: LanguageCode, sentence: Sentence): Item {
  const [infinitive, tense, person] = sentence.verb;
  const form = conjugate(code, infinitive, tense, person);
  const name = tenseName(code, tense);
  return {
    prompt: `${blankWords(sentence.text, form)} (${infinitive}, ${name}, ${personName(code, person)})`,
    key: { answer: form.join(' '), grammar_topic: `Verb conjugation: ${name}` },
  };
}

/** The key of a free-text sentence answer, with the equally right ways of writing it. */
function sentenceKey(code: LanguageCode, answer: string, grammarTopic: string): Item['key'] {
  const accepted = equivalentAnswers(code, answer);
  return { answer, ...(accepted.length > 0 ? { accepted } : {}), grammar_topic: grammarTopic };
}

function itemFor(
  variation: WritingVariation,
  code: LanguageCode,
  sentence: Sentence,
  random: Random,
): Item {
  switch (variation) {
    case 'Verb Conjugation Drills':
      return conjugationItem(code, sentence);
    case 'Correct the Mistakes':
      return {
        prompt: sentence.wrong[0],
        key: sentenceKey(code, sentence.text, sentence.wrong[1]),
      };
    case 'Sentence Transformation': {
      const [instruction, answer, grammarTopic] = sentence.transform;
      return {
        prompt: `${instruction}: ${sentence.text}`,
        key: sentenceKey(code, answer, grammarTopic),
      };
    }
    case 'Fill in the Blanks': {
      const [word, grammarTopic, ...distractors] = sentence.gap;
      const options = shuffle([word, ...distractors], random).join(' / ');
      return {
        prompt: `${blankWords(sentence.text, [word])} (${options})`,
        key: { answer: word, grammar_topic: grammarTopic },
      };
    }
    case 'Sentence Reordering': {
      const original = words(sentence.text);
      let shuffled = shuffle(original, random);
      // A shuffle that happens to give the sentence back is no exercise.
      while (shuffled.join(' ') === original.join(' ')) shuffled = shuffle(original, random);
      return {
        prompt: shuffled.join(' / '),
        key: { answer: sentence.text, grammar_topic: 'Word order' },
      };
    }
    case 'Translations':
      return { prompt: sentence.tr, key: sentenceKey(code, sentence.text, 'Translation') };
  }
}

/** Sentences of the closest topic first, then of the next closest, never the same one twice. */
export function pickSentences(
  sentences: readonly Sentence[],
  ranked: readonly Topic[],
  count: number,
  random: Random,
): Sentence[] {
  const byTopic = ranked.flatMap((topic) =>
    shuffle(
      sentences.filter((s) => s.topic === topic),
      random,
    ),
  );
  return byTopic.slice(0, count);
}

export function generateWriting(request: WritingRequest, random: Random): GeneratedExercise {
  const code = languageCodes[request.language];
  const bank = bankFor(code);
  const band = bandOf(request.level);
  const ranked = rankTopics(request.user_input, random);
  const sentences = pickSentences(
    bank.sentences.filter((s) => s.band === band),
    ranked,
    request.quantity,
    random,
  );
  if (sentences.length < request.quantity) {
    throw new Error(`The ${request.language} bank has too few ${band} sentences`);
  }
  const mix = shuffle(writingVariations, random);
  const variationAt = (index: number) =>
    request.variation ?? (mix[index % mix.length] as WritingVariation);
  const items = sentences.map((sentence, index) => ({
    variation: variationAt(index),
    ...itemFor(variationAt(index), code, sentence, random),
  }));
  const source = translationSource(request.language);
  const topic = topicLabels[ranked[0] ?? 'school'];
  const title = request.variation ?? 'Mixed Practice';
  return {
    type: 'Writing',
    language: request.language,
    level: request.level,
    results: {
      Title: `${title}: ${topic} (${request.language} ${request.level})`,
      Description: request.variation
        ? instructions[request.variation](request.language)
        : 'Each item says what to do in front of it.',
      Exercises: items.map(({ variation, prompt }) =>
        request.variation
          ? prompt
          : `${shortInstruction(variation, source, request.language)} ${prompt}`,
      ),
    },
    answer_key: items.map(({ key }, index) => ({ id: index + 1, ...key })),
    engine: 'builtin',
  };
}

function shortInstruction(variation: WritingVariation, source: string, target: string): string {
  switch (variation) {
    case 'Verb Conjugation Drills':
      return 'Conjugate:';
    case 'Correct the Mistakes':
      return 'Correct the mistake:';
    case 'Sentence Transformation':
      return 'Rewrite.';
    case 'Fill in the Blanks':
      return 'Fill in the blank:';
    case 'Sentence Reordering':
      return 'Put in order:';
    case 'Translations':
      return `Translate from ${source} into ${target}:`;
  }
}
