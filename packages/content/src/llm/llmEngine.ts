import type { z } from 'zod';
import { bandOf } from '../languages';
import type { GeneratedExercise, GenerateRequest, ReviewRequest, ReviewResult } from '../schemas';
import { normalizeAnswer } from '../text';
import { chatJson, type LlmConfig } from './client';
import { renderPrompt } from './prompts';
import { jsonSchemaOf, passageReplySchema, reviewReplySchema, writingReplySchema } from './replies';
import { verifyExercise } from './verify';

async function ask<T extends z.ZodType>(
  config: LlmConfig,
  system: Record<string, string>,
  user: string,
  name: string,
  schema: T,
): Promise<z.infer<T>> {
  const reply = await chatJson(
    config,
    { system: renderPrompt('system', system), user },
    name,
    jsonSchemaOf(schema),
  );
  return schema.parse(reply);
}

const keyOf = (
  item: { answer: string; accepted: string[]; grammar_topic: string },
  index: number,
) => ({
  id: index + 1,
  answer: item.answer,
  ...(item.accepted.length > 0 ? { accepted: item.accepted } : {}),
  grammar_topic: item.grammar_topic,
});

/** Listening transcripts get longer as the level rises, like the built-in ones. */
const listeningWords = { A: 70, B: 110, C: 150 } as const;

const itemCount = (request: GenerateRequest) =>
  request.type === 'Writing' ? request.quantity : request.questions_quantity;

/**
 * The model's exercise once verified (see `verifyExercise`): one that fails a check is written
 * again, twice at most; the last one goes to the teacher with what failed on each item.
 */
export async function generateVerified(
  config: LlmConfig,
  request: GenerateRequest,
): Promise<GeneratedExercise> {
  let exercise = await generateWithLlm(config, request);
  let verification = await verifyExercise(config, exercise, itemCount(request));
  for (let retry = 0; retry < 2 && verification.some((item) => item.problems.length > 0); retry++) {
    exercise = await generateWithLlm(config, request);
    verification = await verifyExercise(config, exercise, itemCount(request));
  }
  return { ...exercise, verification };
}

/** One generation by the model, without audio. Throws when the reply is unusable. */
export async function generateWithLlm(
  config: LlmConfig,
  request: GenerateRequest,
): Promise<GeneratedExercise> {
  const context = { language: request.language, level: request.level };
  const topic = request.user_input.replace(/"/g, "'");
  const base = {
    type: request.type,
    language: request.language,
    level: request.level,
    engine: 'llm' as const,
  };
  if (request.type === 'Writing') {
    const user = renderPrompt('writing', {
      ...context,
      topic,
      quantity: request.quantity,
      variation: request.variation ?? 'a mix',
    });
    const reply = await ask(config, context, user, 'writing_exercise', writingReplySchema);
    if (reply.exercises.length !== request.quantity) throw new Error('Wrong number of items');
    return {
      ...base,
      results: {
        Title: reply.title,
        Description: reply.description,
        Exercises: reply.exercises.map((item) => item.prompt),
      },
      answer_key: reply.exercises.map(keyOf),
    };
  }
  const words =
    request.type === 'Reading' ? request.quantity_words : listeningWords[bandOf(request.level)];
  const user = renderPrompt(request.type === 'Reading' ? 'reading' : 'listening', {
    ...context,
    topic,
    words,
    questions: request.questions_quantity,
  });
  const reply = await ask(config, context, user, 'passage_exercise', passageReplySchema);
  if (reply.questions.length !== request.questions_quantity)
    throw new Error('Wrong number of questions');
  return {
    ...base,
    results: {
      Title: reply.title,
      Description:
        request.type === 'Reading'
          ? 'Read the text and answer the questions.'
          : 'Listen to the recording and answer the questions.',
      Paragraph: reply.paragraph,
      Questions: reply.questions.map((item) => item.question),
    },
    answer_key: reply.questions.map(keyOf),
  };
}

/** The model grades; the score is computed here from its verdicts, and blanks are never correct. */
export async function reviewWithLlm(
  config: LlmConfig,
  request: ReviewRequest,
): Promise<ReviewResult> {
  const context = { language: request.language, level: request.level ?? 'B1' };
  const user = renderPrompt('review', {
    language: request.language,
    type: request.type.toLowerCase(),
    level: request.level ? ` at CEFR level ${request.level}` : '',
    payload: JSON.stringify({
      exercise: request.results,
      answer_key: request.answer_key,
      student: request.user_answer,
    }),
  });
  const reply = await ask(config, context, user, 'review', reviewReplySchema);
  const verdicts = new Map(reply.response.map((item) => [item.id, item]));
  const written = new Map<number, string>(
    request.type === 'Writing'
      ? (request.user_answer.Exercises ?? []).map((item) => [item.id, item.answer])
      : (request.user_answer.Questions ?? []).map((item) => [item.id, item.user_answer]),
  );
  const response = request.answer_key.map(({ id }) => {
    const verdict = verdicts.get(id);
    if (!verdict) throw new Error(`The review has no verdict for item ${id}`);
    const blank = normalizeAnswer(written.get(id) ?? '') === '';
    return { ...verdict, is_correct: verdict.is_correct && !blank };
  });
  const correct = response.filter((item) => item.is_correct).length;
  return { score: Math.round((correct / response.length) * 1000) / 10, response };
}
