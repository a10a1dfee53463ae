import { serverMessage } from '@lingua/i18n/server';
import { answersRefusal } from '../assignments/rules';
import { conflict, HttpError, notFound, unprocessable } from '../http/errors';
import type { Schemas } from '../shared/schemas';
import type { RecordingAccessRow, SittingAccessRow } from './queries';

type MimeType = Schemas['RecordingMimeType'];

/** The one answer to a recording or sitting the caller may not reach: it does not exist. */
export const RECORDING_NOT_FOUND = serverMessage('error.recordings.notFound');

/** A task without its own maximum (made before there was one) takes two minutes per answer. */
export const DEFAULT_MAX_DURATION_SECONDS = 120;

/** The longest spoken reply a teacher records to an answer, whatever the task's length. */
export const REPLY_MAX_SECONDS = 120;

/** The recorder's last chunk may land a little after the countdown's end. */
export const DURATION_SLACK_MS = 2_000;

/**
 * Who may play a recording, the student's answer or the teacher's reply alike: the sitting's
 * student and the teacher of the room of its assignment. Everyone else is told it does not exist.
 */
export function mayPlay(recording: RecordingAccessRow, userId: string): boolean {
  return recording.student_id === userId || recording.teacher_id === userId;
}

/** Who may list a sitting's recordings: its student and its room's teacher. */
export function mayListSitting(sitting: SittingAccessRow, userId: string): boolean {
  return sitting.user_id === userId || sitting.teacher_id === userId;
}

/** The media type without its parameters (`audio/webm;codecs=opus` is WebM). */
export function essence(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const startsWith = (audio: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => audio[at + index] === byte);

/** Whether the first bytes are those of the container the media type names. */
function looksLike(audio: Uint8Array, mimeType: MimeType): boolean {
  switch (mimeType) {
    case 'audio/webm':
      return startsWith(audio, [0x1a, 0x45, 0xdf, 0xa3]); // EBML
    case 'audio/ogg':
      return startsWith(audio, [0x4f, 0x67, 0x67, 0x53]); // OggS
    case 'audio/mp4':
      return startsWith(audio, [0x66, 0x74, 0x79, 0x70], 4); // ftyp
  }
}

/**
 * The recording's media type, when the body is one of the containers the browsers record and
 * its first bytes agree; 415 otherwise (nothing else is kept, nor played back to a teacher).
 */
export function recordingType(
  contentType: string | undefined,
  audio: Uint8Array | undefined,
  accepted: readonly MimeType[],
): MimeType {
  const type = accepted.find((candidate) => candidate === essence(contentType));
  if (!type || !audio || audio.byteLength === 0 || !looksLike(audio, type))
    throw new HttpError(415, serverMessage('error.recordings.notAudio'));
  return type;
}

/** The exercise takes recordings, on one of its items. */
export function requireSpeakingItem(
  exercise: Pick<Schemas['Exercise'], 'type' | 'results'>,
  itemId: number,
): void {
  if (exercise.type !== 'Speaking')
    throw unprocessable({ exercise_id: serverMessage('error.recordings.notSpeaking') });
  const items = Math.max(1, exercise.results.Questions?.length ?? 0);
  if (itemId > items) throw notFound(serverMessage('error.recordings.noSuchItem'));
}

/** The declared length within the task's maximum (plus the recorder's slack). */
export function durationRefusal(
  durationMs: number,
  results: Pick<Schemas['ExerciseResults'], 'max_duration_seconds'>,
): void {
  const seconds = results.max_duration_seconds ?? DEFAULT_MAX_DURATION_SECONDS;
  if (durationMs > seconds * 1000 + DURATION_SLACK_MS)
    throw unprocessable({
      duration_ms: serverMessage('error.recordings.tooLong', {
        seconds,
        recorded: Math.round(durationMs / 1000),
      }),
    });
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The account keeps at most `cap` bytes of recordings, this one included. */
export function quotaRefusal(kept: number, adding: number, cap: number): void {
  if (kept + adding > cap)
    throw conflict(
      serverMessage('error.recordings.accountFull', {
        used: megabytes(kept),
        cap: megabytes(cap),
      }),
    );
}

/** Recordings are taken, replaced and deleted while the sitting takes answers. */
export function openSittingRefusal(sitting: {
  id: string;
  started_at?: Date;
  deadline: Date;
  submitted_at: Date | null;
}): void {
  const refusal = answersRefusal(
    { started_at: sitting.started_at ?? sitting.deadline, ...sitting },
    new Date(),
  );
  if (refusal) throw conflict(refusal);
}
