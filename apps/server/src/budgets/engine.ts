import type { Engine, ModelUse } from '@lingua/content';
import { serverMessage } from '@lingua/i18n/server';
import type { FastifyBaseLogger } from 'fastify';
import type { Budgets } from '../config';
import type { Queryable } from '../db/db';
import { currentCallerId } from '../http/caller';
import { forbidden } from '../http/errors';
import { isEmailVerified } from '../users/queries';
import { budgetReached, chargeBudget } from './rules';

/**
 * The engine with the deployment's daily budgets of model calls. Generating with the model
 * needs a confirmed address and is refused past a budget (the teacher reads why); reviews of
 * open items and listening speech past theirs are done by the built-in grader and eSpeak NG
 * instead, so no pupil's sitting is ever refused. The built-in engine costs nothing: no budget.
 */
export function budgetedEngine(
  engine: Engine,
  db: Queryable,
  budgets: Budgets,
  log: FastifyBaseLogger,
): Engine {
  if (engine.name !== 'llm' && engine.speechEngine !== 'llm') return engine;
  const allowModel = async (use: ModelUse) => {
    const refusal = await chargeBudget(db, budgets, use, currentCallerId());
    if (refusal)
      log.warn({ use, scope: refusal.scope }, 'daily model budget reached: built-in engine used');
    return !refusal;
  };
  // Past its budget a recording keeps no transcript; the teacher still listens to it.
  const budgeted =
    (transcribe: NonNullable<Engine['transcribe']>): Engine['transcribe'] =>
    async (...args) => {
      if (!(await allowModel('transcription')))
        throw new Error('daily transcription budget reached');
      return transcribe(...args);
    };
  return {
    ...engine,
    async generate(request) {
      const userId = currentCallerId();
      if (engine.name === 'llm') {
        if (userId && !(await isEmailVerified(db, userId)))
          throw forbidden(serverMessage('error.generation.unconfirmed'));
        const refusal = await chargeBudget(db, budgets, 'generation', userId);
        if (refusal) throw budgetReached('generation', refusal);
      }
      return engine.generate(request, { allowModel });
    },
    review: (request) => engine.review(request, { allowModel }),
    transcribe: engine.transcribe && budgeted(engine.transcribe),
    // A suggestion costs a review's call; past that budget the teacher scores alone.
    suggestRubric:
      engine.suggestRubric &&
      (async (request) => {
        if (!(await allowModel('review'))) throw new Error('daily review budget reached');
        return (engine.suggestRubric as NonNullable<Engine['suggestRubric']>)(request);
      }),
  };
}
