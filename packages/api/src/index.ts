export { type ApiClient, type ApiClientOptions, createApiClient } from './client';
export {
  EXERCISE_TYPES,
  FEEDBACK_TYPES,
  LANGUAGES,
  LEVELS,
  ROLES,
  WRITING_VARIATIONS,
} from './enums';
export {
  errorDetail,
  errorMessage,
  errorStatus,
  type ReadApiErrorOptions,
  readApiError,
  readFieldErrors,
} from './errors';
export type { components, operations, paths } from './generated/schema';
export { SESSION_MESSAGES, SessionError } from './session/errors';
export { isExpiringSoon, REFRESH_WINDOW_MS, readTokenExpiry } from './session/jwt';
export {
  createTokenStore,
  SESSION_KEYS,
  type SessionStorage,
  type SessionTokens,
  type StoredUser,
  type TokenStore,
} from './session/storage';
export type {
  AccuracyByType,
  ApiError,
  Assignment,
  AssignmentCompletion,
  AssignmentDetails,
  Capabilities,
  CompletionTime,
  Dashboard,
  Exercise,
  ExerciseResults,
  ExerciseType,
  Feedback,
  FeedbackType,
  Language,
  Level,
  ReviewRequest,
  ReviewResponse,
  Role,
  Room,
  RoomInvitation,
  RoomProgress,
  RoomUser,
  SharedTemplate,
  Template,
  TopicPerformance,
  TopStudent,
  UserAnswer,
  UserProfile,
  WritingVariation,
} from './types';
