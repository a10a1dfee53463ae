import { recorderMachine, recorderStatus, secondsLeft } from '@lingua/flows';
import { Recorder } from '@lingua/ui';
import { useEffect, useMemo, useState } from 'react';
import { useInspectedMachine } from '../../app/inspector';
import {
  browserRecordingMimeType,
  captureWithMediaRecorder,
  requestBrowserMicrophone,
} from './browserRecorder';
import { useRecorderWords } from './recorderWords';

export interface PracticeRecorderProps {
  /** The longest take, in seconds. */
  maxSeconds: number;
}

/** An object URL of the take for the player, revoked when the take changes or goes. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * Practising aloud on one's own: record with the browser's microphone, listen back, record
 * again. Nothing leaves the browser (no Submit).
 */
export function PracticeRecorder({ maxSeconds }: PracticeRecorderProps) {
  const machine = useMemo(
    () =>
      recorderMachine.provide({
        actors: {
          requestMicrophone: requestBrowserMicrophone,
          captureAudio: captureWithMediaRecorder,
        },
      }),
    [],
  );
  const [snapshot, send] = useInspectedMachine(machine, {
    input: { maxSeconds, mimeType: browserRecordingMimeType() },
  });
  const { context } = snapshot;
  const words = useRecorderWords();
  const recordingUrl = useObjectUrl(context.recording?.blob ?? null);
  return (
    <Recorder
      status={recorderStatus(snapshot)}
      maxSeconds={maxSeconds}
      secondsLeft={secondsLeft(context)}
      recordedSeconds={context.recording?.seconds ?? 0}
      recordingUrl={recordingUrl}
      stream={context.stream}
      onRecord={() => send({ type: 'recorder.start' })}
      onStop={() => send({ type: 'recorder.stop' })}
      onRecordAgain={() => send({ type: 'recorder.rerecord' })}
      words={words}
    />
  );
}
