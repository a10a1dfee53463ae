import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ToCheckDecision } from '../shared/api';
import { deferred, fakeCall, settle } from '../shared/testing';
import { DECISION_TIMEOUT_MS, type DecisionRequest, toCheckMachine } from './toCheckMachine';

const input = { sittingId: 's1', exerciseId: 'e1', itemId: 2 };
const accepted: ToCheckDecision = { decision: 'accept', answer: 'She went home.', regraded: 3 };

function start(respond: (request: DecisionRequest) => unknown = () => accepted) {
  const clock = new SimulatedClock();
  const decided: ToCheckDecision[] = [];
  const decide = fakeCall(respond);
  const actor = createActor(
    toCheckMachine.provide({
      actors: { decide: decide.logic as never },
      actions: { reportDecided: (_, output) => decided.push(output) },
    }),
    { input, clock },
  ).start();
  return { actor, clock, decided, calls: decide.calls };
}

describe('toCheck', () => {
  it('sends an acceptance and reports what it changed', async () => {
    const { actor, decided, calls } = start();

    actor.send({ type: 'toCheck.accept' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.decision).toBe('accept');
    await settle();

    expect(calls).toEqual([{ ...input, decision: 'accept' }]);
    expect(decided).toEqual([accepted]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends a refusal', async () => {
    const refused = { decision: 'refuse', answer: 'x', regraded: 1 } as const;
    const { actor, calls, decided } = start(() => refused);

    actor.send({ type: 'toCheck.refuse' });
    await settle();

    expect(calls.map((call) => call.decision)).toEqual(['refuse']);
    expect(decided).toEqual([refused]);
  });

  it('ignores a second decision while the first is on its way', async () => {
    const answer = deferred<ToCheckDecision>();
    const { actor, calls } = start(() => answer.promise);

    actor.send({ type: 'toCheck.accept' });
    actor.send({ type: 'toCheck.refuse' });
    await settle();

    expect(calls.map((call) => call.decision)).toEqual(['accept']);
    expect(actor.getSnapshot().context.decision).toBe('accept');
    answer.resolve(accepted);
    await settle();
    expect(actor.getSnapshot().value).toBe('decided');
  });

  it('says the answer was already decided when the server answers 409, and can be tried again', async () => {
    const { actor, decided } = start(() => Promise.reject({ status: 409, detail: 'Decided' }));

    actor.send({ type: 'toCheck.refuse' });
    await settle();

    const { value, context } = actor.getSnapshot();
    expect(value).toBe('waiting');
    expect(inEnglish(context.error)).toBe(
      'This answer was already decided. The list now shows what is left to check.',
    );
    expect(decided).toHaveLength(0);
  });

  it("words another refusal with the server's detail", async () => {
    const { actor } = start(() =>
      Promise.reject({ status: 422, body: { detail: 'Invalid item' } }),
    );

    actor.send({ type: 'toCheck.accept' });
    await settle();

    expect(inEnglish(actor.getSnapshot().context.error)).toMatch(
      /^The decision could not be saved: .+\. Try again\.$/,
    );
  });

  it('gives up on a decision that never answers, and a late answer changes nothing', async () => {
    const answer = deferred<ToCheckDecision>();
    const { actor, clock, decided } = start(() => answer.promise);
    actor.send({ type: 'toCheck.accept' });

    clock.increment(DECISION_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('deciding');
    clock.increment(1);

    expect(actor.getSnapshot().value).toBe('waiting');
    expect(inEnglish(actor.getSnapshot().context.error)).toBe(
      'The server did not answer in time. Check your connection and try again.',
    );
    answer.resolve(accepted);
    await settle();
    expect(decided).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('waiting');
  });
});
