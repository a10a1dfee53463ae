import { inEnglish } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { deferred, fakeCall, settle } from '../shared/testing';
import { type SavedTerm, studentTermsMachine, TERMS_TIMEOUT_MS } from './studentTermsMachine';

const accommodation = {
  student_id: 'u1',
  student_name: 'Ana',
  time_multiplier: 1.5,
  extra_attempts: 1,
};

function start({
  saveAccommodations = () => accommodation as unknown,
  saveExtension = () => ({}) as unknown,
  removeExtension = () => undefined as unknown,
}: {
  saveAccommodations?: (input: unknown) => unknown;
  saveExtension?: (input: unknown) => unknown;
  removeExtension?: (input: unknown) => unknown;
} = {}) {
  const clock = new SimulatedClock();
  const saved: SavedTerm[] = [];
  const calls = {
    accommodations: fakeCall(saveAccommodations),
    extension: fakeCall(saveExtension),
    remove: fakeCall(removeExtension),
  };
  const actor = createActor(
    studentTermsMachine.provide({
      actors: {
        saveAccommodations: calls.accommodations.logic as never,
        saveExtension: calls.extension.logic as never,
        removeExtension: calls.remove.logic as never,
      },
      actions: { reportSaved: (_, what) => saved.push(what) },
    }),
    { input: { roomId: 'r1', studentId: 'u1' }, clock },
  ).start();
  return { actor, clock, saved, calls };
}

describe('student terms', () => {
  it('saves accommodations for the student of the room', async () => {
    const { actor, saved, calls } = start();

    actor.send({ type: 'accommodations.save', terms: { time_multiplier: 1.5, extra_attempts: 1 } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();

    expect(calls.accommodations.calls).toEqual([
      { roomId: 'r1', studentId: 'u1', terms: { time_multiplier: 1.5, extra_attempts: 1 } },
    ]);
    expect(saved).toEqual(['accommodations']);
    expect(actor.getSnapshot().context.saved).toBe('accommodations');
  });

  it('saves and removes an extension of one assignment', async () => {
    const { actor, saved, calls } = start();

    actor.send({
      type: 'extension.save',
      assignmentId: 'a1',
      schedule: '2030-03-16T09:00:00.000Z',
    });
    await settle();
    actor.send({ type: 'extension.remove', assignmentId: 'a1' });
    await settle();

    expect(calls.extension.calls).toEqual([
      { roomId: 'r1', studentId: 'u1', assignmentId: 'a1', schedule: '2030-03-16T09:00:00.000Z' },
    ]);
    expect(calls.remove.calls).toEqual([{ roomId: 'r1', studentId: 'u1', assignmentId: 'a1' }]);
    expect(saved).toEqual(['extension', 'extensionRemoved']);
  });

  it('shows the server’s message on a schedule that is not later, beside the field', async () => {
    const { actor, saved } = start({
      saveExtension: () =>
        Promise.reject({ status: 422, detail: 'Invalid', errors: { schedule: 'Must be later' } }),
    });

    actor.send({ type: 'extension.save', assignmentId: 'a1', schedule: '2020-01-01T00:00:00Z' });
    await settle();

    const { context } = actor.getSnapshot();
    expect(context.scheduleError).toBe('Must be later');
    expect(context.error).toBeNull();
    expect(saved).toEqual([]);
  });

  it('says when the student has left the room', async () => {
    const { actor } = start({
      saveAccommodations: () => Promise.reject({ status: 404, detail: 'x' }),
    });

    actor.send({ type: 'accommodations.save', terms: { time_multiplier: 2, extra_attempts: 0 } });
    await settle();

    expect(inEnglish(actor.getSnapshot().context.error)).toMatch(/no longer in the room/);
  });

  it('takes one change at a time', async () => {
    const answer = deferred<unknown>();
    const { actor, calls } = start({ saveAccommodations: () => answer.promise });

    actor.send({ type: 'accommodations.save', terms: { time_multiplier: 2, extra_attempts: 0 } });
    actor.send({ type: 'extension.remove', assignmentId: 'a1' });
    actor.send({ type: 'accommodations.save', terms: { time_multiplier: 1, extra_attempts: 0 } });
    await settle();

    expect(calls.accommodations.calls).toHaveLength(1);
    expect(calls.remove.calls).toHaveLength(0);
    answer.resolve(accommodation);
  });

  it('gives up on a change that never answers', async () => {
    const answer = deferred<unknown>();
    const { actor, clock, saved } = start({ saveExtension: () => answer.promise });
    actor.send({ type: 'extension.save', assignmentId: 'a1', schedule: '2030-01-01T00:00:00Z' });

    clock.increment(TERMS_TIMEOUT_MS);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(inEnglish(actor.getSnapshot().context.error)).toMatch(/did not answer in time/);
    answer.resolve({});
    await settle();
    expect(saved).toEqual([]);
  });
});
