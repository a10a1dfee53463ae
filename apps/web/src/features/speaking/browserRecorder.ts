import type { CaptureCommand, CaptureEvent, CaptureInput } from '@lingua/flows';
import { chooseRecordingMimeType } from '@lingua/flows';
import { fromCallback, fromPromise } from 'xstate';

/** Speech needs little: an hour of Opus at 24 kbps is about 11 MB (docs/deploy.md's figure). */
const SPEECH_BITS_PER_SECOND = 24_000;

/** How often the recorder hands over what it has so far (a take survives a crash up to here). */
const CHUNK_MS = 1000;

/** What this browser records in, best first (`null`: no MediaRecorder, or none of ours). */
export function browserRecordingMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return chooseRecordingMimeType((mimeType) => MediaRecorder.isTypeSupported(mimeType));
}

/**
 * The recorder machine's `requestMicrophone`: the browser asks the student. A page without
 * media devices (not a secure context, or no MediaRecorder) has no usable microphone.
 */
export const requestBrowserMicrophone = fromPromise<MediaStream, void>(async () => {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
    throw new DOMException('This page cannot use a microphone', 'NotFoundError');
  }
  return navigator.mediaDevices.getUserMedia({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
});

/**
 * The recorder machine's `captureAudio`: a MediaRecorder on the stream. On `capture.stop` it
 * stops and sends the whole take; a recorder error or the microphone going away mid-take is
 * `recorder.lost`. Leaving the take any other way (the page closing the recorder) discards it.
 */
export const captureWithMediaRecorder = fromCallback<CaptureCommand, CaptureInput>(
  ({ input, receive, sendBack }) => {
    const recorder = new MediaRecorder(input.stream, {
      ...(input.mimeType ? { mimeType: input.mimeType } : {}),
      audioBitsPerSecond: SPEECH_BITS_PER_SECOND,
    });
    const chunks: Blob[] = [];
    let handingOver = false;
    const send = (event: CaptureEvent) => sendBack(event);
    recorder.addEventListener('dataavailable', (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      if (handingOver)
        send({ type: 'recorder.captured', blob: new Blob(chunks, { type: recorder.mimeType }) });
    });
    recorder.addEventListener('error', () => send({ type: 'recorder.lost' }));
    const lost = () => {
      if (!handingOver) send({ type: 'recorder.lost' });
    };
    const tracks = input.stream.getAudioTracks();
    for (const track of tracks) track.addEventListener('ended', lost);
    receive(() => {
      if (recorder.state === 'inactive') return;
      handingOver = true;
      recorder.stop();
    });
    recorder.start(CHUNK_MS);
    return () => {
      for (const track of tracks) track.removeEventListener('ended', lost);
      if (!handingOver && recorder.state !== 'inactive') recorder.stop();
    };
  },
);
