import type { ApiClient } from '@lingua/api';
import type { SpokenTake } from '@lingua/flows';
import { request } from '../../app/request';
import {
  forgetLocalRecording,
  keepLocalRecording,
  readLocalRecordings,
} from '../templates/sittingRecordings';

/** The recordings calls a sitting makes, rejecting with the contract's error body. */
export function recordingCalls(api: ApiClient) {
  return {
    /** POST /recordings: the take's bytes as they were recorded, for its item of the sitting. */
    upload: ({ attemptId, take }: { attemptId: string; take: SpokenTake }) =>
      request(
        api.POST('/recordings', {
          params: {
            query: {
              attempt_id: attemptId,
              exercise_id: take.exerciseId,
              item_id: take.itemId,
              duration_ms: Math.max(1, Math.round(take.durationMs)),
            },
          },
          // The body is the audio itself, sent as is with the type the recorder gave it.
          body: take.blob as unknown as string,
          bodySerializer: (body: unknown) => body as Blob,
          headers: { 'content-type': take.mimeType },
        }),
      ),
    /** GET /recordings/sittings/{id}: what the server holds of the sitting (after a reload). */
    list: (attemptId: string) =>
      request(api.GET('/recordings/sittings/{id}', { params: { path: { id: attemptId } } })),
  };
}

/**
 * The effects of a sitting's spoken answers, shaped as the flows' uploader takes them: the
 * upload, and `userId`'s takes kept in this browser until the server holds them. Apart from
 * `sittingCalls`, which every first view loads for logout.
 */
export function sittingRecordingCalls(api: ApiClient, userId: string) {
  return {
    uploadRecording: recordingCalls(api).upload,
    readLocalRecordings: ({ attemptId }: { attemptId: string }) =>
      readLocalRecordings({ userId, attemptId }),
    keepLocalRecording: ({ attemptId, take }: { attemptId: string; take: SpokenTake }) =>
      keepLocalRecording({ userId, attemptId }, take),
    forgetLocalRecording: ({
      attemptId,
      ...item
    }: {
      attemptId: string;
      exerciseId: string;
      itemId: number;
    }) => forgetLocalRecording({ userId, attemptId }, item),
  };
}
