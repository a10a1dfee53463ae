import { z } from 'zod';

/** Themes of the curated bank with passages at every band in every language. */
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
/**
 * Lexicon topics that are their own theme, with passages in some languages and bands as the bank
 * grows; where a language or band has none yet, the topic's nearest core theme answers, said so.
 */
export const growingTopics = [
  'history',
  'restaurant',
  'cafe',
  'market',
  'clothes',
  'holidays',
  'beach',
  'mountains',
  'hotel',
  'transport',
  'university',
  'library',
  'job-interview',
  'friends',
  'home',
  'daily-routine',
  'football',
  'music',
  'cinema',
  'art',
  'theatre',
  'festivals',
  'internet',
  'weather',
  'nature',
  'animals',
  'science',
  'politics',
  'games',
  'languages',
  // Syllabus topics beyond the first lexicon (Threshold-level and Cervantes "nociones" areas).
  'introductions',
  'people',
  'hobbies',
  'media',
  'money',
  'relationships',
  'childhood',
  'future',
  'volunteering',
  'migration',
  'books',
  'consumption',
  'equality',
  'parties',
  'crime',
  'youth',
] as const;
export type Topic = (typeof topics)[number] | (typeof growingTopics)[number];
/** Every theme the bank may hold passages on. */
export const bankThemes: readonly Topic[] = [...topics, ...growingTopics];

const band = z.enum(['A', 'B', 'C']);
const topic = z.enum([...topics, ...growingTopics]);
const text = z.string().min(1);

/** [question, answer, ...other accepted answers] */
const questionSchema = z.tuple([text, text]).rest(text);

export const passageSchema = z.object({
  topic,
  band,
  title: text,
  /**
   * Written to be heard: readings never draw on it. A passage without it is read, and lends its
   * last two paragraphs to listenings only while its theme and band have no listening passage.
   */
  use: z.literal('Listening').optional(),
  /** The named subjects (`topics/subjects.ts` ids) the passage is about: "christmas", "olympics". */
  about: z.array(text).optional(),
  paragraphs: z.array(z.object({ text, questions: z.array(questionSchema).min(1) })).min(1),
});
export type Passage = z.infer<typeof passageSchema>;

export const bankSchema = z.object({
  passages: z.array(passageSchema),
  /** Names of people and places used in the texts (the spelling dictionaries do not know them). */
  names: z.array(text),
});
export type Bank = z.infer<typeof bankSchema>;
