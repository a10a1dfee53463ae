import type { Exercise } from '@lingua/api';
import {
  type DealtItem,
  NO_MICROPHONE_ANSWER,
  recorderMachine,
  recorderStatus,
  type SpokenTake,
  secondsLeft,
  takeKey,
  type WaitingTake,
} from '@lingua/flows';
import { Recorder, type RecorderProps, type RecorderStatus } from '@lingua/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useInspectedMachine } from '../../app/inspector';
import { useApi } from '../../app/services';
import { useText } from '../../i18n/useText';
import { contentLanguage, promptsOf, SpeakingTaskDetails } from '../exercises/ExerciseContent';
import * as styles from '../exercises/exercise.css';
import {
  browserRecordingMimeType,
  captureWithMediaRecorder,
  requestBrowserMicrophone,
} from './browserRecorder';
import { useObjectUrl } from './objectUrl';
import { useRecorderWords } from './recorderWords';
import { recordingAudio } from './recordingAudio';
import { recordingCalls } from './recordingCalls';

/** A task made before tasks had their own maximum takes two minutes (the server's default). */
const DEFAULT_MAX_SECONDS = 120;

export interface SpokenAnswersProps {
  exercise: Exercise;
  /** The sitting whose recordings these are. */
  attemptId: string;
  /** One per item, by its id - 1: a recording's id, `no_microphone`, or blank. */
  answers: readonly string[];
  /** The items in the order dealt to the sitting. */
  dealt?: readonly DealtItem[] | undefined;
  /** Takes not yet on the server, by item (`takeKey`). */
  takes: Record<string, WaitingTake>;
  /** The student stopped recording an item. */
  onCaptured: (take: SpokenTake) => void;
  /** `index` is the item's id - 1: the student could not record it. */
  onNoMicrophone: (index: number) => void;
}

/**
 * A speaking task in a timed sitting: what to do and what it is graded on, then a recorder per
 * item. A take is saved as soon as the student stops (the sitting uploads it); until the sitting
 * is submitted it can be heard and recorded again, after a reload too (from the server, or from
 * this browser while it waits to be sent).
 */
export function SpokenAnswers({
  exercise,
  attemptId,
  answers,
  dealt,
  takes,
  onCaptured,
  onNoMicrophone,
}: SpokenAnswersProps) {
  const api = useApi();
  const language = contentLanguage(exercise.language);
  const held = useQuery({
    queryKey: ['recordings', 'sittings', attemptId],
    queryFn: () => recordingCalls(api).list(attemptId),
    // Only the lengths of the recordings the sitting held when it opened are read here.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const items =
    dealt?.map((item) => ({ index: item.id - 1, prompt: item.prompt })) ??
    promptsOf(exercise).map((prompt, index) => ({ index, prompt }));
  return (
    <div className={styles.stack}>
      <SpeakingTaskDetails exercise={exercise} />
      <ol className={styles.list}>
        {items.map(({ index, prompt }) => {
          const answer = answers[index] ?? '';
          const item = { exerciseId: exercise.id, itemId: index + 1 };
          const stored = held.data?.find((recording) => recording.id === answer);
          return (
            <li key={index} className={styles.stack}>
              <p className={styles.text} {...language}>
                {prompt}
              </p>
              <ItemRecorder
                item={item}
                maxSeconds={exercise.results.max_duration_seconds ?? DEFAULT_MAX_SECONDS}
                recordingId={answer !== '' && answer !== NO_MICROPHONE_ANSWER ? answer : null}
                storedSeconds={stored ? stored.duration_ms / 1000 : 0}
                take={takes[takeKey(item)] ?? null}
                onCaptured={onCaptured}
                onNoMicrophone={() => onNoMicrophone(index)}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}

interface ItemRecorderProps {
  item: { exerciseId: string; itemId: number };
  maxSeconds: number;
  /** The recording the server holds as the item's answer. */
  recordingId: string | null;
  /** Its length, when known. */
  storedSeconds: number;
  /** The item's take not yet on the server. */
  take: WaitingTake | null;
  onCaptured: (take: SpokenTake) => void;
  onNoMicrophone: () => void;
}

function ItemRecorder({
  item,
  maxSeconds,
  recordingId,
  storedSeconds,
  take,
  onCaptured,
  onNoMicrophone,
}: ItemRecorderProps) {
  const api = useApi();
  const reportProblem = useRef(onNoMicrophone);
  reportProblem.current = onNoMicrophone;
  const machine = useMemo(
    () =>
      recorderMachine.provide({
        actors: {
          requestMicrophone: requestBrowserMicrophone,
          captureAudio: captureWithMediaRecorder,
        },
        actions: { reportProblem: () => reportProblem.current() },
      }),
    [],
  );
  const [snapshot, send] = useInspectedMachine(machine, {
    input: { maxSeconds, mimeType: browserRecordingMimeType() },
  });
  const { context } = snapshot;
  const machineStatus = recorderStatus(snapshot);

  // Each finished take is handed to the sitting at once.
  const captured = context.recording;
  const handOver = useRef(onCaptured);
  handOver.current = onCaptured;
  const { exerciseId, itemId } = item;
  useEffect(() => {
    if (!captured) return;
    handOver.current({
      exerciseId,
      itemId,
      blob: captured.blob,
      mimeType: captured.mimeType,
      durationMs: captured.seconds * 1000,
    });
  }, [captured, exerciseId, itemId]);

  // Before any take in this view, the item may hold one already (a reload, or back to it).
  const shown = captured?.blob ?? take?.blob ?? null;
  const fromServer = useQuery({
    queryKey: ['recordings', recordingId],
    queryFn: () => recordingAudio(api, recordingId ?? ''),
    enabled: shown === null && recordingId !== null && machineStatus === 'idle',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(shown ?? fromServer.data ?? null);
  const hasTake = shown !== null || recordingId !== null;
  const status: RecorderStatus = machineStatus === 'idle' && hasTake ? 'recorded' : machineStatus;
  const recordedSeconds = captured?.seconds ?? (take ? take.durationMs / 1000 : storedSeconds);
  return (
    <SittingRecorder
      status={status}
      maxSeconds={maxSeconds}
      secondsLeft={secondsLeft(context)}
      recordedSeconds={recordedSeconds}
      recordingUrl={url}
      stream={context.stream}
      saveState={status === 'recorded' ? (take?.state ?? (recordingId ? 'saved' : 'saving')) : null}
      onRecord={() => send({ type: 'recorder.start' })}
      onStop={() => send({ type: 'recorder.stop' })}
      // Recording again from a take of an earlier visit starts the recorder afresh.
      onRecordAgain={() =>
        send({ type: machineStatus === 'idle' ? 'recorder.start' : 'recorder.rerecord' })
      }
    />
  );
}

/**
 * The Recorder as a sitting shows it: the app's words, no Submit (each take is saved on its
 * own), and, when the student cannot record, that the teacher will know.
 */
export function SittingRecorder(props: Omit<RecorderProps, 'words' | 'onSubmit'>) {
  const t = useText();
  const words = useRecorderWords();
  const problem = props.status === 'noMicrophone' || props.status === 'refused';
  return (
    <div className={styles.stack}>
      <Recorder {...props} words={words} />
      {problem && <p className={styles.muted}>{t('solve.speaking.teacherTold')}</p>}
    </div>
  );
}
