import * as contract from './generated/contract';
import type { ExerciseType, FeedbackType, Language, Level, Role, WritingVariation } from './types';

/** The contract's enums as values, in openapi.yaml's (the specs') order, for selects and checks. */
export const LANGUAGES = contract.Language.enum satisfies readonly Language[];

export const LEVELS = contract.Level.enum satisfies readonly Level[];

export const EXERCISE_TYPES = contract.ExerciseType.enum satisfies readonly ExerciseType[];

export const ROLES = contract.Role.enum satisfies readonly Role[];

/** Feedback categories with the labels of platform-shell.md section 9. */
export const FEEDBACK_TYPES = {
  bug: 'Bug Report',
  feature: 'Feature Request',
  improvement: 'Improvement Suggestion',
  general: 'General Feedback',
  other: 'Other',
} as const satisfies Record<FeedbackType, string>;

export const WRITING_VARIATIONS = contract.WritingVariation
  .enum satisfies readonly WritingVariation[];
