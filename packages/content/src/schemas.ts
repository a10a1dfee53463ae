import { z } from 'zod';
import type { Notice } from './builtin/notices';
import { feedbackLanguages } from './grading/messages';
import { languages, levels } from './languages';

export const writingVariations = [
  'Verb Conjugation Drills',
  'Correct the Mistakes',
  'Sentence Transformation',
  'Fill in the Blanks',
  'Sentence Reordering',
  'Translations',
] as const;
export type WritingVariation = (typeof writingVariations)[number];

const languageSchema = z.enum(languages);
const levelSchema = z.enum(levels);
const topicText = z.string().trim().min(1).max(500);

export const writingRequestSchema = z.object({
  user_input: topicText,
  language: languageSchema,
  level: levelSchema,
  quantity: z.number().int().min(1).max(10),
  variation: z.enum(writingVariations).optional(),
  /** The teacher's language: Translations are written from it. @default English */
  instruction_language: languageSchema.optional(),
});
export type WritingRequest = z.infer<typeof writingRequestSchema>;

export const readingRequestSchema = z.object({
  user_input: topicText,
  language: languageSchema,
  level: levelSchema,
  questions_quantity: z.number().int().min(1).max(10),
  quantity_words: z.number().int().min(1).max(300),
});
export type ReadingRequest = z.infer<typeof readingRequestSchema>;

export const listeningRequestSchema = z.object({
  user_input: topicText,
  language: languageSchema,
  level: levelSchema,
  questions_quantity: z.number().int().min(1).max(10),
});
export type ListeningRequest = z.infer<typeof listeningRequestSchema>;

export const generateRequestSchema = z.discriminatedUnion('type', [
  writingRequestSchema.extend({ type: z.literal('Writing') }),
  readingRequestSchema.extend({ type: z.literal('Reading') }),
  listeningRequestSchema.extend({ type: z.literal('Listening') }),
]);
export type GenerateRequest = z.infer<typeof generateRequestSchema>;
export type ExerciseType = GenerateRequest['type'];

export const exerciseResultsSchema = z.object({
  Title: z.string().min(1).max(200),
  Description: z.string().max(2000).optional(),
  Exercises: z.array(z.string().min(1).max(1000)).max(10).optional(),
  Paragraph: z.string().max(5000).optional(),
  Questions: z.array(z.string().min(1).max(1000)).max(10).optional(),
  audio_base64: z.string().optional(),
});
export type ExerciseResults = z.infer<typeof exerciseResultsSchema>;

export const answerItemKinds = [
  'form',
  'blank',
  'reorder',
  'transform',
  'translate',
  'correct',
  'comprehension',
] as const;
export type AnswerItemKind = (typeof answerItemKinds)[number];

export const answerKeyItemSchema = z.object({
  /** 1-based position of the item in Exercises or Questions. */
  id: z.number().int().min(1),
  answer: z.string().min(1).max(1000),
  accepted: z.array(z.string().min(1).max(1000)).max(60).optional(),
  grammar_topic: z.string().min(1).max(100),
  /** How the item is graded; old exercises without it are graded by their variation. */
  kind: z.enum(answerItemKinds).optional(),
  /** The grammar point of the inventory the item exercises. */
  point: z.string().min(1).max(100).optional(),
});
export type AnswerKeyItem = z.infer<typeof answerKeyItemSchema>;

/** What was checked on one item of a model's exercise before the teacher saw it. */
export const itemVerificationSchema = z.object({
  id: z.number().int().min(1),
  verified: z.array(z.string().max(200)).max(10),
  problems: z.array(z.string().max(300)).max(20),
});
export type ItemVerification = z.infer<typeof itemVerificationSchema>;

/** A notice of the built-in engine: a `notice.*` message of the server catalogue and its values. */
const noticeSchema = z.custom<Notice>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    String((value as { id?: unknown }).id).startsWith('notice.') &&
    typeof (value as { values?: unknown }).values === 'object',
);

export const engineNameSchema = z.enum(['builtin', 'llm']);
export type EngineName = z.infer<typeof engineNameSchema>;

export const generatedExerciseSchema = z.object({
  type: z.enum(['Writing', 'Reading', 'Listening']),
  language: languageSchema,
  level: levelSchema,
  results: exerciseResultsSchema,
  answer_key: z.array(answerKeyItemSchema).min(1).max(10),
  engine: engineNameSchema,
  /**
   * What the teacher should know before using it: no offline text on the asked topic (and the
   * closest themes), a variation the grammar point does not fit. Messages, not words: the
   * server words them in the teacher's language (`noticeText`).
   */
  notices: z.array(noticeSchema).min(1).max(5).optional(),
  /** A model's exercise: per item, what was verified and what still failed after two retries. */
  verification: z.array(itemVerificationSchema).max(10).optional(),
});
export type GeneratedExercise = z.infer<typeof generatedExerciseSchema>;

const answerText = z.string().max(2000);
export const userAnswerSchema = z.object({
  Description: z.string().max(5000).optional(),
  Exercises: z
    .array(z.object({ id: z.number().int(), question: z.string().max(1000), answer: answerText }))
    .max(10)
    .optional(),
  paragraph: z.string().max(5000).optional(),
  Questions: z
    .array(
      z.object({ id: z.number().int(), question: z.string().max(1000), user_answer: answerText }),
    )
    .max(10)
    .optional(),
});
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const reviewRequestSchema = z.object({
  type: z.enum(['Writing', 'Reading', 'Listening']),
  language: languageSchema,
  level: levelSchema.optional(),
  results: exerciseResultsSchema,
  answer_key: z.array(answerKeyItemSchema).min(1),
  user_answer: userAnswerSchema,
  /** The interface language of the student's settings: feedback and tips are written in it. */
  feedback_language: z.enum(feedbackLanguages).optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const itemReviewSchema = z.object({
  id: z.number().int(),
  is_correct: z.boolean(),
  /** Share of the item earned: 1 correct, 0.5 a slip that costs part of it, 0 wrong. */
  credit: z.union([z.literal(0), z.literal(0.5), z.literal(1)]).optional(),
  feedback: z.string().max(1000),
  tip: z.string().max(1000),
});
export type ItemReview = z.infer<typeof itemReviewSchema>;

export const reviewResultSchema = z.object({
  score: z.number().min(0).max(100),
  response: z.array(itemReviewSchema),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;
