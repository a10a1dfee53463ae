import { fromUserAnswer, toUserAnswer } from '../shared/answers';
import type { Attempt, Exercise, SaveAnswersResponse, SavedAnswer } from '../shared/api';
import type { WaitingTakes } from './recordingUploaderMachine';

/**
 * The arithmetic of a timed sitting, pure: the countdown from the server's deadline and the
 * local clock corrected by the server's, and the answers the server does not hold yet.
 */

/** What a sitting's calls answer, with the server's clock (the response's Date header). */
export type WithServerTime<T> = T & { server_time?: string };

/** How an exercise's answer stands with the server. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

/** The sitting's clock: its deadline and how far the server's clock is ahead of ours. */
export interface SittingClock {
  /** The attempt's deadline on the server's clock (ms); null without a countdown. */
  deadline: number | null;
  /** Server clock minus local clock (ms), measured when the sitting opened (start or resume). */
  offsetMs: number;
  /** The local clock in ms. */
  now: () => number;
}

/** Now on the server's clock, as far as this browser can tell. */
export function serverNow(clock: SittingClock): number {
  return clock.now() + clock.offsetMs;
}

/** Milliseconds left before the server's deadline. */
export function remainingMs(clock: SittingClock): number {
  return (clock.deadline ?? 0) - serverNow(clock);
}

/** Whole seconds left before the deadline, never below zero. */
export function secondsLeftOf(clock: SittingClock): number {
  return Math.max(0, Math.ceil(remainingMs(clock) / 1000));
}

/** To the next whole second of the countdown, so it turns with the server's clock. */
export function toNextSecond(clock: SittingClock): number {
  const rest = remainingMs(clock) % 1000;
  return rest > 0 ? rest : 1000;
}

/**
 * A started or resumed attempt: its id, deadline, and the clock offset from its response (a new
 * attempt starts at the server's now: its start stands in for a missing server time).
 */
export function openedSitting(attempt: WithServerTime<Attempt>, now: () => number) {
  return {
    attemptId: attempt.attempt_id,
    deadline: Date.parse(attempt.deadline),
    offsetMs: Date.parse(attempt.server_time ?? attempt.started_at) - now(),
  };
}

/** An item as the sitting's order shows it: its id (answers name it) and its prompt as dealt. */
export type DealtItem = NonNullable<Attempt['order']>[number]['items'][number];

/**
 * The exercises in the order dealt to the sitting (an assignment that shuffles, issue 32), with
 * what is kept per exercise index moved along, and each exercise's items as dealt. Without an
 * order, everything stays as loaded. Answers still name items by id: the order is presentation.
 */
export function dealExercises<
  T extends { exercises: Exercise[]; answers: string[][]; saveStates: SaveState[] },
>(
  sitting: T,
  order: Attempt['order'],
): Pick<T, 'exercises' | 'answers' | 'saveStates'> & { dealt: Record<string, DealtItem[]> } {
  if (!order) return { ...sitting, dealt: {} };
  const place = new Map(order.map((exercise, index) => [exercise.exercise_id, index]));
  const rank = (index: number) =>
    place.get(sitting.exercises[index]?.id ?? '') ?? order.length + index;
  const indices = sitting.exercises.map((_, index) => index).sort((a, b) => rank(a) - rank(b));
  return {
    exercises: indices.map((index) => sitting.exercises[index] as Exercise),
    answers: indices.map((index) => sitting.answers[index] ?? []),
    saveStates: indices.map((index) => sitting.saveStates[index] ?? 'idle'),
    dealt: Object.fromEntries(order.map((exercise) => [exercise.exercise_id, exercise.items])),
  };
}

/** Answers typed and not yet held by the server: per exercise index, when (server clock, ms). */
export type Pending = Record<number, number>;

/** Answers saved on the server or in the browser, newest per exercise, over the ones on screen. */
export function restoreAnswers(
  sitting: {
    exercises: Exercise[];
    answers: string[][];
    pending: Pending;
    saveStates: SaveState[];
  },
  saved: readonly SavedAnswer[],
  { pending }: { pending: boolean },
) {
  const answers = [...sitting.answers];
  const pendingNow = { ...sitting.pending };
  const saveStates = [...sitting.saveStates];
  for (const answer of saved) {
    const index = sitting.exercises.findIndex((exercise) => exercise.id === answer.exercise_id);
    const exercise = sitting.exercises[index];
    if (!exercise) continue;
    answers[index] = fromUserAnswer(exercise, answer.user_answer);
    if (pending) pendingNow[index] = Date.parse(answer.saved_at);
    else delete pendingNow[index];
    saveStates[index] = pending ? 'offline' : 'saved';
  }
  return { answers, pending: pendingNow, saveStates };
}

/** The answer of one exercise as a save sends it, typed at `typedAt` (server clock, ms). */
export function savedAnswerOf(exercise: Exercise, answers: string[], typedAt: number): SavedAnswer {
  return {
    exercise_id: exercise.id,
    user_answer: toUserAnswer(exercise, answers, { inTemplate: true }),
    saved_at: new Date(typedAt).toISOString(),
  };
}

/** The pending answers in the contract's shape. */
export function pendingAnswers(
  sitting: { exercises: Exercise[]; answers: string[][] },
  pending: Pending,
): SavedAnswer[] {
  return Object.entries(pending).flatMap(([key, typedAt]) => {
    const index = Number(key);
    const exercise = sitting.exercises[index];
    return exercise ? [savedAnswerOf(exercise, sitting.answers[index] ?? [], typedAt)] : [];
  });
}

/** Answers waiting for the server, by exercise id. */
export type Queue = Record<string, SavedAnswer>;

/**
 * What is left to send once the server answered a save: an answer it acknowledged leaves the
 * queue, unless it was typed again while the save was on its way (that newer one waits).
 */
export function acknowledge(
  queue: Queue,
  inFlight: Queue,
  acks: SaveAnswersResponse['answers'],
): { queue: Queue; states: Record<string, SaveState> } {
  const left = { ...queue };
  const states: Record<string, SaveState> = {};
  for (const ack of acks) {
    if (left[ack.exercise_id]?.saved_at !== inFlight[ack.exercise_id]?.saved_at) continue;
    delete left[ack.exercise_id];
    states[ack.exercise_id] = ack.saved ? 'saved' : 'idle';
  }
  return { queue: left, states };
}

/**
 * The quiet save indicator of the sitting, spoken answers on their way included: offline wins
 * over saving, saving over saved.
 */
export function sittingSaveState(sitting: {
  pending: Pending;
  saveStates: SaveState[];
  takes?: WaitingTakes;
}): SaveState {
  const takes = Object.values(sitting.takes ?? {}).map((take) => take.state);
  if (sitting.saveStates.includes('offline') || takes.includes('offline')) return 'offline';
  if (
    Object.keys(sitting.pending).length > 0 ||
    sitting.saveStates.includes('saving') ||
    takes.some((state) => state === 'saving' || state === 'retrying')
  )
    return 'saving';
  return sitting.saveStates.includes('saved') ? 'saved' : 'idle';
}
