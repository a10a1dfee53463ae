import type { ServerMessageId } from '@lingua/i18n/server';
import { serverMessage } from '@lingua/i18n/server';
import type { Budgets } from '../config';
import type { Queryable } from '../db/db';
import { HttpError } from '../http/errors';
import { countModelCall } from './queries';

export type BudgetKind = keyof Budgets;

/** Which daily budget a call went past, and when it renews. */
export interface BudgetRefusal {
  scope: 'account' | 'total';
  limit: number;
  retryAfter: number;
}

/**
 * Counts one model call of `kind` for the caller (none in background jobs) and for the whole
 * deployment; says which budget it went past, if any.
 */
export async function chargeBudget(
  db: Queryable,
  budgets: Budgets,
  kind: BudgetKind,
  userId: string | undefined,
): Promise<BudgetRefusal | undefined> {
  const budget = budgets[kind];
  if (userId) {
    const mine = await countModelCall(db, `budget:${kind}:account:${userId}`);
    if (mine && mine.hits > budget.perAccount)
      return { scope: 'account', limit: budget.perAccount, retryAfter: mine.retry_after };
  }
  const all = await countModelCall(db, `budget:${kind}:total`);
  if (all && all.hits > budget.total)
    return { scope: 'total', limit: budget.total, retryAfter: all.retry_after };
  return undefined;
}

const refusalMessages: Record<
  'generation' | 'chat',
  Record<BudgetRefusal['scope'], ServerMessageId>
> = {
  generation: {
    account: 'error.budget.generation.account',
    total: 'error.budget.generation.total',
  },
  chat: { account: 'error.budget.chat.account', total: 'error.budget.chat.total' },
};

/** 429 saying which daily budget is used up and in how many hours it renews. */
export function budgetReached(kind: 'generation' | 'chat', refusal: BudgetRefusal): HttpError {
  return new HttpError(
    429,
    serverMessage(refusalMessages[kind][refusal.scope], {
      count: refusal.limit,
      hours: Math.max(1, Math.ceil(refusal.retryAfter / 3600)),
    }),
    undefined,
    { 'retry-after': String(refusal.retryAfter) },
  );
}
