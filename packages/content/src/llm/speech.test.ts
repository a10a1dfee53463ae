import { beforeEach, describe, expect, it } from 'vitest';
import { createEngine, engineFromEnv } from '../engine';
import { seededRandom } from '../random';
import { mp3Frames } from '../speech/mp3Frames';
import { countWords } from '../text';
import { sendError } from './fakeEndpoint';
import { useFakeEndpoint } from './useFakeEndpoint';

/** How the fake OpenAI-compatible server answers `/audio/speech`. */
type Behaviour = 'wav' | 'error-404' | 'mp3-instead' | 'timeout';
let behaviour: Behaviour = 'wav';
type SpeechCall = {
  model: string;
  voice: string;
  input: string;
  response_format: string;
  speed: number;
};
let speechCalls: SpeechCall[] = [];

/** The fake voice: a tone of 0.4 s per word, as 24 kHz mono 16-bit WAV like OpenAI's. */
function toneWav(words: number): Buffer {
  const sampleRate = 24_000;
  const samples = Math.round(words * 0.4 * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)), 44 + i * 2);
  }
  return wav;
}

const endpoint = useFakeEndpoint(({ path, body }, res) => {
  if (path !== '/audio/speech') {
    // No chat model here: exercise texts come from the built-in engine.
    return sendError(res, 500, 'no chat');
  }
  const call = body as SpeechCall;
  speechCalls.push(call);
  switch (behaviour) {
    case 'wav':
      res.writeHead(200, { 'content-type': 'audio/wav' });
      return res.end(toneWav(countWords(call.input)));
    case 'error-404':
      return sendError(res, 404, 'not found');
    case 'mp3-instead':
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      return res.end(Buffer.from([0xff, 0xf3, 0x84, 0xc4, 0, 0, 0, 0]));
    case 'timeout':
      return; // never answers: the client's timeout must fire
  }
});

beforeEach(() => {
  behaviour = 'wav';
  speechCalls = [];
});

function engine(fallbacks: unknown[] = []) {
  return createEngine({
    llm: {
      baseUrl: endpoint.baseUrl,
      apiKey: 'test-key',
      model: 'fake-model',
      timeoutMs: 500,
      speech: { model: 'fake-tts', voice: 'nova' },
    },
    random: seededRandom(2),
    onFallback: (error) => fallbacks.push(error),
  });
}

const audioOf = (base64: string) => mp3Frames(Buffer.from(base64, 'base64'));

describe("the endpoint's voice", { timeout: 60_000 }, () => {
  it('speaks listening exercises as compact MP3 at the level pace', async () => {
    const exercise = await engine().generate({
      type: 'Listening',
      user_input: 'travel',
      language: 'Italian',
      level: 'A1',
      questions_quantity: 2,
    });
    const [call] = speechCalls;
    expect(call).toMatchObject({
      model: 'fake-tts',
      voice: 'nova',
      input: exercise.results.Paragraph,
      response_format: 'wav',
    });
    const audio = audioOf(exercise.results.audio_base64 ?? '');
    // The provider's 24 kHz voice (eSpeak speaks at 22.05 kHz), 0.4 s per word, re-encoded.
    expect(audio.sampleRate).toBe(24_000);
    const words = countWords(exercise.results.Paragraph ?? '');
    expect(audio.seconds).toBeGreaterThan(words * 0.4 - 0.1);
    expect(audio.seconds).toBeLessThan(words * 0.4 + 0.2);
    expect(Buffer.from(exercise.results.audio_base64 ?? '', 'base64').length).toBeLessThan(
      audio.seconds * 3200,
    );
  });

  it('asks for slower speech at lower levels', async () => {
    await engine().speak('Il treno parte alle nove.', 'Italian', 'A1');
    await engine().speak('Il treno parte alle nove.', 'Italian', 'C2');
    const [a1, c2] = speechCalls;
    expect(a1?.speed).toBeLessThan(1);
    expect(c2?.speed).toBeGreaterThan(a1?.speed ?? Infinity);
  });

  it.each<Behaviour>(['error-404', 'mp3-instead', 'timeout'])(
    'falls back to eSpeak NG when the endpoint answers %s',
    async (failure) => {
      behaviour = failure;
      const fallbacks: unknown[] = [];
      const speech = await engine(fallbacks).speak('Buongiorno a tutti.', 'Italian', 'B1');
      expect(speechCalls).toHaveLength(1);
      expect(fallbacks).toHaveLength(1);
      expect(audioOf(speech.audio_base64).sampleRate).toBe(22_050);
    },
  );

  it('is chosen by OPENAI_TTS_MODEL', () => {
    const env = { OPENAI_BASE_URL: endpoint.baseUrl, OPENAI_MODEL: 'fake-model' };
    expect(engineFromEnv(env).speechEngine).toBe('builtin');
    expect(engineFromEnv({ ...env, OPENAI_TTS_MODEL: 'tts-1' }).speechEngine).toBe('llm');
  });
});
