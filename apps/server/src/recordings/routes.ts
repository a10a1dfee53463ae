import * as contract from '@lingua/api/contract';
import { serverMessage } from '@lingua/i18n/server';
import { assignmentExerciseIds, findAssignment, findSitting } from '../assignments/queries';
import type { Queryable } from '../db/db';
import type { Deps } from '../deps';
import { requireFinished, teacherSitting } from '../gradebook/rules';
import { gradableExercises } from '../grading/queries';
import { byteRange } from '../http/byteRange';
import { HttpError, notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import type { Schemas } from '../shared/schemas';
import { toRecording } from './mappers';
import {
  bytesKept,
  deleteRecording,
  findRecording,
  findSittingAccess,
  lockAccountRecordings,
  putRecording,
  recordingAudio,
  type Slot,
  sittingRecordings,
  sittingRecordingTexts,
} from './queries';
import {
  durationRefusal,
  mayListSitting,
  mayPlay,
  openSittingRefusal,
  quotaRefusal,
  RECORDING_NOT_FOUND,
  REPLY_MAX_SECONDS,
  recordingType,
  requireSpeakingItem,
} from './rules';
import { transcribeLater, transcriptFacts } from './transcription';

type MimeType = Schemas['RecordingMimeType'];

/** The media types a recording may have, as the contract lists them. */
export const RECORDING_TYPES = contract.RecordingMimeType.enum;

const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function recordingRoutes(deps: Deps): RouteDefinition[] {
  const { db, config } = deps;

  /** Checks the item takes recordings of this length and keeps it, within the account's cap. */
  async function keep(
    tx: Queryable,
    upload: { slot: Slot; templateId: string; userId: string; mimeType: MimeType },
    durationMs: number,
    audio: Uint8Array,
  ) {
    const { slot, userId } = upload;
    const [exercise] = (await assignmentExerciseIds(tx, upload.templateId)).includes(
      slot.exerciseId,
    )
      ? await gradableExercises(tx, [slot.exerciseId])
      : [];
    if (!exercise) throw notFound(serverMessage('error.recordings.noSuchExercise'));
    requireSpeakingItem(exercise, slot.itemId);
    // A reply is the teacher's to make as long as it needs, not the task's answer length.
    durationRefusal(
      durationMs,
      slot.kind === 'reply' ? { max_duration_seconds: REPLY_MAX_SECONDS } : exercise.results,
    );
    await lockAccountRecordings(tx, userId);
    quotaRefusal(
      await bytesKept(tx, userId, slot),
      audio.byteLength,
      config.recordings.accountBytes,
    );
    const kept = await putRecording(tx, {
      ...slot,
      userId,
      mimeType: upload.mimeType,
      durationMs,
      audio,
      // A student's answer is transcribed for the teacher; the teacher's own reply is not.
      transcribed: slot.kind !== 'reply' && deps.engine.transcribe !== null,
    });
    return { kept, exercise };
  }

  return [
    route('post', '/recordings', async ({ user, query, body, request }) => {
      const mimeType = recordingType(request.headers['content-type'], body, RECORDING_TYPES);
      const audio = body as Uint8Array;
      const slot = {
        attemptId: query.attempt_id,
        exerciseId: query.exercise_id,
        itemId: query.item_id,
      };
      const row = await db.transaction(async (tx) => {
        const sitting = await findSitting(tx, slot.attemptId, user.id);
        if (!sitting) throw notFound(serverMessage('error.recordings.sittingNotFound'));
        openSittingRefusal(sitting);
        const assignment = await findAssignment(tx, sitting.assignment_id);
        return keep(
          tx,
          { slot, templateId: assignment.template_id, userId: user.id, mimeType },
          query.duration_ms,
          audio,
        );
      });
      transcribeLater(deps, row.kept, row.exercise);
      return { status: 201, body: toRecording(row.kept) };
    }),

    // The teacher's spoken reply to a graded answer: the room's teacher, once the sitting ended.
    route('post', '/recordings/replies', async ({ user, query, body, request }) => {
      const mimeType = recordingType(request.headers['content-type'], body, RECORDING_TYPES);
      const slot: Slot = {
        attemptId: query.attempt_id,
        exerciseId: query.exercise_id,
        itemId: query.item_id,
        kind: 'reply',
      };
      const row = await db.transaction(async (tx) => {
        const sitting = await teacherSitting(tx, slot.attemptId, user);
        requireFinished(sitting);
        return keep(
          tx,
          { slot, templateId: sitting.template_id, userId: user.id, mimeType },
          query.duration_ms,
          body as Uint8Array,
        );
      });
      return { status: 201, body: toRecording(row.kept) };
    }),

    route('get', '/recordings/{id}', async ({ user, params, request, reply }) => {
      const recording = await findRecording(db, params.id);
      if (!recording || !mayPlay(recording, user.id)) throw notFound(RECORDING_NOT_FOUND);
      const size = recording.bytes;
      const range = byteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable')
        throw new HttpError(416, serverMessage('error.recordings.badRange'), undefined, {
          'content-range': `bytes */${size}`,
        });
      // A child's voice: never kept by a shared cache; the id changes when it is re-recorded.
      reply.headers({
        'content-type': recording.mime_type,
        'accept-ranges': 'bytes',
        'cache-control': 'private, max-age=3600',
      });
      if (range.kind === 'whole')
        return { status: 200, body: asBuffer(await recordingAudio(db, recording.id, 0, size - 1)) };
      reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      return {
        status: 206,
        body: asBuffer(await recordingAudio(db, recording.id, range.start, range.end)),
      };
    }),

    route('delete', '/recordings/{id}', async ({ user, params }) => {
      await db.transaction(async (tx) => {
        const recording = await findRecording(tx, params.id);
        if (!recording || recording.user_id !== user.id) throw notFound(RECORDING_NOT_FOUND);
        openSittingRefusal({
          id: recording.attempt_id,
          deadline: recording.deadline,
          submitted_at: recording.submitted_at,
        });
        await deleteRecording(tx, recording.id);
      });
      return { status: 204 };
    }),

    route('get', '/recordings/sittings/{id}', async ({ user, params }) => {
      const sitting = await findSittingAccess(db, params.id);
      if (!sitting || !mayListSitting(sitting, user.id))
        throw notFound(serverMessage('error.recordings.sittingNotFound'));
      const rows = await sittingRecordings(db, sitting.id);
      if (sitting.teacher_id !== user.id) return { status: 200, body: rows.map(toRecording) };
      const texts = new Map(
        (await sittingRecordingTexts(db, sitting.id)).map((text) => [text.id, text.results]),
      );
      return {
        status: 200,
        body: rows.map((row) => ({
          ...toRecording(row),
          ...transcriptFacts(row, texts.get(row.id)),
        })),
      };
    }),
  ];
}
