export { GrammarUnavailable, type Notice, noticeOf, noticeText } from './builtin/notices';
export {
  generateSpeaking,
  maxDurations,
  SPEAKING_CRITERIA,
  type SpeakingRequest,
  type SpeakingTask,
} from './builtin/speaking';
export {
  type ExerciseVersions,
  makeVersions,
  type VersionShortfallReason,
  type VersionsOptions,
  versionCount,
} from './builtin/versions';
export {
  type CallOptions,
  createEngine,
  type Engine,
  type EngineConfig,
  engineFromEnv,
  type ModelUse,
} from './engine';
export type { Credit } from './grading/grade';
export { type FeedbackLanguage, feedbackLanguages } from './grading/messages';
export { gradedSpeakingFeedback, refusedFeedback, reviewBuiltin, scoreOf } from './grading/review';
export { type Language, type Level, languages, levels } from './languages';
export type { LlmConfig } from './llm/client';
export type { RubricSuggestion } from './llm/suggestRubric';
export type { TutorMessage, TutorRequest } from './llm/tutor';
export { type Random, seededRandom, shuffle } from './random';
export {
  type AnswerItemKind,
  type AnswerKeyItem,
  answerItemKinds,
  answerKeyItemSchema,
  type EngineName,
  type ExerciseResults,
  type ExerciseType,
  exerciseResultsSchema,
  type GeneratedExercise,
  type GenerateRequest,
  generatedExerciseSchema,
  generateRequestSchema,
  type ItemReview,
  type ItemVerification,
  type ListeningRequest,
  listeningRequestSchema,
  type ModelGenerateRequest,
  type ReadingRequest,
  type ReviewRequest,
  type ReviewResult,
  readingRequestSchema,
  reviewRequestSchema,
  reviewResultSchema,
  speakingRequestSchema,
  type UserAnswer,
  userAnswerSchema,
  type WritingRequest,
  type WritingVariation,
  writingRequestSchema,
  writingVariations,
} from './schemas';
export { compareReading, type ReadingCheck, type ReadWord } from './speech/readAloud';
export type { Speech } from './speech/speak';
