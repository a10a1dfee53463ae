import type { components } from './generated/schema';

type Schemas = components['schemas'];

/** Short names for the contract's schemas; the generated file stays the only source. */
export type ApiError = Schemas['Error'];
export type AccuracyByType = Schemas['AccuracyByType'];
export type Assignment = Schemas['Assignment'];
export type AssignmentCompletion = Schemas['AssignmentCompletion'];
export type AssignmentDetails = Schemas['AssignmentDetails'];
export type Capabilities = Schemas['Capabilities'];
export type CompletionTime = Schemas['CompletionTime'];
export type Dashboard = Schemas['Dashboard'];
export type Exercise = Schemas['Exercise'];
export type ExerciseResults = Schemas['ExerciseResults'];
export type ExerciseType = Schemas['ExerciseType'];
export type Feedback = Schemas['Feedback'];
export type FeedbackType = Schemas['FeedbackType'];
export type Language = Schemas['Language'];
export type Level = Schemas['Level'];
export type ReviewRequest = Schemas['ReviewRequest'];
export type ReviewResponse = Schemas['ReviewResponse'];
export type Role = Schemas['Role'];
export type Room = Schemas['Room'];
export type RoomInvitation = Schemas['RoomInvitation'];
export type RoomProgress = Schemas['RoomProgress'];
export type RoomUser = Schemas['RoomUser'];
export type SharedTemplate = Schemas['SharedTemplate'];
export type Template = Schemas['Template'];
export type TopicPerformance = Schemas['TopicPerformance'];
export type TopStudent = Schemas['TopStudent'];
export type UserAnswer = Schemas['UserAnswer'];
export type UserProfile = Schemas['UserProfile'];
export type WritingVariation = Schemas['WritingVariation'];
