import type { Assignment } from '@lingua/api';
import { type Message, msg } from '@lingua/i18n';

const DAY = 86_400_000;

/** Expired is derived, never stored: the schedule (the due moment) is before now. */
export const isExpired = (assignment: Assignment, now: number) =>
  Date.parse(assignment.schedule) < now;

const allowedAttempts = (a: Assignment) => a.attempts ?? 1;
const usedAttempts = (a: Assignment) => a.user_attempts ?? 0;

/** Attempts left; Solve and Solve Again need at least one. */
export const hasAttemptsLeft = (a: Assignment) => usedAttempts(a) < allowedAttempts(a);

/** Solve (pending card): not expired and attempts left. */
export const canSolve = (a: Assignment, now: number) => !isExpired(a, now) && hasAttemptsLeft(a);

/**
 * Solve Again (completed card): the spec enables it while attempts are left. An expired
 * assignment is refused by the server, so it is disabled then too.
 */
export const canSolveAgain = (a: Assignment, now: number) => canSolve(a, now);

const bySchedule = (a: Assignment, b: Assignment) => a.schedule.localeCompare(b.schedule);

/** The student's three tabs (platform-shell.md section 4, "Assignment status"). */
export function studentTabs(assignments: readonly Assignment[], now: number) {
  const sorted = [...assignments].sort(bySchedule);
  return {
    pending: sorted.filter((a) => a.status === 'Pending' && !isExpired(a, now)),
    completed: sorted.filter((a) => a.status === 'Completed'),
    expired: sorted.filter((a) => isExpired(a, now)),
  };
}

/** The teacher's two tabs: active from now on, expired before now; by schedule ascending. */
export function teacherTabs(assignments: readonly Assignment[], now: number) {
  const sorted = [...assignments].sort(bySchedule);
  return {
    active: sorted.filter((a) => !isExpired(a, now)),
    expired: sorted.filter((a) => isExpired(a, now)),
  };
}

export interface AssignmentStats {
  active: number;
  thisWeek: number;
  myCreated: number;
  roomsActive: number;
}

/**
 * The four stat cards. `visible` is the list the page shows (the teacher's or the student's);
 * `created` is the teacher-assignments query, empty for students as the spec notes.
 */
export function assignmentStats(
  visible: readonly Assignment[],
  created: readonly Assignment[],
  now: number,
): AssignmentStats {
  const active = visible.filter((a) => !isExpired(a, now));
  return {
    active: active.length,
    thisWeek: active.filter((a) => Date.parse(a.schedule) - now <= 7 * DAY).length,
    myCreated: created.length,
    roomsActive: new Set(visible.map((a) => a.room_id)).size,
  };
}

/** "1 assignment pending", "3 assignments expired". */
export function countLine(count: number, what: 'pending' | 'expired'): Message {
  return msg(what === 'pending' ? 'assignments.countPending' : 'assignments.countExpired', {
    count,
  });
}
