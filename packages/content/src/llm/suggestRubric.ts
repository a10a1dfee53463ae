import type * as contract from '@lingua/api/contract';
import { z } from 'zod';
import type { Language, Level } from '../languages';
import { chatJson, type LlmConfig } from './client';
import { renderPrompt } from './prompts';

export type SpeakingCriterion = (typeof contract.SpeakingCriterion.enum)[number];
export type RubricSuggestion = Partial<Record<SpeakingCriterion, number>>;

export type RubricSuggestionRequest = {
  language: Language;
  level: Level;
  /** The question answered, or the task's instruction. */
  task: string;
  transcript: string;
  criteria: readonly SpeakingCriterion[];
};

const points = z.number().int().min(0).max(4);

/**
 * Points the model suggests for a spoken answer from its transcript, one per criterion: shown
 * to the teacher, who confirms or changes them; never a grade by itself.
 */
export async function suggestRubric(
  config: LlmConfig,
  request: RubricSuggestionRequest,
): Promise<RubricSuggestion> {
  const schema = {
    type: 'object',
    properties: Object.fromEntries(
      request.criteria.map((criterion) => [criterion, { type: 'integer', enum: [0, 1, 2, 3, 4] }]),
    ),
    required: [...request.criteria],
    additionalProperties: false,
  };
  const reply = await chatJson(
    config,
    {
      system: renderPrompt('system', { language: request.language, level: request.level }),
      user: renderPrompt('rubric', {
        ...request,
        criteria: request.criteria.join(', '),
      }),
    },
    'rubric_suggestion',
    schema,
  );
  return z
    .object(Object.fromEntries(request.criteria.map((criterion) => [criterion, points])))
    .parse(reply) as RubricSuggestion;
}
