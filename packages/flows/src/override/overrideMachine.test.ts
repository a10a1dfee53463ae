import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { GradebookSittingDetail } from '../shared/api';
import { deferred, fakeCall, settle } from '../shared/testing';
import { OVERRIDE_TIMEOUT_MS, type OverrideRequest, overrideMachine } from './overrideMachine';

const detail = { sitting: { score: 87.5 }, exercises: [] } as unknown as GradebookSittingDetail;
const input = { sittingId: 's1', exerciseId: 'e1', itemId: 2, current: 'wrong' as const };

function start(respond: (request: OverrideRequest) => unknown = () => detail) {
  const clock = new SimulatedClock();
  const saved: GradebookSittingDetail[] = [];
  const save = fakeCall(respond);
  const actor = createActor(
    overrideMachine.provide({
      actors: { saveOverride: save.logic as never },
      actions: { reportSaved: (_, output) => saved.push(output) },
    }),
    { input, clock },
  ).start();
  return { actor, clock, saved, calls: save.calls };
}

describe('override', () => {
  it('saves a changed verdict with its trimmed comment and reports the recomputed sitting', async () => {
    const { actor, saved, calls } = start();

    actor.send({ type: 'override.submit', verdict: 'half', comment: '  Close enough. ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();

    expect(calls).toEqual([
      { sittingId: 's1', exerciseId: 'e1', itemId: 2, verdict: 'half', comment: 'Close enough.' },
    ]);
    expect(saved).toEqual([detail]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not save the verdict the item already has', () => {
    const { actor, calls } = start();

    actor.send({ type: 'override.submit', verdict: 'wrong', comment: 'Same' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toHaveLength(0);
  });

  it('ignores a second save while the first is on its way', async () => {
    const answer = deferred<GradebookSittingDetail>();
    const { actor, calls } = start(() => answer.promise);

    actor.send({ type: 'override.submit', verdict: 'half', comment: '' });
    actor.send({ type: 'override.submit', verdict: 'correct', comment: '' });
    actor.send({ type: 'override.cancel' });
    await settle();

    expect(calls.map((call) => call.verdict)).toEqual(['half']);
    expect(actor.getSnapshot().value).toBe('saving');
    answer.resolve(detail);
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('says the sitting is still open when the server refuses with 409, and keeps the change', async () => {
    const { actor, saved } = start(() => Promise.reject({ status: 409, detail: 'Sitting open' }));

    actor.send({ type: 'override.submit', verdict: 'correct', comment: 'Fine' });
    await settle();

    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(inEnglish(context.error)).toMatch(/still working on this sitting/);
    expect(context.change).toEqual({ verdict: 'correct', comment: 'Fine' });
    expect(saved).toHaveLength(0);
  });

  it('gives up on a save that never answers, and a late answer changes nothing', async () => {
    const answer = deferred<GradebookSittingDetail>();
    const { actor, clock, saved } = start(() => answer.promise);
    actor.send({ type: 'override.submit', verdict: 'half', comment: '' });

    clock.increment(OVERRIDE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('saving');
    clock.increment(1);

    expect(actor.getSnapshot().value).toBe('editing');
    expect(inEnglish(actor.getSnapshot().context.error)).toMatch(/did not answer in time/);
    answer.resolve(detail);
    await settle();
    expect(saved).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('is cancelled without a call', () => {
    const { actor, calls } = start();

    actor.send({ type: 'override.cancel' });

    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(calls).toHaveLength(0);
  });
});
