/**
 * The contract's types this package reads. Type-only: flows never import the api's client,
 * effects reach it through injected actors (the runtime imports are the api's pure error
 * reader, `@lingua/api/errors`, and the contract's values, `@lingua/api/contract`).
 */
import type { components } from '@lingua/api';

export type {
  Assignment,
  Exercise,
  ExerciseResults,
  ExerciseType,
  FeedbackType,
  Language,
  Level,
  ReviewRequest,
  ReviewResponse,
  Room,
  RoomUser,
  StoredUser,
  Template,
  UserAnswer,
  UserProfile,
  WritingVariation,
} from '@lingua/api';

type Schemas = components['schemas'];
export type LoginResponse = Schemas['LoginResponse'];
export type UpdateProfileRequest = Schemas['UpdateProfileRequest'];
export type RoleInput = Schemas['RoleInput'];
export type WritingRequest = Schemas['WritingRequest'];
export type ReadingRequest = Schemas['ReadingRequest'];
export type ListeningRequest = Schemas['ListeningRequest'];
export type SpeakingRequest = Schemas['SpeakingRequest'];
export type SpeakingTask = Schemas['SpeakingTask'];
export type CreateAssignmentRequest = Schemas['CreateAssignmentRequest'];
export type AssignmentDetails = Schemas['AssignmentDetails'];
export type SendMailsRequest = Schemas['SendMailsRequest'];
export type Attempt = Schemas['Attempt'];
export type SavedAnswer = Schemas['SavedAnswer'];
export type SaveAnswersResponse = Schemas['SaveAnswersResponse'];
export type ResumedAttempt = Schemas['ResumedAttempt'];
export type UploadedRecording = Schemas['Recording'];
export type SpeakingAnswerMarker = Schemas['SpeakingAnswerMarker'];
export type CreateTemplateRequest = Schemas['CreateTemplateRequest'];
export type FeedbackRequest = Schemas['FeedbackRequest'];
export type Verdict = Schemas['Verdict'];
export type GradebookSittingDetail = Schemas['GradebookSittingDetail'];
export type SpeakingCriterion = Schemas['SpeakingCriterion'];
export type RubricScores = Schemas['RubricScores'];
export type RecordingFacts = Schemas['Recording'];
export type ToCheckDecision = Schemas['ToCheckDecision'];
export type AccommodationRequest = Schemas['AccommodationRequest'];
export type Accommodation = Schemas['Accommodation'];
export type Extension = Schemas['Extension'];
