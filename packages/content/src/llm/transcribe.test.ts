import { beforeEach, describe, expect, it } from 'vitest';
import { engineFromEnv } from '../engine';
import { sendError } from './fakeEndpoint';
import { useFakeEndpoint } from './useFakeEndpoint';

/** What the fake endpoint heard: the form's fields and the file's bytes, as text. */
let forms: string[] = [];
let failing = false;
const planted = 'Mi hermana tiene diez años.';

const endpoint = useFakeEndpoint((call, res) => {
  if (call.path !== '/audio/transcriptions') return sendError(res, 404, 'no such route');
  forms.push(call.body as string);
  if (failing) return sendError(res, 500, 'transcription failed');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ text: planted }));
});

const env = (more: Record<string, string> = {}) => ({
  OPENAI_BASE_URL: endpoint.baseUrl,
  OPENAI_MODEL: 'chat-model',
  ...more,
});
const field = (form: string, name: string) =>
  form.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1];

beforeEach(() => {
  forms = [];
  failing = false;
});

describe('transcribing a recording', () => {
  it('sends the audio with the model and the language, and gives back what was heard', async () => {
    const engine = engineFromEnv(env({ OPENAI_STT_MODEL: 'whisper-1' }));
    const audio = new TextEncoder().encode('OggS fake opus bytes');
    const text = await engine.transcribe?.(audio, 'audio/ogg', 'Spanish');
    expect(text).toBe(planted);
    const [form = ''] = forms;
    expect(field(form, 'model')).toBe('whisper-1');
    expect(field(form, 'language')).toBe('es');
    expect(form).toContain('filename="answer.ogg"');
    expect(form).toContain('OggS fake opus bytes');
  });

  it('is not offered without a transcription model', () => {
    expect(engineFromEnv(env()).transcribe).toBeNull();
    expect(engineFromEnv({}).transcribe).toBeNull();
  });

  it('fails with the endpoint, so the caller can say there is no transcript', async () => {
    failing = true;
    const engine = engineFromEnv(env({ OPENAI_STT_MODEL: 'whisper-1' }));
    await expect(
      engine.transcribe?.(new Uint8Array([1, 2, 3]), 'audio/webm', 'French'),
    ).rejects.toThrow(/500/);
  });
});
