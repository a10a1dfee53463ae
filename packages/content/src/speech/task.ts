/** What speak.ts asks of a speech worker (synthesize.mjs) and what it gets back. */
export type SpeechTask = {
  text: string;
  /** An eSpeak NG voice name. */
  voice: string;
  wordsPerMinute: number;
  bitrateKbps: 24 | 32;
};

export type SpeechAudio = {
  /** MP3 frames, mono. */
  mp3: Uint8Array;
  seconds: number;
};
