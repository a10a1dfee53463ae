import { createEngine, type Engine, engineFromEnv } from '@lingua/content';
import {
  type FakeEndpoint,
  sendCompletion,
  sendError,
  startFakeEndpoint,
} from '@lingua/content/fake-endpoint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { speakingClass, uploadRecording, webm } from '../test/speaking';
import { useTestServer } from '../test/testServer';

/** What the fake model hears in each upload, by the recording's first filler byte. */
const planted: Record<number, string | undefined> = {
  7: 'Anna wohnt mit ihrer Familie in einem Haus am See.',
  8: undefined,
};
/** What the fake chat model suggests for an open answer. */
const suggestion = { range: 3, accuracy: 2, fluency: 3, pronunciation: 2, task_achievement: 4 };
let endpoint: FakeEndpoint | undefined;
beforeAll(async () => {
  endpoint = await startFakeEndpoint((call, res) => {
    if (call.path === '/chat/completions') return sendCompletion(res, JSON.stringify(suggestion));
    const form = call.body as string;
    const filler = form.charCodeAt(form.indexOf('\x1a\x45\xdf\xa3') + 4);
    const text = planted[filler];
    if (call.path !== '/audio/transcriptions' || text === undefined)
      return sendError(res, 500, 'no transcript');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text }));
  });
});
afterAll(() => endpoint?.close());

/** The built-in engine with the fake endpoint's transcription model (known once it listens). */
const withModel = () =>
  engineFromEnv({
    OPENAI_BASE_URL: endpoint?.baseUrl,
    OPENAI_MODEL: 'chat',
    OPENAI_STT_MODEL: 'whisper-1',
  });
const engine: Engine = {
  ...createEngine(),
  transcribe: (...args) =>
    withModel().transcribe?.(...args) ?? Promise.reject(new Error('no transcription model')),
  suggestRubric: (request) =>
    withModel().suggestRubric?.(request) ?? Promise.reject(new Error('no model')),
};
const server = useTestServer({ engine });

const recordingsOf = (attempt: string, token: string) =>
  server.call('get', '/recordings/sittings/{id}', { token, params: { id: attempt } });

describe('transcripts of recordings', () => {
  it('shows the teacher what was heard and which words of the text read aloud were missed', async () => {
    const room = await speakingClass(server, {
      exercise: { type: 'Speaking', level: 'A2', speakingTask: 'read_aloud' },
    });
    const attempt = await room.sitting(room.pupil);
    const kept = await uploadRecording(
      server,
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(2_000, 7),
    );
    expect(kept.status).toBe(201);
    const heard = await vi.waitFor(
      async () => {
        const [recording] = (await recordingsOf(attempt, room.teacher.token)).body;
        expect(recording.transcript_status).toBe('done');
        return recording;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(heard.transcript).toBe('Anna wohnt mit ihrer Familie in einem Haus am See.');
    const changed = heard.reading_check.words.filter(
      (word: { status: string }) => word.status !== 'read',
    );
    expect(changed).toEqual([{ word: 'kleinen', status: 'missed' }]);

    const [own] = (await recordingsOf(attempt, room.pupil.token)).body;
    expect(own.id).toBe(heard.id);
    expect(own).not.toHaveProperty('transcript');
    expect(own).not.toHaveProperty('reading_check');
  });

  it('suggests rubric points for an open answer from its transcript, for the teacher only', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    await uploadRecording(
      server,
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(2_000, 7),
    );
    await vi.waitFor(
      async () => {
        const [recording] = (await recordingsOf(attempt, room.teacher.token)).body;
        expect(recording.suggested_scores).toEqual(suggestion);
        expect(recording).not.toHaveProperty('reading_check');
      },
      { timeout: 10_000, interval: 100 },
    );
    const [own] = (await recordingsOf(attempt, room.pupil.token)).body;
    expect(own).not.toHaveProperty('suggested_scores');
  });

  it('says the transcript failed when the model could not make one, and keeps the recording', async () => {
    const room = await speakingClass(server);
    const attempt = await room.sitting(room.pupil);
    const kept = await uploadRecording(
      server,
      room.pupil,
      { attempt_id: attempt, exercise_id: room.speaking },
      webm(2_000, 8),
    );
    expect(kept.status).toBe(201);
    await vi.waitFor(
      async () => {
        const [recording] = (await recordingsOf(attempt, room.teacher.token)).body;
        expect(recording).toMatchObject({ id: kept.body.id, transcript_status: 'failed' });
        expect(recording).not.toHaveProperty('transcript');
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
