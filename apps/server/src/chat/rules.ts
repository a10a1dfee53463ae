import type { Engine, TutorMessage } from '@lingua/content';
import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import type { RateLimitRule } from '../deps';
import { HttpError, unprocessable } from '../http/errors';
import { hitRateLimit } from '../http/rateLimit';

type Tutor = NonNullable<Engine['tutor']>;

/** The tutor needs an LLM; without one the chat page stays the specs' local stub. */
export function requireTutor(engine: Engine): Tutor {
  if (!engine.tutor) throw new HttpError(503, serverMessage('error.chat.unavailable'));
  return engine.tutor;
}

/** The tutor answers the student: the conversation must end with their message. */
export function requireStudentTurn(messages: readonly TutorMessage[]): void {
  if (messages.at(-1)?.role !== 'user') {
    throw unprocessable({ messages: serverMessage('error.chat.studentTurn') });
  }
}

/**
 * Each message costs a model call: a per-user budget keeps one account from running up the
 * school's bill.
 */
export function chargeTutorBudget(db: Queryable, userId: string, rule: RateLimitRule) {
  return hitRateLimit(db, `chat:user:${userId}`, rule);
}
