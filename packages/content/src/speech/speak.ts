import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { Language, Level } from '../languages';
import type { SpeechAudio, SpeechTask, WavTask } from './task';

export type Speech = {
  /** MP3 (MPEG audio layer III), mono. */
  audio_base64: string;
  mime_type: 'audio/mpeg';
  bytes: number;
  duration_seconds: number;
};

/** Words per minute: slow and clear for beginners, close to natural speech at C1-C2. */
export const wordsPerMinute: Record<Level, number> = {
  A1: 115,
  A2: 125,
  B1: 140,
  B2: 150,
  C1: 165,
  C2: 175,
};

const voices: Record<Language, string> = {
  English: 'en-gb',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt-br',
};

/** 24 kbps is plenty for one synthetic voice and keeps 150 words at A1 near 250 KB. */
const bitrateKbps = 24;

let pool: Piscina<SpeechTask | WavTask, SpeechAudio> | undefined;

/**
 * Synthesis and encoding keep a core busy for seconds, so they run on worker threads: one per
 * core but one, which stays with the event loop. Idle workers stop after a minute.
 */
function speechPool(): Piscina<SpeechTask | WavTask, SpeechAudio> {
  pool ??= new Piscina<SpeechTask | WavTask, SpeechAudio>({
    filename: new URL('./synthesize.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    idleTimeout: 60_000,
    // Tasks take seconds: the faster hand-over through Atomics is not worth a blocked idle thread.
    atomics: 'disabled',
  });
  return pool;
}

/** Speaks a text with eSpeak NG and encodes it as MP3 with LAME (both WebAssembly, offline). */
export async function speak(text: string, language: Language, level: Level): Promise<Speech> {
  const task: SpeechTask = {
    text,
    voice: voices[language],
    wordsPerMinute: wordsPerMinute[level],
    bitrateKbps,
  };
  return toSpeech(await speechPool().run(task));
}

/** Encodes the mono 16-bit WAV of a speech API like eSpeak's speech, compact enough to store. */
export async function encodeSpeech(wav: Uint8Array): Promise<Speech> {
  const task: WavTask = { wav, bitrateKbps };
  return toSpeech(await speechPool().run(task, { name: 'encodeWav' }));
}

function toSpeech({ mp3, seconds }: SpeechAudio): Speech {
  return {
    audio_base64: Buffer.from(mp3).toString('base64'),
    mime_type: 'audio/mpeg',
    bytes: mp3.byteLength,
    duration_seconds: seconds,
  };
}
