// The app's processes as XState machines. Every machine has a stable `id` (its folder's name)
// so the XState inspector can show it; effects are named in `setup` and supplied with
// `machine.provide(...)`.

export {
  type CompleteProfileEvent,
  type CompleteProfileInput,
  type CompleteProfileValues,
  completeProfileMachine,
  completeProfileSubmitLabel,
} from './completeProfile/completeProfileMachine';
export {
  type AssignmentForm,
  type AssignmentFormErrors,
  type AssignmentSettings,
  defaultAssignmentForm,
  scheduleChoice,
} from './createAssignment/assignmentForm';
export {
  type CreateAssignmentEvent,
  type CreateAssignmentInput,
  createAssignmentMachine,
} from './createAssignment/createAssignmentMachine';
export {
  FEEDBACK_MAX_LENGTH,
  type FeedbackFormEvent,
  feedbackCategories,
  feedbackFormMachine,
} from './feedbackForm/feedbackFormMachine';
export { forgotPasswordMachine } from './forgotPassword/forgotPasswordMachine';
export {
  createFormMachine,
  type FormDefinition,
  type FormEvent,
  type FormMachine,
  type FormValues,
} from './form/formMachine';
export {
  asksInstructionLanguage,
  type GenerateForm,
  type GenerateRequest,
  generatingLabel,
  numberFields,
  speakingTasks,
} from './generate/generateForm';
export {
  type GenerateEvent,
  generateMachine,
  savingErrorMessage,
} from './generate/generateMachine';
export {
  type InviteStudentsEvent,
  type InviteStudentsInput,
  inviteStudentsMachine,
  sendInvitationsLabel,
} from './inviteStudents/inviteStudentsMachine';
export { loginMachine } from './login/loginMachine';
export {
  OVERRIDE_TIMEOUT_MS,
  type OverrideEvent,
  type OverrideInput,
  type OverrideRequest,
  overrideFailure,
  overrideMachine,
} from './override/overrideMachine';
export {
  changesEmail,
  type ProfileEditEvent,
  type ProfileEditField,
  profileEditMachine,
} from './profileEdit/profileEditMachine';
export {
  type CaptureCommand,
  type CaptureEvent,
  type CaptureInput,
  type MicrophoneProblem,
  microphoneProblem,
  type RecorderEvent,
  type RecorderInput,
  type RecorderStatus,
  type Recording,
  recorderMachine,
  recorderStatus,
  secondsLeft,
} from './recorder/recorderMachine';
export {
  chooseRecordingMimeType,
  type RecordingMimeType,
  recordingExtension,
  recordingMimeTypes,
} from './recorder/recordingFormat';
export { resetPasswordMachine } from './resetPassword/resetPasswordMachine';
export {
  type ReplyUpload,
  RUBRIC_TIMEOUT_MS,
  type RubricEvent,
  type RubricInput,
  type RubricRequest,
  rubricFailure,
  rubricMachine,
  rubricShare,
} from './rubric/rubricMachine';
export {
  type SessionEvent,
  type SessionInput,
  sessionMachine,
} from './session/sessionMachine';
export { formatScore, isPassing, NO_MICROPHONE_ANSWER, PASS_MARK } from './shared/answers';
export type { FieldErrors } from './shared/errors';
export type { ProfileFields } from './shared/profile';
export type { Toast } from './shared/toast';
export {
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validatePhone,
} from './shared/validators';
export { signupMachine } from './signup/signupMachine';
export {
  type AudioEvent,
  audioToggleLabel,
  type SolveExerciseEvent,
  type SolveExerciseInput,
  solveExerciseMachine,
} from './solveExercise/solveExerciseMachine';
export type { DealtItem } from './solveTemplate/sitting';
export {
  exercisePosition,
  forwardLabel,
  solveTitle,
} from './solveTemplate/solveTemplateLabels';
export {
  isOnItsWay,
  type SaveState,
  type SolvableTemplate,
  type SolveTemplateEvent,
  type SolveTemplateInput,
  type SpokenTake,
  sittingSaveState,
  solveFromAssignment,
  solveFromTemplateCard,
  solveTemplateMachine,
  solveTemplateMessages,
  type TakeState,
  takeKey,
  type WaitingTake,
  type WithServerTime,
} from './solveTemplate/solveTemplateMachine';
export {
  type SavedTerm,
  type StudentTermsEvent,
  type StudentTermsInput,
  studentTermsMachine,
  TERMS_TIMEOUT_MS,
} from './studentTerms/studentTermsMachine';
export {
  criteriaProblem,
  hasSpeaking,
  type SelectedExercise,
  SPEAKING_CRITERIA,
  selectionProblem,
  templateSelectionMachine,
} from './templateSelection/templateSelectionMachine';
export {
  DECISION_TIMEOUT_MS,
  type Decision,
  type DecisionRequest,
  decisionFailure,
  type ToCheckEvent,
  type ToCheckInput,
  toCheckMachine,
} from './toCheck/toCheckMachine';
