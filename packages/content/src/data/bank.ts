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

/**
 * One curated sentence feeds every writing variation: its verb for conjugation drills, a gap
 * word with distractors for fill-in-the-blanks, a version with one mistake, a transformation,
 * a translation (English, or Spanish for English sentences) and its own words for reordering.
 */
export const sentenceSchema = z.object({
  topic,
  band,
  text,
  tr: text,
  /** [infinitive, library tense, person 0-5 (I, you, he/she, we, you all, they)] */
  verb: z.tuple([text, text, z.number().int().min(0).max(5)]),
  /** [word to blank, grammar topic, ...distractors] */
  gap: z.tuple([text, text]).rest(text),
  /** [sentence with one mistake, grammar topic] */
  wrong: z.tuple([text, text]),
  /** [instruction in English, transformed sentence, grammar topic] */
  transform: z.tuple([text, text, text]),
});
export type Sentence = z.infer<typeof sentenceSchema>;

export const bankSchema = z.object({
  passages: z.array(passageSchema),
  sentences: z.array(sentenceSchema),
  /** Names of people and places used in the texts (the spelling dictionaries do not know them). */
  names: z.array(text),
});
export type Bank = z.infer<typeof bankSchema>;

/** Keywords per topic in each language, lower-case, used to find the closest topic. */
export const topicKeywordsSchema = z.record(z.enum(topics), z.array(text).min(1));

/** For each topic, the topics closest to it, nearest first: used when a band lacks the topic itself. */
export const relatedTopicsSchema = z.record(z.enum(topics), z.array(z.enum(topics)));
