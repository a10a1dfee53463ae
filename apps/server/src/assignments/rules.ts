/** Answers may arrive this long after an attempt's deadline (the automatic submission at 00:00). */
export const ATTEMPT_GRACE_SECONDS = 60;

export type StartRefusal = 'expired' | 'no_attempts_left' | undefined;

/** Whether a student may start another attempt now. Open attempts count as used. */
export function startRefusal(
  now: Date,
  schedule: Date,
  allowed: number,
  counts: { submitted: number; open: number },
): StartRefusal {
  if (now.getTime() > schedule.getTime()) return 'expired';
  if (counts.submitted + counts.open >= allowed) return 'no_attempts_left';
  return undefined;
}

/** Submitted after deadline + grace: kept, but marked late. */
export function isLate(submittedAt: Date, deadline: Date): boolean {
  return submittedAt.getTime() > deadline.getTime() + ATTEMPT_GRACE_SECONDS * 1000;
}
