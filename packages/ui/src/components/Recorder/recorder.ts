import { isAnnouncedMoment } from '../Countdown/countdown';
import { englishRecorderWords, type RecorderWords } from './recorderWords';

/** The recorder's states, as the flows' recorder machine has them. */
export const recorderStatuses = [
  'idle',
  'asking',
  'recording',
  'finishing',
  'recorded',
  'submitting',
  'submitted',
  'noMicrophone',
  'refused',
] as const;

export type RecorderStatus = (typeof recorderStatuses)[number];

/**
 * Where a take saved as soon as it is recorded (a timed sitting) stands: being saved, saved,
 * kept in this browser while offline, tried again after the server failed, or refused.
 */
export const recorderSaveStates = ['saving', 'saved', 'offline', 'retrying', 'failed'] as const;

export type RecorderSaveState = (typeof recorderSaveStates)[number];

/** What the recorder shows and says at a moment. */
export interface RecorderView {
  status: RecorderStatus;
  /** The task's maximum duration. */
  maxSeconds: number;
  /** Left of the take in progress. */
  secondsLeft: number;
  /** Length of the finished take. */
  recordedSeconds: number;
  /** The last submission failed (the take is kept). */
  submitFailed: boolean;
  /** How the take saved on its own stands (a sitting); none when it is submitted by hand. */
  saveState?: RecorderSaveState | null;
}

/** A save state the student should notice: the take is not on the server yet. */
export function isSaveWarning(saveState: RecorderSaveState | null | undefined): boolean {
  return saveState === 'offline' || saveState === 'retrying' || saveState === 'failed';
}

/** A duration as M:SS, the way a player shows it ("0:42", "1:30", "12:05"). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The sentence describing the recorder's state ("Recording, 0:42 left", "Recorded 0:18"). */
export function describeRecorder(
  view: RecorderView,
  words: RecorderWords = englishRecorderWords,
): string {
  switch (view.status) {
    case 'idle':
      return words.upTo(formatDuration(view.maxSeconds));
    case 'asking':
      return words.asking;
    case 'recording':
      return words.recording(formatDuration(view.secondsLeft));
    case 'finishing':
      return words.finishing;
    case 'recorded': {
      const duration = formatDuration(view.recordedSeconds);
      if (view.saveState) return savedWords(view.saveState, duration, words);
      return view.submitFailed ? words.submitFailed : words.recorded(duration);
    }
    case 'submitting':
      return words.submitting;
    case 'submitted':
      return words.submitted;
    case 'noMicrophone':
      return words.noMicrophone;
    case 'refused':
      return words.refused;
  }
}

function savedWords(state: RecorderSaveState, duration: string, words: RecorderWords): string {
  switch (state) {
    case 'saving':
      return words.saving(duration);
    case 'saved':
      return words.saved(duration);
    case 'offline':
      return words.savedOffline(duration);
    case 'retrying':
      return words.saveRetrying(duration);
    case 'failed':
      return words.saveFailed;
  }
}

/**
 * Whether the live region speaks now: at every change of state (not on arrival: a recorder
 * waiting to be used says nothing), and while recording only at whole minutes and the last 30
 * and 10 seconds, so the student's own voice is not talked over every second.
 */
export function isAnnounced(previous: RecorderView | null, current: RecorderView): boolean {
  if (previous === null) return false;
  if (
    previous.status !== current.status ||
    previous.submitFailed !== current.submitFailed ||
    (previous.saveState ?? null) !== (current.saveState ?? null)
  ) {
    return true;
  }
  return (
    current.status === 'recording' &&
    previous.secondsLeft !== current.secondsLeft &&
    isAnnouncedMoment(current.secondsLeft)
  );
}

/**
 * The loudness of a slice of microphone samples (-1..1, an AnalyserNode's time domain) on a
 * 0..1 scale for a meter: decibels from -60 (silence) to 0 (full scale), so quiet speech
 * still moves the bar.
 */
export function levelOfSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index] ?? 0;
    sumOfSquares += sample * sample;
  }
  const rms = Math.sqrt(sumOfSquares / samples.length);
  if (rms === 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels + 60) / 60));
}
