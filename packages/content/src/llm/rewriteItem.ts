import * as contract from '@lingua/api/contract';
import { translationSource } from '../builtin/writing';
import type { GeneratedExercise, ItemVerification, ModelGenerateRequest } from '../schemas';
import { ask, keyOf } from './ask';
import type { LlmConfig } from './client';
import { renderPrompt } from './prompts';
import { itemReplySchema } from './replies';
import { blindAnswers, verifyItem } from './verify';

/** How many times a failing exercise, or a failing item, is written again. */
export const maxRewrites = 2;

/** The longest note a verification line may carry. */
const noteLength =
  contract.GenerateResponse.properties.verification.items.properties.verified.items.maxLength;

const truncated = (text: string) =>
  text.length <= noteLength ? text : `${text.slice(0, noteLength - 1)}…`;

/** The exercise with item `index` replaced by the model's new one. */
function withItem(
  exercise: GeneratedExercise,
  index: number,
  item: { prompt: string; answer: string; accepted: string[]; grammar_topic: string },
): GeneratedExercise {
  const field = exercise.type === 'Writing' ? 'Exercises' : 'Questions';
  const prompts = [...(exercise.results[field] ?? [])];
  prompts[index] = item.prompt;
  const answerKey = [...exercise.answer_key];
  answerKey[index] = keyOf(item, index);
  return { ...exercise, results: { ...exercise.results, [field]: prompts }, answer_key: answerKey };
}

function itemPrompt(
  request: ModelGenerateRequest,
  exercise: GeneratedExercise,
  index: number,
  problems: readonly string[],
): string {
  const onText = exercise.type !== 'Writing';
  return renderPrompt('item', {
    language: request.language,
    type: request.type.toLowerCase(),
    level: request.level,
    topic: request.user_input.replace(/"/g, "'"),
    number: index + 1,
    problems: problems.join('; '),
    prompt_rule: onText
      ? `a question in ${request.language} on the text, answerable from the text alone.`
      : 'the item as the student sees it, with its instruction.',
    answer_rule: onText ? ', a word or a short phrase taken from the text' : '',
    source: translationSource(
      request.language,
      request.type === 'Writing' ? request.instruction_language : undefined,
    ),
    payload: JSON.stringify({
      title: exercise.results.Title,
      ...(onText ? { text: exercise.results.Paragraph } : {}),
      items: exercise.answer_key.map((key, at) => ({
        number: at + 1,
        prompt: (exercise.results.Exercises ?? exercise.results.Questions ?? [])[at],
        answer: key.answer,
      })),
    }),
  });
}

/**
 * Each item that failed its own checks written again by the model, and checked again (a
 * question answered blind once more), twice at most; the rest of the exercise is kept. The
 * item's verification says it was written again and why. A reply that cannot be used keeps
 * the item as it was, with its problems.
 */
export async function rewriteFailingItems(
  config: LlmConfig,
  request: ModelGenerateRequest,
  generated: GeneratedExercise,
  verification: readonly ItemVerification[],
): Promise<GeneratedExercise> {
  let exercise = generated;
  const results: ItemVerification[] = [];
  const whole = { count: [], text: [] };
  const context = { language: request.language, level: request.level };
  for (const [index, first] of verification.entries()) {
    let current = first;
    let rewritten = false;
    for (let attempt = 0; attempt < maxRewrites && current.problems.length > 0; attempt++) {
      let candidate: GeneratedExercise;
      try {
        const user = itemPrompt(request, exercise, index, current.problems);
        const item = await ask(config, context, user, 'exercise_item', itemReplySchema);
        candidate = withItem(exercise, index, item);
      } catch {
        // A reply that cannot be used spends the attempt; the item stays as it was.
        continue;
      }
      const blind = candidate.results.Paragraph
        ? (await blindAnswers(config, candidate, [index]))?.[0]
        : undefined;
      exercise = candidate;
      rewritten = true;
      current = await verifyItem(exercise, index, blind, whole);
    }
    const note = truncated(`written again after: ${first.problems.join('; ')}`);
    results.push(rewritten ? { ...current, verified: [...current.verified, note] } : current);
  }
  return { ...exercise, verification: results };
}
