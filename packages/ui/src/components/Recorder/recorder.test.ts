import { describe, expect, it } from 'vitest';
import {
  describeRecorder,
  formatDuration,
  isAnnounced,
  levelOfSamples,
  type RecorderView,
} from './recorder';

const view = (changes: Partial<RecorderView>): RecorderView => ({
  status: 'idle',
  maxSeconds: 90,
  secondsLeft: 90,
  recordedSeconds: 0,
  submitFailed: false,
  ...changes,
});

describe('formatDuration', () => {
  it('writes minutes and two-digit seconds, rounding a started second up', () => {
    expect(formatDuration(42)).toBe('0:42');
    expect(formatDuration(90)).toBe('1:30');
    expect(formatDuration(725)).toBe('12:05');
    expect(formatDuration(17.2)).toBe('0:18');
    expect(formatDuration(-3)).toBe('0:00');
  });
});

describe('describeRecorder', () => {
  it('says every state in words a student can act on', () => {
    expect(describeRecorder(view({}))).toBe('Up to 1:30');
    expect(describeRecorder(view({ status: 'asking' }))).toBe(
      'Allow the microphone when your browser asks.',
    );
    expect(describeRecorder(view({ status: 'recording', secondsLeft: 42 }))).toBe(
      'Recording, 0:42 left',
    );
    expect(describeRecorder(view({ status: 'finishing' }))).toBe('Finishing the recording…');
    expect(describeRecorder(view({ status: 'recorded', recordedSeconds: 18 }))).toBe(
      'Recorded 0:18',
    );
    expect(describeRecorder(view({ status: 'recorded', submitFailed: true }))).toBe(
      'The recording was not submitted. It is kept here: submit it again.',
    );
    expect(
      describeRecorder(view({ status: 'recorded', recordedSeconds: 18, saveState: 'saved' })),
    ).toBe('Recorded 0:18, saved');
    expect(
      describeRecorder(view({ status: 'recorded', recordedSeconds: 18, saveState: 'offline' })),
    ).toBe(
      'Recorded 0:18. You are offline: it is kept in this browser and saved when you are back online.',
    );
    expect(
      describeRecorder(view({ status: 'recorded', recordedSeconds: 18, saveState: 'retrying' })),
    ).toBe('Recorded 0:18. Not saved yet: trying again…');
    expect(describeRecorder(view({ status: 'recorded', saveState: 'failed' }))).toBe(
      'The recording could not be saved: record it again.',
    );
    expect(describeRecorder(view({ status: 'submitting' }))).toBe('Submitting the recording…');
    expect(describeRecorder(view({ status: 'submitted' }))).toBe('Recording submitted');
    expect(describeRecorder(view({ status: 'noMicrophone' }))).toBe(
      'No microphone found: connect one, or close the programs using it, then reload the page.',
    );
    expect(describeRecorder(view({ status: 'refused' }))).toBe(
      'Microphone blocked: allow it for this site in your browser’s settings, then reload the page.',
    );
  });
});

describe('isAnnounced', () => {
  it('is silent when the recorder first appears', () => {
    expect(isAnnounced(null, view({}))).toBe(false);
  });

  it('says when a take saved on its own changes how it stands', () => {
    const recorded = view({ status: 'recorded', saveState: 'saving' });
    expect(isAnnounced(recorded, { ...recorded, saveState: 'saved' })).toBe(true);
    expect(isAnnounced(recorded, recorded)).toBe(false);
  });

  it('speaks at every change of state', () => {
    expect(isAnnounced(view({}), view({ status: 'asking' }))).toBe(true);
    expect(isAnnounced(view({ status: 'asking' }), view({ status: 'recording' }))).toBe(true);
    expect(isAnnounced(view({ status: 'recording' }), view({ status: 'recorded' }))).toBe(true);
    expect(isAnnounced(view({ status: 'asking' }), view({ status: 'refused' }))).toBe(true);
  });

  it('speaks when a submission fails, though the state stays "recorded"', () => {
    const recorded = view({ status: 'recorded' });
    expect(isAnnounced(recorded, { ...recorded, submitFailed: true })).toBe(true);
  });

  it('while recording, speaks only at whole minutes and the last 30 and 10 seconds', () => {
    const at = (secondsLeft: number) => view({ status: 'recording', secondsLeft });
    const spoken = [90, 89, 61, 60, 59, 31, 30, 29, 11, 10, 9, 1, 0].filter((left) =>
      isAnnounced(at(left + 1), at(left)),
    );
    expect(spoken).toEqual([60, 30, 10, 0]);
    expect(isAnnounced(at(60), at(60))).toBe(false);
  });
});

describe('levelOfSamples', () => {
  it('reads silence as an empty meter and a full-scale wave as a full one', () => {
    expect(levelOfSamples(new Float32Array(256))).toBe(0);
    expect(levelOfSamples([])).toBe(0);
    expect(levelOfSamples(new Float32Array(256).fill(1))).toBe(1);
  });

  it('moves the bar for quiet speech (-30 dB is half way)', () => {
    const quiet = new Float32Array(256).fill(10 ** (-30 / 20));
    expect(levelOfSamples(quiet)).toBeCloseTo(0.5, 5);
    expect(levelOfSamples(new Float32Array(256).fill(0.0001))).toBe(0);
  });
});
