import { assign, fromCallback, type SnapshotFrom, sendTo, setup } from 'xstate';
import { injectedPromise } from '../shared/injected';

export interface RecorderInput {
  /** The task's maximum duration: recording stops itself when it is reached. */
  maxSeconds: number;
  /** What to record in (`chooseRecordingMimeType`); `null` lets the browser choose. */
  mimeType: string | null;
}

/** A finished recording, kept until it is submitted or recorded again. */
export interface Recording {
  blob: Blob;
  /** The blob's own type when the browser gives one, otherwise the one asked for. */
  mimeType: string;
  /** Whole seconds recorded, as the countdown counted them. */
  seconds: number;
}

/** Why the student cannot record: each has its own message, and the sitting tells the teacher. */
export type MicrophoneProblem = 'noMicrophone' | 'refused';

export interface RecorderContext extends RecorderInput {
  /** The microphone while it is open (between permission and the end of a take). */
  stream: MediaStream | null;
  /** Seconds of the take in progress. */
  elapsedSeconds: number;
  recording: Recording | null;
  /** The last submission failed; the recording is kept to try again. */
  submitFailed: boolean;
}

/** What `captureAudio` receives from the machine: stop and hand over the take. */
export type CaptureCommand = { type: 'capture.stop' };

/** What `captureAudio` sends back. */
export type CaptureEvent = { type: 'recorder.captured'; blob: Blob } | { type: 'recorder.lost' };

export type RecorderEvent =
  | { type: 'recorder.start' }
  | { type: 'recorder.stop' }
  | { type: 'recorder.rerecord' }
  | { type: 'recorder.submit' }
  | CaptureEvent;

export interface CaptureInput {
  stream: MediaStream;
  mimeType: string | null;
}

const REFUSALS = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

/**
 * `getUserMedia`'s failure as the student's problem: a refusal (by the student, or by the
 * browser's or school's policy) or no usable microphone (none plugged in, taken by another
 * program, or no media devices at all on an insecure page).
 */
export function microphoneProblem(error: unknown): MicrophoneProblem {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && REFUSALS.has(name) ? 'refused' : 'noMicrophone';
}

/** Seconds left of the take in progress. */
export function secondsLeft(context: Pick<RecorderContext, 'maxSeconds' | 'elapsedSeconds'>) {
  return Math.max(0, context.maxSeconds - context.elapsedSeconds);
}

/**
 * One spoken answer: ask for the microphone, record with a countdown of the task's maximum
 * duration (stopping itself at the limit), listen back and record again as often as wanted,
 * then submit. The browser's calls are actors the page provides (`requestMicrophone`,
 * `captureAudio`, `submitRecording`), so the machine runs in node on a simulated clock.
 */
export const recorderMachine = setup({
  types: {
    input: {} as RecorderInput,
    context: {} as RecorderContext,
    events: {} as RecorderEvent,
  },
  actors: {
    /** `navigator.mediaDevices.getUserMedia({ audio: true })`. */
    requestMicrophone: injectedPromise<MediaStream>('recorder.requestMicrophone'),
    /**
     * Records the stream (a MediaRecorder): on `capture.stop` it sends `recorder.captured` with
     * the whole take; `recorder.lost` if the recorder fails or the microphone goes away.
     */
    captureAudio: fromCallback<CaptureCommand, CaptureInput>(() => {
      throw new Error('flows: the "recorder.captureAudio" actor must be provided');
    }),
    /** Hands the recording over (an upload in a sitting; nothing to do when practising). */
    submitRecording: injectedPromise<void, Recording>('recorder.submitRecording'),
  },
  actions: {
    /** The sitting tells the teacher that this student could not record. */
    reportProblem: (_, _problem: MicrophoneProblem) => {},
    /** Turns the microphone off (its tracks), so the browser's recording light goes out. */
    releaseMicrophone: assign(({ context }) => {
      for (const track of context.stream?.getTracks() ?? []) track.stop();
      return { stream: null };
    }),
    /** Asks the recorder for the take; it answers `recorder.captured`. */
    stopCapture: sendTo('capture', { type: 'capture.stop' } satisfies CaptureCommand),
    countSecond: assign({ elapsedSeconds: ({ context }) => context.elapsedSeconds + 1 }),
  },
  guards: {
    isRefusal: (_, error: unknown) => microphoneProblem(error) === 'refused',
    isLastSecond: ({ context }) => context.elapsedSeconds + 1 >= context.maxSeconds,
  },
  delays: {
    oneSecond: 1000,
  },
}).createMachine({
  id: 'recorder',
  context: ({ input }) => ({
    ...input,
    stream: null,
    elapsedSeconds: 0,
    recording: null,
    submitFailed: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'recorder.start': 'asking' },
    },
    asking: {
      tags: ['busy'],
      invoke: {
        src: 'requestMicrophone',
        onDone: {
          target: 'capturing',
          actions: assign({ stream: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: {
              type: 'isRefusal',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'refused',
          },
          { target: 'noMicrophone' },
        ],
      },
    },
    capturing: {
      entry: assign({ elapsedSeconds: 0, recording: null, submitFailed: false }),
      exit: 'releaseMicrophone',
      invoke: {
        id: 'capture',
        src: 'captureAudio',
        input: ({ context }) => ({
          stream: context.stream as MediaStream,
          mimeType: context.mimeType,
        }),
        onError: 'noMicrophone',
      },
      on: { 'recorder.lost': 'noMicrophone' },
      initial: 'recording',
      states: {
        recording: {
          tags: ['recording'],
          on: {
            'recorder.stop': {
              target: 'finishing',
              actions: 'stopCapture',
            },
          },
          after: {
            oneSecond: [
              {
                guard: 'isLastSecond',
                target: 'finishing',
                actions: ['countSecond', 'stopCapture'],
              },
              { target: 'recording', reenter: true, actions: 'countSecond' },
            ],
          },
        },
        /** Stopped; the recorder is handing over the last of the audio. */
        finishing: {
          tags: ['busy'],
          on: {
            'recorder.captured': {
              target: '#recorder.recorded',
              actions: assign({
                recording: ({ context, event }) => ({
                  blob: event.blob,
                  mimeType: event.blob.type || context.mimeType || 'application/octet-stream',
                  seconds: context.elapsedSeconds,
                }),
              }),
            },
          },
        },
      },
    },
    recorded: {
      on: {
        'recorder.rerecord': 'asking',
        'recorder.submit': 'submitting',
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ submitFailed: false }),
      invoke: {
        src: 'submitRecording',
        input: ({ context }) => context.recording as Recording,
        onDone: 'submitted',
        onError: { target: 'recorded', actions: assign({ submitFailed: true }) },
      },
    },
    submitted: { type: 'final' },
    noMicrophone: {
      type: 'final',
      entry: { type: 'reportProblem', params: 'noMicrophone' },
    },
    refused: {
      type: 'final',
      entry: { type: 'reportProblem', params: 'refused' },
    },
  },
});

/** The recorder's state as one word, what the ui's Recorder shows (`status`). */
export type RecorderStatus =
  | 'idle'
  | 'asking'
  | 'recording'
  | 'finishing'
  | 'recorded'
  | 'submitting'
  | 'submitted'
  | 'noMicrophone'
  | 'refused';

export function recorderStatus(snapshot: SnapshotFrom<typeof recorderMachine>): RecorderStatus {
  if (snapshot.matches({ capturing: 'finishing' })) return 'finishing';
  if (snapshot.matches('capturing')) return 'recording';
  return snapshot.value as Exclude<RecorderStatus, 'recording' | 'finishing'>;
}
