import type { ExerciseType, FeedbackType, Language, Level, Role, WritingVariation } from './types';

/** The contract's enums as values, in the specs' order, for selects and validation. */
export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
] as const satisfies readonly Language[];

export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const satisfies readonly Level[];

export const EXERCISE_TYPES = [
  'Writing',
  'Reading',
  'Listening',
] as const satisfies readonly ExerciseType[];

export const ROLES = ['Teacher', 'Student'] as const satisfies readonly Role[];

/** Feedback categories with the labels of platform-shell.md section 9. */
export const FEEDBACK_TYPES = {
  bug: 'Bug Report',
  feature: 'Feature Request',
  improvement: 'Improvement Suggestion',
  general: 'General Feedback',
  other: 'Other',
} as const satisfies Record<FeedbackType, string>;

export const WRITING_VARIATIONS = [
  'Verb Conjugation Drills',
  'Correct the Mistakes',
  'Sentence Transformation',
  'Fill in the Blanks',
  'Sentence Reordering',
  'Translations',
] as const satisfies readonly WritingVariation[];
