import * as contract from '@lingua/api/contract';
import { z } from 'zod';
import type { Notice } from './builtin/notices';
import { GRADER_CREDITS } from './grading/grade';
import { feedbackLanguages } from './grading/messages';
import { languages, levels } from './languages';

/*
 * Every enum and bound the contract declares is read from openapi.yaml (`@lingua/api/contract`):
 * the engine accepts what the server accepts. The rest (a key item has an answer, at most five
 * notices) are the engine's own.
 */
const { properties: results } = contract.ExerciseResults;
const { properties: keyItem } = contract.AnswerKeyItem;
const { properties: verification } = contract.GenerateResponse.properties.verification.items;
const { properties: reviewItem } = contract.ReviewItem;
const { properties: writingAnswer } = contract.WritingAnswerItem;
const { properties: questionAnswer } = contract.QuestionAnswerItem;
const { properties: userAnswer } = contract.UserAnswer;

export const writingVariations = contract.WritingVariation.enum;
export type WritingVariation = (typeof writingVariations)[number];

const languageSchema = z.enum(languages);
const levelSchema = z.enum(levels);
const exerciseTypeSchema = z.enum(contract.ExerciseType.enum);
const topicText = z
  .string()
  .trim()
  .min(contract.UserInput.minLength)
  .max(contract.UserInput.maxLength);
const itemId = z.number().int().min(keyItem.id.minimum).max(keyItem.id.maximum);
/** A whole number within a schema's `minimum` and `maximum`. */
const count = (bounds: { minimum: number; maximum: number }) =>
  z.number().int().min(bounds.minimum).max(bounds.maximum);
const questionsQuantity = count(contract.QuestionsQuantity);

export const writingRequestSchema = z.object({
  user_input: topicText,
  language: languageSchema,
  level: levelSchema,
  quantity: count(contract.WritingRequest.properties.quantity),
  variation: z.enum(writingVariations).optional(),
  /** The teacher's language: Translations are written from it. @default English */
  instruction_language: languageSchema.optional(),
});
export type WritingRequest = z.infer<typeof writingRequestSchema>;

/**
 * Titles of the texts the teacher has already had (the server reads them from their exercises):
 * the built-in engine gives one they have not had while one is left.
 */
const avoidSchema = z.array(z.string().max(results.Title.maxLength)).max(1000).optional();

export const readingRequestSchema = z.object({
  user_input: topicText,
  language: languageSchema,
  level: levelSchema,
  questions_quantity: questionsQuantity,
  quantity_words: count(contract.ReadingRequest.properties.quantity_words),
  avoid: avoidSchema,
});
export type ReadingRequest = z.infer<typeof readingRequestSchema>;

export const listeningRequestSchema = z.object({
  user_input: topicText,
  language: languageSchema,
  level: levelSchema,
  questions_quantity: questionsQuantity,
  avoid: avoidSchema,
});
export type ListeningRequest = z.infer<typeof listeningRequestSchema>;

export const speakingRequestSchema = z.object({
  user_input: topicText,
  language: languageSchema,
  level: levelSchema,
  speaking_task: z.enum(contract.SpeakingTask.enum),
});

export const generateRequestSchema = z.discriminatedUnion('type', [
  writingRequestSchema.extend({ type: z.literal('Writing') }),
  readingRequestSchema.extend({ type: z.literal('Reading') }),
  listeningRequestSchema.extend({ type: z.literal('Listening') }),
  speakingRequestSchema.extend({ type: z.literal('Speaking') }),
]);
export type GenerateRequest = z.infer<typeof generateRequestSchema>;
/** What the model writes: a speaking task is the built-in engine's (see `createEngine`). */
export type ModelGenerateRequest = Exclude<GenerateRequest, { type: 'Speaking' }>;
export type ExerciseType = GenerateRequest['type'];

export const exerciseResultsSchema = z.object({
  Title: z.string().min(results.Title.minLength).max(results.Title.maxLength),
  Description: z.string().max(results.Description.maxLength).optional(),
  Exercises: z
    .array(z.string().min(1).max(results.Exercises.items.maxLength))
    .max(results.Exercises.maxItems)
    .optional(),
  Paragraph: z.string().max(results.Paragraph.maxLength).optional(),
  Questions: z
    .array(z.string().min(1).max(results.Questions.items.maxLength))
    .max(results.Questions.maxItems)
    .optional(),
  audio_base64: z.string().max(results.audio_base64.maxLength).optional(),
  speaking_task: z.enum(contract.SpeakingTask.enum).optional(),
  max_duration_seconds: z
    .number()
    .int()
    .min(results.max_duration_seconds.minimum)
    .max(results.max_duration_seconds.maximum)
    .optional(),
  criteria: z.array(z.enum(contract.SpeakingCriterion.enum)).max(5).optional(),
});
export type ExerciseResults = z.infer<typeof exerciseResultsSchema>;

export const answerItemKinds = keyItem.kind.enum;
export type AnswerItemKind = (typeof answerItemKinds)[number];

export const answerKeyItemSchema = z.object({
  /** 1-based position of the item in Exercises or Questions. */
  id: itemId,
  answer: z.string().min(1).max(keyItem.answer.maxLength),
  accepted: z
    .array(z.string().min(1).max(keyItem.accepted.items.maxLength))
    .max(keyItem.accepted.maxItems)
    .optional(),
  grammar_topic: z.string().min(1).max(keyItem.grammar_topic.maxLength),
  /** How the item is graded; old exercises without it are graded by their variation. */
  kind: z.enum(answerItemKinds).optional(),
  /** The grammar point of the inventory the item exercises. */
  point: z.string().min(1).max(keyItem.point.maxLength).optional(),
});
export type AnswerKeyItem = z.infer<typeof answerKeyItemSchema>;

/** What was checked on one item of a model's exercise before the teacher saw it. */
export const itemVerificationSchema = z.object({
  id: itemId,
  verified: z
    .array(z.string().max(verification.verified.items.maxLength))
    .max(verification.verified.maxItems),
  problems: z
    .array(z.string().max(verification.problems.items.maxLength))
    .max(verification.problems.maxItems),
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

export const engineNameSchema = z.enum(contract.Engine.enum);
export type EngineName = z.infer<typeof engineNameSchema>;

export const generatedExerciseSchema = z.object({
  type: exerciseTypeSchema,
  language: languageSchema,
  level: levelSchema,
  results: exerciseResultsSchema,
  answer_key: z.array(answerKeyItemSchema).min(1).max(contract.AnswerKey.maxItems),
  engine: engineNameSchema,
  /**
   * What the teacher should know before using it: no offline text on the asked topic (and the
   * closest themes), a variation the grammar point does not fit. Messages, not words: the
   * server words them in the teacher's language (`noticeText`).
   */
  notices: z.array(noticeSchema).min(1).max(5).optional(),
  /** A model's exercise: per item, what was verified and what still failed after two retries. */
  verification: z
    .array(itemVerificationSchema)
    .max(contract.GenerateResponse.properties.verification.maxItems)
    .optional(),
});
export type GeneratedExercise = z.infer<typeof generatedExerciseSchema>;

export const userAnswerSchema = z.object({
  Description: z.string().max(userAnswer.Description.maxLength).optional(),
  Exercises: z
    .array(
      z.object({
        id: z.number().int().min(writingAnswer.id.minimum).max(writingAnswer.id.maximum),
        question: z.string().max(writingAnswer.question.maxLength),
        answer: z.string().max(writingAnswer.answer.maxLength),
      }),
    )
    .max(userAnswer.Exercises.maxItems)
    .optional(),
  paragraph: z.string().max(userAnswer.paragraph.maxLength).optional(),
  Questions: z
    .array(
      z.object({
        id: z.number().int().min(questionAnswer.id.minimum).max(questionAnswer.id.maximum),
        question: z.string().max(questionAnswer.question.maxLength),
        user_answer: z.string().max(questionAnswer.user_answer.maxLength),
      }),
    )
    .max(userAnswer.Questions.maxItems)
    .optional(),
});
export type UserAnswer = z.infer<typeof userAnswerSchema>;

export const reviewRequestSchema = z.object({
  type: exerciseTypeSchema,
  language: languageSchema,
  level: levelSchema.optional(),
  results: exerciseResultsSchema,
  answer_key: z.array(answerKeyItemSchema).min(1).max(contract.AnswerKey.maxItems),
  user_answer: userAnswerSchema,
  /** The interface language of the student's settings: feedback and tips are written in it. */
  feedback_language: z.enum(feedbackLanguages).optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

export const itemReviewSchema = z.object({
  id: z.number().int().min(reviewItem.id.minimum).max(reviewItem.id.maximum),
  is_correct: z.boolean(),
  /**
   * Share of the item earned: 1 correct, 0.5 a slip that costs part of it, 0 wrong. A grader
   * gives no other (the contract's wider credit is the teacher's rubric).
   */
  credit: z.literal(GRADER_CREDITS).optional(),
  feedback: z.string().max(reviewItem.feedback.maxLength),
  tip: z.string().max(reviewItem.tip.maxLength),
  /**
   * Set (true) on an open answer the grader could neither prove right nor wrong: it is credited
   * (credit 1, is_correct true) until the teacher accepts or refuses it.
   */
  to_check: z.boolean().optional(),
});
export type ItemReview = z.infer<typeof itemReviewSchema>;

export const reviewResultSchema = z.object({
  score: z.number().min(contract.Percent.minimum).max(contract.Percent.maximum),
  response: z.array(itemReviewSchema).max(contract.ReviewResponse.properties.response.maxItems),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;
