import { HttpResponse, http as untypedHttp } from 'msw';
import type { components } from '../../generated/schema';
import { notFound, signedIn } from '../http';
import { routeOf } from '../recorded';
import type { MockStore } from '../store';

type Recording = components['schemas']['Recording'];

/**
 * Recordings a story uploads are kept with their bytes, listed with their sitting and played
 * back whole (a server may answer a range with the whole body); no caps, types or access rules:
 * those are the server's (apps/server/src/recordings/recordings.test.ts).
 */
export function recordingsHandlers(store: MockStore) {
  const kept = new Map<string, { recording: Recording; audio: ArrayBuffer; reply: boolean }>();
  /** A student's answer, or the teacher's reply: one of each per item, a new one replacing it. */
  const upload =
    (reply: boolean) =>
    async ({ request }: { request: Request }) => {
      signedIn(store, request);
      const query = new URL(request.url).searchParams;
      const slot = {
        attempt_id: query.get('attempt_id') ?? '',
        exercise_id: query.get('exercise_id') ?? '',
        item_id: Number(query.get('item_id')),
      };
      for (const [id, { recording, reply: replied }] of kept)
        if (
          replied === reply &&
          recording.attempt_id === slot.attempt_id &&
          recording.exercise_id === slot.exercise_id &&
          recording.item_id === slot.item_id
        )
          kept.delete(id);
      const audio = await request.arrayBuffer();
      const recording: Recording = {
        id: store.newId(),
        ...slot,
        mime_type: (request.headers.get('content-type')?.split(';')[0] ??
          'audio/webm') as Recording['mime_type'],
        bytes: audio.byteLength,
        duration_ms: Number(query.get('duration_ms')),
        created_at: store.nowIso(),
      };
      kept.set(recording.id, { recording, audio, reply });
      return HttpResponse.json(recording, { status: 201 });
    };
  return [
    untypedHttp.post(routeOf('/recordings'), upload(false)),
    untypedHttp.post(routeOf('/recordings/replies'), upload(true)),
    untypedHttp.get(routeOf('/recordings/sittings/{id}'), ({ request, params }) => {
      signedIn(store, request);
      return HttpResponse.json(
        [...kept.values()]
          .filter(({ reply }) => !reply)
          .map(({ recording }) => recording)
          .filter((recording) => recording.attempt_id === params.id),
      );
    }),
    untypedHttp.get(routeOf('/recordings/{id}'), ({ request, params }) => {
      signedIn(store, request);
      const found = kept.get(String(params.id));
      if (!found) return notFound('Recording');
      return new HttpResponse(found.audio, {
        status: 200,
        headers: { 'content-type': found.recording.mime_type, 'accept-ranges': 'bytes' },
      });
    }),
    untypedHttp.delete(routeOf('/recordings/{id}'), ({ request, params }) => {
      signedIn(store, request);
      if (!kept.delete(String(params.id))) return notFound('Recording');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
