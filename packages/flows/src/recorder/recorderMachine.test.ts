import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import { deferred, fakeCall, settle } from '../shared/testing';
import {
  type CaptureCommand,
  type CaptureEvent,
  type CaptureInput,
  type MicrophoneProblem,
  type Recording,
  recorderMachine,
  recorderStatus,
  secondsLeft,
} from './recorderMachine';

/** A microphone whose tracks remember being stopped. */
function fakeMicrophone() {
  const track = { stopped: false, stop: () => (track.stopped = true) };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

interface StartOptions {
  maxSeconds?: number;
  microphone?: () => Promise<MediaStream>;
  submit?: (recording: Recording) => Promise<void>;
}

function start({ maxSeconds = 60, microphone, submit = async () => {} }: StartOptions = {}) {
  const clock = new SimulatedClock();
  const mic = fakeMicrophone();
  let asked = 0;
  const captures: { input: CaptureInput; stopped: boolean; ended: boolean }[] = [];
  const problems: MicrophoneProblem[] = [];
  const submitted = fakeCall(submit);
  let sendCaptureEvent: (event: CaptureEvent) => void = () => {};
  const actor = createActor(
    recorderMachine.provide({
      actors: {
        requestMicrophone: fakeCall(() => {
          asked += 1;
          return microphone ? microphone() : mic.stream;
        }).logic as never,
        // Like a MediaRecorder: on stop it hands over one blob holding the whole take.
        captureAudio: fromCallback<CaptureCommand, CaptureInput>(({ input, receive, sendBack }) => {
          const capture = { input, stopped: false, ended: false };
          captures.push(capture);
          sendCaptureEvent = sendBack;
          receive(() => {
            capture.stopped = true;
            sendBack({
              type: 'recorder.captured',
              blob: new Blob(['opus'], { type: 'audio/webm;codecs=opus' }),
            });
          });
          return () => {
            capture.ended = true;
          };
        }),
        submitRecording: submitted.logic,
      },
      actions: { reportProblem: (_, problem) => problems.push(problem) },
    }),
    { input: { maxSeconds, mimeType: 'audio/webm;codecs=opus' }, clock },
  ).start();
  return {
    actor,
    clock,
    mic,
    captures,
    problems,
    submissions: submitted.calls,
    asked: () => asked,
    /** What the recorder itself would send: the take lost, mid-way. */
    captureSends: (event: CaptureEvent) => sendCaptureEvent(event),
    /** Lets the clock run `seconds` whole seconds, one at a time as a real clock would. */
    tick: (seconds: number) => {
      for (let second = 0; second < seconds; second += 1) clock.increment(1000);
    },
  };
}

async function startRecording(recorder: ReturnType<typeof start>) {
  recorder.actor.send({ type: 'recorder.start' });
  await settle();
}

describe('recorder', () => {
  it('waits in idle, without asking for the microphone, until the student starts', () => {
    const recorder = start();

    recorder.tick(5);

    expect(recorder.actor.getSnapshot().value).toBe('idle');
    expect(recorder.asked()).toBe(0);
  });

  it('asks for the microphone, then records with the format it was given', async () => {
    const recorder = start();

    recorder.actor.send({ type: 'recorder.start' });
    expect(recorder.actor.getSnapshot().value).toBe('asking');
    expect(recorder.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();

    const snapshot = recorder.actor.getSnapshot();
    expect(snapshot.value).toEqual({ capturing: 'recording' });
    expect(snapshot.hasTag('recording')).toBe(true);
    expect(snapshot.context.stream).toBe(recorder.mic.stream);
    expect(recorder.captures.map((capture) => capture.input)).toEqual([
      { stream: recorder.mic.stream, mimeType: 'audio/webm;codecs=opus' },
    ]);
  });

  it('counts the maximum duration down, second by second', async () => {
    const recorder = start({ maxSeconds: 90 });
    await startRecording(recorder);
    expect(secondsLeft(recorder.actor.getSnapshot().context)).toBe(90);

    recorder.tick(48);

    expect(secondsLeft(recorder.actor.getSnapshot().context)).toBe(42);
    recorder.clock.increment(999);
    expect(secondsLeft(recorder.actor.getSnapshot().context)).toBe(42);
  });

  it('keeps what was said when the student stops, and turns the microphone off', async () => {
    const recorder = start();
    await startRecording(recorder);
    recorder.tick(18);

    recorder.actor.send({ type: 'recorder.stop' });

    const { value, context } = recorder.actor.getSnapshot();
    expect(value).toBe('recorded');
    expect(context.recording).toMatchObject({ mimeType: 'audio/webm;codecs=opus', seconds: 18 });
    expect(await context.recording?.blob.text()).toBe('opus');
    expect(recorder.captures[0]).toMatchObject({ stopped: true, ended: true });
    expect(recorder.mic.track.stopped).toBe(true);
    expect(context.stream).toBeNull();
  });

  it('stops by itself at the maximum duration', async () => {
    const recorder = start({ maxSeconds: 30 });
    await startRecording(recorder);

    recorder.tick(29);
    expect(recorder.actor.getSnapshot().hasTag('recording')).toBe(true);
    recorder.tick(1);

    const { value, context } = recorder.actor.getSnapshot();
    expect(value).toBe('recorded');
    expect(context.recording?.seconds).toBe(30);
    expect(secondsLeft(context)).toBe(0);
    expect(recorder.mic.track.stopped).toBe(true);
  });

  it('does not count on once recorded', async () => {
    const recorder = start({ maxSeconds: 30 });
    await startRecording(recorder);
    recorder.tick(10);
    recorder.actor.send({ type: 'recorder.stop' });

    recorder.tick(60);

    expect(recorder.actor.getSnapshot().value).toBe('recorded');
    expect(recorder.actor.getSnapshot().context.recording?.seconds).toBe(10);
  });

  it('waits for the last of the audio before offering to listen back', async () => {
    const recorder = start();
    const slow = recorderMachine.provide({
      actors: {
        requestMicrophone: fakeCall(() => recorder.mic.stream).logic as never,
        // This recorder hands the take over only when the test says so.
        captureAudio: fromCallback<CaptureCommand, CaptureInput>(() => {}),
      },
    });
    const actor = createActor(slow, {
      input: { maxSeconds: 60, mimeType: null },
      clock: recorder.clock,
    }).start();
    actor.send({ type: 'recorder.start' });
    await settle();

    actor.send({ type: 'recorder.stop' });

    expect(actor.getSnapshot().value).toEqual({ capturing: 'finishing' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'recorder.submit' });
    actor.send({ type: 'recorder.stop' });
    expect(actor.getSnapshot().value).toEqual({ capturing: 'finishing' });
    actor.send({ type: 'recorder.captured', blob: new Blob(['x']) });
    // No type on the blob and none asked for: the upload says it is bytes of unknown kind.
    expect(actor.getSnapshot().context.recording?.mimeType).toBe('application/octet-stream');
  });

  it('records again from the start, replacing the first take', async () => {
    const recorder = start({ maxSeconds: 60 });
    await startRecording(recorder);
    recorder.tick(20);
    recorder.actor.send({ type: 'recorder.stop' });

    recorder.actor.send({ type: 'recorder.rerecord' });
    await settle();

    const snapshot = recorder.actor.getSnapshot();
    expect(snapshot.value).toEqual({ capturing: 'recording' });
    expect(snapshot.context.recording).toBeNull();
    expect(secondsLeft(snapshot.context)).toBe(60);
    expect(recorder.asked()).toBe(2);
    recorder.tick(5);
    recorder.actor.send({ type: 'recorder.stop' });
    expect(recorder.actor.getSnapshot().context.recording?.seconds).toBe(5);
    expect(recorder.captures).toHaveLength(2);
  });

  it('submits the recording and then accepts nothing more', async () => {
    const recorder = start();
    await startRecording(recorder);
    recorder.tick(12);
    recorder.actor.send({ type: 'recorder.stop' });

    recorder.actor.send({ type: 'recorder.submit' });
    await settle();
    recorder.actor.send({ type: 'recorder.rerecord' });
    recorder.actor.send({ type: 'recorder.start' });
    await settle();

    expect(recorder.submissions).toHaveLength(1);
    expect(recorder.submissions[0]?.seconds).toBe(12);
    expect(recorder.actor.getSnapshot().value).toBe('submitted');
    expect(recorder.actor.getSnapshot().status).toBe('done');
    expect(recorder.asked()).toBe(1);
  });

  it('cannot submit or re-record while the submission is on its way', async () => {
    const answer = deferred<void>();
    const recorder = start({ submit: () => answer.promise });
    await startRecording(recorder);
    recorder.tick(3);
    recorder.actor.send({ type: 'recorder.stop' });

    recorder.actor.send({ type: 'recorder.submit' });
    recorder.actor.send({ type: 'recorder.submit' });
    recorder.actor.send({ type: 'recorder.rerecord' });
    await settle();

    expect(recorder.actor.getSnapshot().value).toBe('submitting');
    expect(recorder.submissions).toHaveLength(1);
    answer.resolve();
    await settle();
    expect(recorder.actor.getSnapshot().value).toBe('submitted');
  });

  it('keeps the recording to try again when the submission fails', async () => {
    let attempts = 0;
    const recorder = start({
      submit: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
      },
    });
    await startRecording(recorder);
    recorder.tick(7);
    recorder.actor.send({ type: 'recorder.stop' });

    recorder.actor.send({ type: 'recorder.submit' });
    await settle();

    expect(recorder.actor.getSnapshot().value).toBe('recorded');
    expect(recorder.actor.getSnapshot().context.submitFailed).toBe(true);
    expect(recorder.actor.getSnapshot().context.recording?.seconds).toBe(7);
    recorder.actor.send({ type: 'recorder.submit' });
    expect(recorder.actor.getSnapshot().context.submitFailed).toBe(false);
    await settle();
    expect(recorder.actor.getSnapshot().value).toBe('submitted');
  });

  it('ignores stop, submit and re-record before anything was recorded', () => {
    const recorder = start();

    recorder.actor.send({ type: 'recorder.stop' });
    recorder.actor.send({ type: 'recorder.submit' });
    recorder.actor.send({ type: 'recorder.rerecord' });

    expect(recorder.actor.getSnapshot().value).toBe('idle');
    expect(recorder.submissions).toHaveLength(0);
  });

  it('does not start a second take while one is recording', async () => {
    const recorder = start();
    await startRecording(recorder);

    recorder.actor.send({ type: 'recorder.start' });
    recorder.actor.send({ type: 'recorder.rerecord' });
    await settle();

    expect(recorder.actor.getSnapshot().hasTag('recording')).toBe(true);
    expect(recorder.asked()).toBe(1);
    expect(recorder.captures).toHaveLength(1);
  });

  it.each([
    ['NotAllowedError', 'refused'],
    ['PermissionDeniedError', 'refused'],
    ['SecurityError', 'refused'],
    ['NotFoundError', 'noMicrophone'],
    ['NotReadableError', 'noMicrophone'],
    ['OverconstrainedError', 'noMicrophone'],
    ['TypeError', 'noMicrophone'],
  ] as const)('ends in %s → %s, and the sitting is told', async (name, problem) => {
    const recorder = start({
      microphone: () => Promise.reject(new DOMException('Microphone', name)),
    });

    await startRecording(recorder);

    expect(recorder.actor.getSnapshot().value).toBe(problem);
    expect(recorder.actor.getSnapshot().status).toBe('done');
    expect(recorder.problems).toEqual([problem]);
    expect(recorder.captures).toHaveLength(0);
  });

  it('says the microphone is gone when it stops working mid-take, and turns it off', async () => {
    const recorder = start();
    await startRecording(recorder);
    recorder.tick(4);

    recorder.captureSends({ type: 'recorder.lost' });

    expect(recorder.actor.getSnapshot().value).toBe('noMicrophone');
    expect(recorder.problems).toEqual(['noMicrophone']);
    expect(recorder.mic.track.stopped).toBe(true);
    expect(recorder.captures[0]?.ended).toBe(true);
  });

  it('names each state in the one word the Recorder shows', async () => {
    const answer = deferred<void>();
    const recorder = start({ submit: () => answer.promise });
    const seen = () => recorderStatus(recorder.actor.getSnapshot());
    const statuses = [seen()];

    recorder.actor.send({ type: 'recorder.start' });
    statuses.push(seen());
    await settle();
    statuses.push(seen());
    recorder.actor.send({ type: 'recorder.stop' });
    statuses.push(seen());
    recorder.actor.send({ type: 'recorder.submit' });
    statuses.push(seen());
    answer.resolve();
    await settle();
    statuses.push(seen());

    expect(statuses).toEqual([
      'idle',
      'asking',
      'recording',
      'recorded',
      'submitting',
      'submitted',
    ]);
  });
});
