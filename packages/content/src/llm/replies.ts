import { z } from 'zod';

const text = z.string().trim().min(1);
const keyed = { answer: text, accepted: z.array(text), grammar_topic: text };

/** What the model must answer, per exercise type. Counts are checked against the request too. */
export const writingReplySchema = z.object({
  title: text,
  description: text,
  exercises: z
    .array(z.object({ prompt: text, ...keyed }))
    .min(1)
    .max(10),
});

/** One item written again: a writing prompt or a question on the text, with its key. */
export const itemReplySchema = z.object({ prompt: text, ...keyed });

export const passageReplySchema = z.object({
  title: text,
  paragraph: text,
  questions: z
    .array(z.object({ question: text, ...keyed }))
    .min(1)
    .max(10),
});

export const reviewReplySchema = z.object({
  response: z.array(
    z.object({ id: z.number().int(), is_correct: z.boolean(), feedback: text, tip: z.string() }),
  ),
});

/** JSON Schema for `response_format`, without the `$schema` key some servers reject. */
export function jsonSchemaOf(schema: z.ZodType): object {
  const { $schema: _, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

/** A second call's answers to the questions, written without the key. */
export const blindReplySchema = z.object({ answers: z.array(z.string()) });
