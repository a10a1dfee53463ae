import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import type { UploadedRecording } from '../shared/api';
import { fakeCall, settle } from '../shared/testing';
import {
  type RecordingUploaderReport,
  recordingUploaderMachine,
  type SpokenTake,
  takeKey,
} from './recordingUploaderMachine';

const attemptId = 'a0000000-0000-4000-8000-000000000009';
const exerciseId = 'e0000000-0000-4000-8000-000000000004';

const take = (itemId: number, words = 'hola'): SpokenTake => ({
  exerciseId,
  itemId,
  blob: new Blob([words], { type: 'audio/webm' }),
  mimeType: 'audio/webm',
  durationMs: 4000,
});

/** Offline: fetch rejects without a response. */
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/**
 * The uploader under a parent that records its reports, with the browser's store (a map by
 * item) and the server's answer (`upload`).
 */
function start(
  upload: (input: { take: SpokenTake }) => UploadedRecording | Promise<UploadedRecording>,
  kept = new Map<string, SpokenTake>(),
) {
  const clock = new SimulatedClock();
  const reports: RecordingUploaderReport[] = [];
  const uploadCall = fakeCall<UploadedRecording, { attemptId: string; take: SpokenTake }>((input) =>
    upload(input),
  );
  const uploader = recordingUploaderMachine.provide({
    actors: {
      readLocalRecordings: fakeCall((_: { attemptId: string }) => [...kept.values()]).logic,
      keepLocalRecording: fakeCall(({ take }: { attemptId: string; take: SpokenTake }) => {
        kept.set(takeKey(take), take);
      }).logic,
      forgetLocalRecording: fakeCall(
        (item: { attemptId: string; exerciseId: string; itemId: number }) => {
          kept.delete(takeKey(item));
        },
      ).logic,
      uploadRecording: uploadCall.logic,
    },
  });
  const parent = createMachine({
    invoke: { id: 'uploader', src: uploader, input: { attemptId } },
    on: {
      '*': { actions: ({ event }) => reports.push(event as RecordingUploaderReport) },
    },
  });
  const actor = createActor(parent, { clock }).start();
  const send = (event: Parameters<(typeof actor)['send']>[0]) =>
    actor.getSnapshot().children.uploader?.send(event);
  const states = () =>
    Object.values(
      reports.findLast((report) => report.type === 'uploader.changed')?.waiting ?? {},
    ).map((waiting) => [waiting.itemId, waiting.state]);
  const uploaded = () =>
    reports.flatMap((report) =>
      report.type === 'uploader.uploaded' ? [[report.itemId, report.recordingId]] : [],
    );
  const recording = (id: string): UploadedRecording => ({
    id,
    attempt_id: attemptId,
    exercise_id: exerciseId,
    item_id: 1,
    mime_type: 'audio/webm',
    bytes: 4,
    duration_ms: 4000,
    created_at: '2026-11-21T09:01:00Z',
  });
  return {
    clock,
    kept,
    uploads: uploadCall.calls,
    send,
    states,
    uploaded,
    recording,
  };
}

describe('spoken answers of a sitting', () => {
  it('keeps a take in the browser, uploads it at once, then forgets the copy', async () => {
    const sitting = start(({ take }) => sitting.recording(`r-${take.itemId}`));
    await settle();
    sitting.send({ type: 'recording.captured', take: take(1) });
    expect(sitting.states()).toEqual([[1, 'saving']]);
    expect(sitting.kept.has(takeKey(take(1)))).toBe(true);
    await settle();

    expect(sitting.uploads.map((call) => [call.attemptId, call.take.itemId])).toEqual([
      [attemptId, 1],
    ]);
    expect(sitting.uploaded()).toEqual([[1, 'r-1']]);
    expect(sitting.states()).toEqual([]);
    expect(sitting.kept.size).toBe(0);
  });

  it('on a flaky network keeps the take, tries again after 2 s then 4 s, and not before', async () => {
    let failures = 2;
    const sitting = start(() => (failures-- > 0 ? offline() : sitting.recording('r1')));
    await settle();
    sitting.send({ type: 'recording.captured', take: take(1) });
    await settle();
    expect(sitting.states()).toEqual([[1, 'offline']]);
    expect(sitting.kept.size).toBe(1);

    sitting.clock.increment(1_999);
    await settle();
    expect(sitting.uploads).toHaveLength(1);
    sitting.clock.increment(1);
    await settle();
    expect(sitting.uploads).toHaveLength(2);

    sitting.clock.increment(3_999);
    await settle();
    expect(sitting.uploads).toHaveLength(2);
    sitting.clock.increment(1);
    await settle();

    expect(sitting.uploads).toHaveLength(3);
    expect(sitting.uploaded()).toEqual([[1, 'r1']]);
    expect(sitting.kept.size).toBe(0);
  });

  it('tries again at once when the browser is back online', async () => {
    let online = false;
    const sitting = start(() => (online ? sitting.recording('r1') : offline()));
    await settle();
    sitting.send({ type: 'recording.captured', take: take(1) });
    await settle();
    online = true;
    sitting.send({ type: 'network.online' });
    await settle();

    expect(sitting.uploaded()).toEqual([[1, 'r1']]);
  });

  it('says it is trying again when the server failed, rather than offline', async () => {
    const sitting = start(() => Promise.reject({ status: 503, detail: 'Unavailable' }));
    await settle();
    sitting.send({ type: 'recording.captured', take: take(1) });
    await settle();

    expect(sitting.states()).toEqual([[1, 'retrying']]);
  });

  it('stops trying a take the server refuses for good, and forgets it', async () => {
    const sitting = start(() =>
      Promise.reject({ status: 409, detail: 'This attempt is already finished' }),
    );
    await settle();
    sitting.send({ type: 'recording.captured', take: take(1) });
    await settle();
    sitting.clock.increment(60_000);
    await settle();

    expect(sitting.states()).toEqual([[1, 'failed']]);
    expect(sitting.uploads).toHaveLength(1);
    expect(sitting.kept.size).toBe(0);
  });

  it('after a reload uploads the takes still kept in the browser', async () => {
    const kept = new Map([[takeKey(take(2)), take(2)]]);
    const sitting = start(({ take }) => sitting.recording(`r-${take.itemId}`), kept);
    await settle();

    expect(sitting.uploaded()).toEqual([[2, 'r-2']]);
    expect(kept.size).toBe(0);
  });

  it('sends an item recorded again while its first take is on its way, and keeps the newer copy', async () => {
    let release: () => void = () => {};
    let sent = 0;
    const sitting = start(
      () =>
        new Promise<UploadedRecording>((resolve) => {
          sent += 1;
          const id = `r${sent}`;
          release = () => resolve(sitting.recording(id));
        }),
    );
    await settle();
    sitting.send({ type: 'recording.captured', take: take(1, 'first') });
    await settle();
    const newer = take(1, 'second');
    sitting.send({ type: 'recording.captured', take: newer });
    release();
    await settle();

    // The first one's copy is not the kept one any more: the newer stays until it is sent.
    expect(sitting.kept.get(takeKey(newer))?.blob).toBe(newer.blob);
    expect(sitting.uploads.map((call) => call.take.blob)).toEqual([expect.any(Blob), newer.blob]);
    release();
    await settle();

    expect(sitting.uploaded()).toEqual([
      [1, 'r1'],
      [1, 'r2'],
    ]);
    expect(sitting.kept.size).toBe(0);
  });
});
