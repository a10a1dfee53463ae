import { type Recording, recorderMachine, recorderStatus, secondsLeft } from '@lingua/flows';
import { Recorder } from '@lingua/ui';
import { useEffect, useMemo } from 'react';
import { useInspectedMachine } from '../../app/inspector';
import {
  browserRecordingMimeType,
  captureWithMediaRecorder,
  requestBrowserMicrophone,
} from '../speaking/browserRecorder';
import { useObjectUrl } from '../speaking/objectUrl';
import { useRecorderWords } from '../speaking/recorderWords';

/** The longest reply the server takes (`POST /recordings/replies`: two minutes). */
export const REPLY_MAX_SECONDS = 120;

/**
 * The teacher's spoken reply to a student's recording: record, listen back, record again; the
 * take goes to the rubric form (`onRecording`), which sends it with the grade.
 */
export function ReplyRecorder({ onRecording }: { onRecording: (take: Recording | null) => void }) {
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
    input: { maxSeconds: REPLY_MAX_SECONDS, mimeType: browserRecordingMimeType() },
  });
  const { context } = snapshot;
  const take = context.recording;
  useEffect(() => onRecording(take), [take, onRecording]);
  const words = useRecorderWords();
  const recordingUrl = useObjectUrl(take?.blob ?? null);
  return (
    <Recorder
      status={recorderStatus(snapshot)}
      maxSeconds={REPLY_MAX_SECONDS}
      secondsLeft={secondsLeft(context)}
      recordedSeconds={take?.seconds ?? 0}
      recordingUrl={recordingUrl}
      stream={context.stream}
      onRecord={() => send({ type: 'recorder.start' })}
      onStop={() => send({ type: 'recorder.stop' })}
      onRecordAgain={() => send({ type: 'recorder.rerecord' })}
      words={words}
    />
  );
}
