import type { z } from 'zod';
import { chatJson, type LlmConfig } from './client';
import { renderPrompt } from './prompts';
import { jsonSchemaOf } from './replies';

/** One structured call: the system prompt for the context, the user's prompt, a checked reply. */
export async function ask<T extends z.ZodType>(
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

/** A reply item as an answer key item, numbered from 1. */
export const keyOf = (
  item: { answer: string; accepted: string[]; grammar_topic: string },
  index: number,
) => ({
  id: index + 1,
  answer: item.answer,
  ...(item.accepted.length > 0 ? { accepted: item.accepted } : {}),
  grammar_topic: item.grammar_topic,
});
