import { type ServerMessage, serverMessage } from '@lingua/i18n/server';
/** Answers may arrive this long after an attempt's deadline (the automatic submission at 00:00). */
export const ATTEMPT_GRACE_SECONDS = 60;

/** One timed sitting of a student, as the rules need it. */
export interface Sitting {
  id: string;
  started_at: Date;
  deadline: Date;
  submitted_at: Date | null;
  /** The seed its order was dealt from (migration 025); null when nothing is shuffled. */
  deal_seed?: number | null;
}

const graceEnd = (sitting: Pick<Sitting, 'deadline'>) =>
  sitting.deadline.getTime() + ATTEMPT_GRACE_SECONDS * 1000;

/** Submitted after deadline + grace: kept, but marked late. */
export function isLate(submittedAt: Date, deadline: Date): boolean {
  return submittedAt.getTime() > graceEnd({ deadline });
}

/** Not finished and still taking answers (deadline plus grace not passed). */
export function isOpen(sitting: Pick<Sitting, 'deadline' | 'submitted_at'>, now: Date): boolean {
  return sitting.submitted_at === null && now.getTime() <= graceEnd(sitting);
}

/** Not finished, and its time is over: the close job grades and finishes it. */
export function isAbandoned(sitting: Sitting, now: Date): boolean {
  return sitting.submitted_at === null && now.getTime() > graceEnd(sitting);
}

/**
 * The one attempts rule. Every sitting started counts as used: a finished one, an open one, and
 * one left behind (the server closes and grades it). Only finished ones show as done.
 */
export function attemptsUsed(sittings: readonly Sitting[]): { used: number; finished: number } {
  return {
    used: sittings.length,
    finished: sittings.filter((sitting) => sitting.submitted_at !== null).length,
  };
}

/** The sitting a student is in: the latest open one. */
export function openSitting(sittings: readonly Sitting[], now: Date): Sitting | undefined {
  return [...sittings]
    .filter((sitting) => isOpen(sitting, now))
    .sort((a, b) => b.started_at.getTime() - a.started_at.getTime())[0];
}

/** What a teacher adjusted for one student: their room's accommodation, their extension. */
export interface Adjustments {
  time_multiplier: number;
  extra_attempts: number;
  extended_schedule: Date | null;
}

/** The terms one student sits an assignment under. */
export interface Terms {
  schedule: Date;
  attempts: number;
  /** Minutes; fractional with a multiplier (×1.25 on 10 minutes is 12.5). */
  time_limit: number;
}

/**
 * The assignment as it applies to one student: the time limit times their multiplier, the
 * attempts plus their extra ones, the later of the two schedules. Every sitting's deadline and
 * the attempts rule below are decided on these terms.
 */
export function termsFor(assignment: Terms, adjustments: Adjustments): Terms {
  const extended = adjustments.extended_schedule;
  return {
    schedule:
      extended && extended.getTime() > assignment.schedule.getTime()
        ? extended
        : assignment.schedule,
    attempts: assignment.attempts + adjustments.extra_attempts,
    time_limit: assignment.time_limit * adjustments.time_multiplier,
  };
}

export type OpenDecision =
  | { kind: 'resume'; sitting: Sitting }
  | { kind: 'start' }
  | { kind: 'refuse'; detail: ServerMessage };

export const refusals = {
  expired: serverMessage('error.assignments.expired'),
  noAttemptsLeft: serverMessage('error.assignments.noAttemptsLeft'),
  finished: serverMessage('error.assignments.finished'),
  timeUp: serverMessage('error.assignments.timeUp'),
} as const;

/**
 * Opening an assignment (start, the specs' finish without a start, a review inside it): the open
 * sitting is resumed, so opening again never spends an attempt; otherwise a new one may start
 * before the schedule while attempts are left.
 */
export function decideOpen(
  now: Date,
  assignment: { schedule: Date; attempts: number },
  sittings: readonly Sitting[],
): OpenDecision {
  const open = openSitting(sittings, now);
  if (open) return { kind: 'resume', sitting: open };
  if (now.getTime() > assignment.schedule.getTime())
    return { kind: 'refuse', detail: refusals.expired };
  if (attemptsUsed(sittings).used >= assignment.attempts)
    return { kind: 'refuse', detail: refusals.noAttemptsLeft };
  return { kind: 'start' };
}

/** Why answers can no longer be taken for a sitting, or undefined while they can. */
export function answersRefusal(sitting: Sitting, now: Date): ServerMessage | undefined {
  if (sitting.submitted_at) return refusals.finished;
  if (!isOpen(sitting, now)) return refusals.timeUp;
  return undefined;
}

/**
 * Whether one saved answer is taken: before the deadline always; during the grace only what the
 * browser saved before the deadline (kept offline and sent on reconnect).
 */
export function saveRefusal(
  sitting: Sitting,
  now: Date,
  clientSavedAt: Date,
  alreadyGraded: boolean,
): ServerMessage | undefined {
  if (alreadyGraded) return serverMessage('error.assignments.alreadySubmitted');
  if (now.getTime() > sitting.deadline.getTime() && clientSavedAt > sitting.deadline)
    return serverMessage('error.assignments.typedLate');
  return undefined;
}

/** The browser's time of an answer, never later than the server's now. */
export function typedAt(clientSavedAt: Date, now: Date): Date {
  return clientSavedAt.getTime() > now.getTime() ? now : clientSavedAt;
}

/**
 * While an assignment is open to a student (a sitting open, or attempts left before the
 * schedule), its exercises are answered only inside a sitting, so the feedback (which shows the
 * key) cannot be seen before the graded sitting.
 */
export function isOpenToStudent(
  now: Date,
  assignment: { schedule: Date; attempts: number },
  sittings: readonly Sitting[],
): boolean {
  return decideOpen(now, assignment, sittings).kind !== 'refuse';
}

export const outsideSittingRefusal = serverMessage('error.assignments.outsideSitting');

/**
 * An assignment is open in its room while anyone may still answer it: before the latest
 * schedule (a student's extension included; a pupil who joins is given it when the teacher
 * assigns again) or while a sitting of it still takes answers. Until then nobody in the room
 * practises its exercises, holder or not: practice feedback shows the key.
 */
export function isOpenInRoom(
  now: Date,
  assignment: { schedule: Date; latest_extension: Date | null; unfinished_deadline: Date | null },
): boolean {
  const lastSchedule = Math.max(
    assignment.schedule.getTime(),
    assignment.latest_extension?.getTime() ?? 0,
  );
  if (now.getTime() <= lastSchedule) return true;
  const deadline = assignment.unfinished_deadline;
  return deadline !== null && isOpen({ deadline, submitted_at: null }, now);
}

export const openInRoomRefusal = serverMessage('error.assignments.openInRoom');
