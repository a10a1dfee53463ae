import { z } from 'zod';

/** Topics of the curated bank; the user's words are matched to one of them. */
export const topics = [
  'school',
  'family',
  'food',
  'travel',
  'work',
  'health',
  'sports',
  'technology',
  'environment',
  'culture',
  'city',
  'shopping',
] as const;
export type Topic = (typeof topics)[number];

const band = z.enum(['A', 'B', 'C']);
const topic = z.enum(topics);
const text = z.string().min(1);

/** [question, answer, ...other accepted answers] */
const questionSchema = z.tuple([text, text]).rest(text);

export const passageSchema = z.object({
  topic,
  band,
  title: text,
  paragraphs: z.array(z.object({ text, questions: z.array(questionSchema).min(1) })).min(1),
});
export type Passage = z.infer<typeof passageSchema>;

export const bankSchema = z.object({
  passages: z.array(passageSchema),
  /** Names of people and places used in the texts (the spelling dictionaries do not know them). */
  names: z.array(text),
});
export type Bank = z.infer<typeof bankSchema>;
