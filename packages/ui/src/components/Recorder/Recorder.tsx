import { type RefObject, useEffect, useRef, useState } from 'react';
import { RefreshIcon } from '../../icons/icons';
import { Button } from '../Button/Button';
import { Meter } from '../Meter/Meter';
import * as styles from './Recorder.css';
import {
  describeRecorder,
  formatDuration,
  isAnnounced,
  isSaveWarning,
  type RecorderSaveState,
  type RecorderStatus,
  type RecorderView,
} from './recorder';
import { MicrophoneIcon, StopIcon } from './recorderIcons';
import { englishRecorderWords, type RecorderWords } from './recorderWords';
import { useAudioLevel } from './useAudioLevel';

export interface RecorderProps {
  /** Where the recording stands (the flows' recorder machine's state). */
  status: RecorderStatus;
  /** The task's maximum duration, in seconds. */
  maxSeconds: number;
  /** Seconds left of the take in progress. @default maxSeconds */
  secondsLeft?: number;
  /** Length of the finished take, in seconds. @default 0 */
  recordedSeconds?: number;
  /** An object URL of the finished take, for listening back. */
  recordingUrl?: string | null;
  /** The open microphone, measured for the level meter while recording. */
  stream?: MediaStream | null;
  /** A fixed level (0..1) instead of the stream's: for stories and screenshots. */
  level?: number;
  /** The last submission failed; the take is kept. @default false */
  submitFailed?: boolean;
  /**
   * How the take stands when it is saved as soon as it is recorded (a timed sitting, no Submit
   * button); said with the take's length. @default null
   */
  saveState?: RecorderSaveState | null;
  onRecord?: () => void;
  onStop?: () => void;
  onRecordAgain?: () => void;
  /** Without it there is no Submit button (practice: record and listen back only). */
  onSubmit?: () => void;
  /** Its words in the reader's language. @default englishRecorderWords */
  words?: RecorderWords;
}

const recordingNow = new Set<RecorderStatus>(['recording', 'finishing']);
const withTake = new Set<RecorderStatus>(['recorded', 'submitting', 'submitted']);
const problems = new Set<RecorderStatus>(['noMicrophone', 'refused']);

/**
 * Records a spoken answer: Record, a level meter and a countdown while recording (the take
 * stops itself at the maximum), a player to listen back, Record again and Submit. One button
 * carries Record, Stop and Record again, so keyboard focus stays on it from state to state; a
 * polite live region says each state ("Recording, 0:42 left", "Recorded 0:18").
 */
export function Recorder({
  status,
  maxSeconds,
  secondsLeft = maxSeconds,
  recordedSeconds = 0,
  recordingUrl = null,
  stream = null,
  level: levelProp,
  submitFailed = false,
  saveState = null,
  onRecord,
  onStop,
  onRecordAgain,
  onSubmit,
  words = englishRecorderWords,
}: RecorderProps) {
  const measured = useAudioLevel(levelProp === undefined && status === 'recording' ? stream : null);
  const level = levelProp ?? measured;
  const view: RecorderView = {
    status,
    maxSeconds,
    secondsLeft,
    recordedSeconds,
    submitFailed,
    saveState,
  };
  const description = describeRecorder(view, words);

  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<RecorderView | null>(null);
  useEffect(() => {
    if (isAnnounced(previous.current, view)) setAnnouncement(description);
    previous.current = view;
  });

  // Submitting or a failed microphone removes the focused button: focus goes to the words
  // saying what happened rather than to the top of the page.
  const statusRef = useRef<HTMLElement>(null);
  const used = useRef(false);
  useEffect(() => {
    const focused = document.activeElement;
    const lost = focused === null || focused === document.body;
    if (used.current && lost && (status === 'submitted' || problems.has(status))) {
      statusRef.current?.focus();
    }
  }, [status]);
  const act = (handler?: () => void) => () => {
    used.current = true;
    handler?.();
  };

  const mainAction = (() => {
    if (status === 'idle' || status === 'asking') {
      return (
        <Button
          icon={<MicrophoneIcon />}
          onPress={act(onRecord)}
          isPending={status === 'asking'}
          pendingLabel={words.asking}
        >
          {words.record}
        </Button>
      );
    }
    if (recordingNow.has(status)) {
      return (
        <Button
          variant="danger"
          icon={<StopIcon />}
          onPress={act(onStop)}
          isPending={status === 'finishing'}
          pendingLabel={words.finishing}
        >
          {words.stop}
        </Button>
      );
    }
    if (status === 'recorded' || status === 'submitting') {
      return (
        <Button
          variant={onSubmit ? 'secondary' : 'primary'}
          icon={<RefreshIcon />}
          onPress={act(onRecordAgain)}
          isDisabled={status === 'submitting'}
        >
          {words.recordAgain}
        </Button>
      );
    }
    return null;
  })();

  return (
    <div className={styles.root} data-status={status}>
      {problems.has(status) ? (
        <p
          ref={statusRef as RefObject<HTMLParagraphElement>}
          className={styles.problem}
          tabIndex={-1}
        >
          {description}
        </p>
      ) : (
        <div className={styles.controls}>
          {/* One Button in every state: React keeps its element, and keyboard focus with it. */}
          {mainAction}
          {onSubmit && (status === 'recorded' || status === 'submitting') && (
            <Button
              onPress={act(onSubmit)}
              isPending={status === 'submitting'}
              pendingLabel={words.submitting}
            >
              {words.submit}
            </Button>
          )}
          {status === 'recording' ? (
            <span className={styles.status}>
              <span aria-hidden="true" className={styles.light} />
              <span role="timer" aria-label={words.timeLeft} className={styles.timer}>
                {formatDuration(secondsLeft)}
              </span>
            </span>
          ) : (
            <span
              ref={statusRef}
              className={styles.status}
              data-warning={submitFailed || isSaveWarning(saveState) || undefined}
              tabIndex={-1}
            >
              {description}
            </span>
          )}
        </div>
      )}
      {recordingNow.has(status) && (
        <Meter
          aria-label={words.level}
          value={Math.round(level * 100)}
          showValue={false}
          tone={level > 0.9 ? 'warning' : 'accent'}
        />
      )}
      {withTake.has(status) && recordingUrl && (
        // biome-ignore lint/a11y/useMediaCaption: the student's own voice, just recorded.
        <audio className={styles.player} controls src={recordingUrl} aria-label={words.playback} />
      )}
      <span aria-live="polite" className={styles.announcer}>
        {announcement}
      </span>
    </div>
  );
}
