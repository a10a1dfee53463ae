import { Mp3Encoder } from '@breezystack/lamejs';
import ESpeakNg from 'espeak-ng';
import type { Language, Level } from '../languages';
import { readWav } from './wav';

export type Speech = {
  /** MP3 (MPEG audio layer III), mono. */
  audio_base64: string;
  mime_type: 'audio/mpeg';
  bytes: number;
  duration_seconds: number;
};

/** Words per minute: slow and clear for beginners, close to natural speech at C1-C2. */
const wordsPerMinute: Record<Level, number> = {
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

/** Speaks a text with eSpeak NG (WebAssembly, offline) and encodes it as MP3 with LAME (pure JS). */
export async function speak(text: string, language: Language, level: Level): Promise<Speech> {
  const output = 'speech.wav';
  const espeak = await ESpeakNg({
    arguments: ['-v', voices[language], '-s', String(wordsPerMinute[level]), '-w', output, text],
    print: () => {},
    printErr: () => {},
  });
  const { samples, sampleRate } = readWav(espeak.FS.readFile(output));
  const mp3 = encodeMp3(samples, sampleRate);
  return {
    audio_base64: Buffer.from(mp3).toString('base64'),
    mime_type: 'audio/mpeg',
    bytes: mp3.byteLength,
    duration_seconds: samples.length / sampleRate,
  };
}

function encodeMp3(samples: Int16Array, sampleRate: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, bitrateKbps);
  const chunks: Buffer[] = [];
  // lamejs hands out signed byte views; Buffer copies them as the bytes they are.
  const add = (chunk: Int8Array | Uint8Array) =>
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  const block = 1152 * 16;
  for (let start = 0; start < samples.length; start += block) {
    add(encoder.encodeBuffer(samples.subarray(start, start + block)));
  }
  add(encoder.flush());
  return Buffer.concat(chunks);
}
