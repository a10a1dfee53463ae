// @ts-check
/**
 * The worker-thread half of speech (started by speak.ts): eSpeak NG and LAME are WebAssembly
 * programs that keep a core busy for seconds, which must not happen on the server's event loop.
 * Plain JavaScript because Node 20 cannot start a worker from TypeScript source.
 */
import { readFile } from 'node:fs/promises';
import ESpeakNg from 'espeak-ng';
import { createMp3Encoder } from 'wasm-media-encoders';
import { readWav } from './wav.mjs';

/**
 * @typedef {import('./task').SpeechTask} SpeechTask
 * @typedef {import('./task').WavTask} WavTask
 * @typedef {import('./task').SpeechAudio} SpeechAudio
 */

// eSpeak's command line is not re-entrant (getopt and synthesis state are globals), so every
// text gets a fresh instance; the 18 MB module is compiled once per worker and shared.
const espeakModule = await WebAssembly.compile(
  await readFile(new URL('espeak-ng.wasm', import.meta.resolve('espeak-ng'))),
);
// LAME compiled to WebAssembly, about six times faster than the pure-JS port; set up per text.
const encoder = await createMp3Encoder();

/**
 * Speaks a text with eSpeak NG and encodes it.
 * @param {SpeechTask} task
 * @returns {Promise<SpeechAudio>}
 */
export default async function synthesize({ text, voice, wordsPerMinute, bitrateKbps }) {
  const espeak = await ESpeakNg({
    arguments: ['-v', voice, '-s', String(wordsPerMinute), '-w', 'speech.wav', text],
    print: () => {},
    printErr: () => {},
    instantiateWasm: (imports, receive) => receive(new WebAssembly.Instance(espeakModule, imports)),
  });
  return encodeWav({ wav: espeak.FS.readFile('speech.wav'), bitrateKbps });
}

/**
 * Encodes mono 16-bit WAV (eSpeak's, or a speech API's) as MP3 at one of the rates MPEG-2
 * layer III has for speech (22.05 or 24 kHz).
 * @param {WavTask} task
 * @returns {SpeechAudio}
 */
export function encodeWav({ wav, bitrateKbps }) {
  const { samples, sampleRate } = readWav(wav);
  encoder.configure({
    channels: 1,
    sampleRate,
    bitrate: bitrateKbps,
    outputSampleRate: sampleRate <= 22050 ? 22050 : 24000,
  });
  const pcm = Float32Array.from(samples, (sample) => sample / 32768);
  // The encoder owns the bytes it returns until its next call: copy them out first.
  const frames = encoder.encode([pcm]).slice();
  const mp3 = Buffer.concat([frames, encoder.finalize()]);
  return { mp3, seconds: samples.length / sampleRate };
}
