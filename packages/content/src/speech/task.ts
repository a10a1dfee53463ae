/** What speak.ts asks of a speech worker (synthesize.mjs) and what it gets back. */

/** Speak a text with eSpeak NG. */
export type SpeechTask = {
  text: string;
  /** An eSpeak NG voice name. */
  voice: string;
  wordsPerMinute: number;
  bitrateKbps: 24 | 32;
};

/** Encode the WAV a speech API answered. */
export type WavTask = {
  wav: Uint8Array;
  bitrateKbps: 24 | 32;
};

export type SpeechAudio = {
  /** MP3 frames, mono. */
  mp3: Uint8Array;
  seconds: number;
};
