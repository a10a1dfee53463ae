import type { Engine, TutorMessage } from '@lingua/content';
import { serverMessage } from '@lingua/i18n/server';
import { budgetReached, chargeBudget } from '../budgets/rules';
import type { Budgets } from '../config';
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
 * Each message costs a model call: an hourly ceiling per user and daily budgets (the user's and
 * the deployment's) keep one account from running up the school's bill.
 */
export async function chargeTutorBudget(
  db: Queryable,
  userId: string,
  rule: RateLimitRule,
  budgets: Budgets,
): Promise<void> {
  await hitRateLimit(db, `chat:user:${userId}`, rule);
  const refusal = await chargeBudget(db, budgets, 'chat', userId);
  if (refusal) throw budgetReached('chat', refusal);
}

/**
 * The conversation the model reads: the student's turns as sent, the tutor's only as the server
 * wrote them. A client's assistant turn stands for the stored reply it begins (the app shortens
 * long ones); one the server never wrote is left out.
 */
export function trustedConversation(
  messages: readonly TutorMessage[],
  replies: readonly string[],
): TutorMessage[] {
  const trusted: TutorMessage[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      trusted.push(message);
      continue;
    }
    const stored =
      message.content.length > 0
        ? replies.find((reply) => reply.startsWith(message.content))
        : undefined;
    if (stored !== undefined) trusted.push({ role: 'assistant', content: stored });
  }
  return trusted;
}
