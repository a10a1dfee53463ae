import { msg, type Text } from '@lingua/i18n';
import { isFullyAnswered, withAnswer } from '../shared/answers';
import type { Assignment, Attempt, Exercise, Template } from '../shared/api';
import type { OpenedSitting } from './openSittingMachine';
import {
  isOnItsWay,
  type RecordingUploaderReport,
  type SpokenTake,
  takeKey,
  type WaitingTakes,
} from './recordingUploaderMachine';
import {
  type DealtItem,
  dealExercises,
  openedSitting,
  type Pending,
  restoreAnswers,
  type SaveState,
  savedAnswerOf,
  secondsLeftOf,
  serverNow,
  type WithServerTime,
} from './sitting';
import type { SittingSaverReport } from './sittingSaverMachine';

export type SolvableTemplate = Pick<Template, 'id' | 'template_name' | 'exercises_id_list'>;

export interface SolveTemplateInput {
  template: SolvableTemplate;
  attempts: number;
  /** Minutes. */
  timeLimit: number;
  /** Empty when the template is solved outside an assignment (no countdown, no attempts). */
  assignmentId: string;
  /** The local clock in ms (Date.now); tests pass a simulated one. */
  now?: () => number;
}

export const solveTemplateMessages = {
  someNotLoaded: msg('solve.someNotLoaded'),
  notLoaded: msg('solve.notLoaded'),
  someNotSubmitted: msg('solve.someNotSubmitted'),
  timeUp: msg('solve.timeUp'),
  attemptRefused: msg('solve.attemptRefused'),
};

export interface SolveTemplateContext extends SolveTemplateInput {
  exercises: Exercise[];
  /** How many ids have been asked for so far (loaded or failed). */
  requested: number;
  failedLoads: number;
  /** The exercise on screen. */
  index: number;
  /** Per exercise, one answer per prompt (in the exercise's own order: index = item id - 1). */
  answers: string[][];
  /** Per exercise id, its items in the order dealt to the sitting (none: the exercise's order). */
  dealt: Record<string, DealtItem[]>;
  attemptId: string | null;
  /** The attempt's deadline on the server's clock (ms); null without a countdown. */
  deadline: number | null;
  /** Server clock minus local clock (ms), measured when the sitting opened (start or resume). */
  offsetMs: number;
  now: () => number;
  /** Null without a countdown. */
  secondsLeft: number | null;
  /** Per exercise index, when its unsaved answer was typed (server clock, ms). */
  pending: Pending;
  /** Per exercise id, when the answer the server holds was typed (from a resume). */
  savedAt: Record<string, number>;
  /** Per exercise, how its answer stands with the server. */
  saveStates: SaveState[];
  /** Spoken answers recorded and not yet on the server, by item (`takeKey`). */
  takes: WaitingTakes;
  timeUp: boolean;
  /** Exercises evaluated so far, and the scores of those the server reviewed. */
  evaluated: number;
  scores: number[];
  average: number | null;
  /** A catalogue message, or the server's detail (already in the reader's language). */
  error: Text | null;
}

export type SolveTemplateEvent =
  | { type: 'answer.change'; index: number; value: string }
  /** An answer field lost focus: save now. */
  | { type: 'answer.blur' }
  /** The page is being hidden or left (pagehide, visibilitychange): save now. */
  | { type: 'page.hide' }
  /** The page became visible or the machine woke (timers may have been throttled). */
  | { type: 'clock.wake' }
  | { type: 'network.online' }
  | { type: 'exercise.next' }
  | { type: 'exercise.previous' }
  | { type: 'template.finish' }
  | { type: 'load.retry' }
  | { type: 'dialog.close' }
  /** The student stopped recording an item: save the take now. */
  | { type: 'recording.captured'; take: SpokenTake }
  | SittingSaverReport
  | RecordingUploaderReport;

/** Nothing loaded, answered or opened yet; an assignment with a time limit shows it in full. */
export function initialContext(input: SolveTemplateInput): SolveTemplateContext {
  return {
    ...input,
    now: input.now ?? Date.now,
    exercises: [],
    requested: 0,
    failedLoads: 0,
    index: 0,
    answers: [],
    dealt: {},
    attemptId: null,
    deadline: null,
    offsetMs: 0,
    secondsLeft: input.assignmentId !== '' && input.timeLimit > 0 ? input.timeLimit * 60 : null,
    pending: {},
    savedAt: {},
    saveStates: [],
    takes: {},
    timeUp: false,
    evaluated: 0,
    scores: [],
    average: null,
    error: null,
  };
}

/** Opened from a template card: 3 attempts, 30 minutes, no assignment (so no countdown). */
export function solveFromTemplateCard(template: SolvableTemplate): SolveTemplateInput {
  return { template, attempts: 3, timeLimit: 30, assignmentId: '' };
}

/** Opened from an assignment: its template, attempts, time limit and id. */
export function solveFromAssignment(
  template: SolvableTemplate,
  assignment: Pick<Assignment, 'assignment_id' | 'attempts' | 'time_limit'>,
): SolveTemplateInput {
  return {
    template,
    attempts: assignment.attempts,
    timeLimit: assignment.time_limit,
    assignmentId: assignment.assignment_id,
  };
}

export function hasCountdown(context: SolveTemplateContext): boolean {
  return context.assignmentId !== '' && context.deadline !== null;
}

/**
 * The context once the sitting is open: its attempt and countdown, the answers the server holds
 * and, over them, the newer ones kept in this browser (pending: sent again).
 */
export function opened(context: SolveTemplateContext, sitting: OpenedSitting) {
  const attempt = sitting.attempt as WithServerTime<Attempt>;
  const open = {
    ...context,
    ...dealExercises(context, attempt.order),
    ...openedSitting(attempt, context.now),
  };
  const withServer = {
    ...open,
    secondsLeft: secondsLeftOf(open),
    ...restoreAnswers(open, sitting.saved, { pending: false }),
  };
  const savedAt: Record<string, number> = Object.fromEntries(
    sitting.saved.map((answer) => [answer.exercise_id, Date.parse(answer.saved_at)]),
  );
  const newer = sitting.local.filter(
    (local) => Date.parse(local.saved_at) > (savedAt[local.exercise_id] ?? 0),
  );
  return { ...withServer, savedAt, ...restoreAnswers(withServer, newer, { pending: true }) };
}

/** The saver's report, by exercise index. */
export function fromSaver(context: SolveTemplateContext, report: SittingSaverReport) {
  if (report.type !== 'saver.changed') return {};
  const indexOf = (id: string) => context.exercises.findIndex((exercise) => exercise.id === id);
  const pending: Pending = {};
  for (const answer of Object.values(report.queue))
    pending[indexOf(answer.exercise_id)] = Date.parse(answer.saved_at);
  const saveStates = [...context.saveStates];
  for (const [id, state] of Object.entries(report.states)) saveStates[indexOf(id)] = state;
  return { pending, saveStates };
}

/**
 * Every item of the exercise on screen is answered; a spoken answer still on its way to the
 * server (kept in this browser) counts, so a student offline goes on to the next exercise.
 */
export function currentComplete(context: SolveTemplateContext): boolean {
  const exercise = context.exercises[context.index];
  if (exercise === undefined) return false;
  const answers = (context.answers[context.index] ?? []).map((answer, item) =>
    answer.trim() === '' &&
    isOnItsWay(context.takes[takeKey({ exerciseId: exercise.id, itemId: item + 1 })])
      ? 'recorded'
      : answer,
  );
  return isFullyAnswered(exercise, answers);
}

/** Whether a spoken answer is still on its way: evaluating now would grade it as missing. */
export function hasTakesOnTheirWay(context: Pick<SolveTemplateContext, 'takes'>): boolean {
  return Object.values(context.takes).some(isOnItsWay);
}

/** A recording the server now holds becomes its item's answer, saved like a typed one. */
export function recordedAnswer(
  context: SolveTemplateContext,
  { exerciseId, itemId, recordingId }: { exerciseId: string; itemId: number; recordingId: string },
) {
  const index = context.exercises.findIndex((exercise) => exercise.id === exerciseId);
  if (index < 0) return {};
  return {
    answers: context.answers.map((answers, at) =>
      at === index ? withAnswer(answers, itemId - 1, recordingId) : answers,
    ),
    pending: { ...context.pending, [index]: serverNow(context) },
  };
}

/** The exercise index of an uploaded recording's answer, for the saver. */
export function exerciseIndexOf(context: SolveTemplateContext, exerciseId: string): number {
  return context.exercises.findIndex((exercise) => exercise.id === exerciseId);
}

export function isLast(context: SolveTemplateContext): boolean {
  return context.index === context.exercises.length - 1;
}

export function average(scores: readonly number[]): number | null {
  return scores.length === 0 ? null : scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/**
 * An exercise's answer (by default the one on screen) as the saver hears it, typed when the
 * sitting first saw it pending.
 */
export function typedAnswer(context: SolveTemplateContext, index = context.index) {
  return {
    type: 'answer.typed' as const,
    answer: savedAnswerOf(
      context.exercises[index] as Exercise,
      context.answers[index] ?? [],
      context.pending[index] ?? serverNow(context),
    ),
  };
}
