const bitrates = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160]; // MPEG-2 layer III
const sampleRates = [22050, 24000, 16000];

/**
 * Walks MP3 audio (for tests): every frame must start with a sync word, be MPEG-2 layer III
 * (the speech rates) and say how long it is. Throws at the first byte that is not a frame.
 */
export function mp3Frames(bytes: Uint8Array): {
  frames: number;
  seconds: number;
  sampleRate: number;
} {
  let offset = 0;
  let frames = 0;
  let seconds = 0;
  let sampleRate = 0;
  while (offset + 4 <= bytes.length) {
    const [b0, b1, b2] = [bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`No frame sync at byte ${offset}`);
    if (((b1 >> 3) & 0b11) !== 0b10 || ((b1 >> 1) & 0b11) !== 0b01) {
      throw new Error(`Not an MPEG-2 layer III frame at byte ${offset}`);
    }
    const bitrate = (bitrates[b2 >> 4] ?? 0) * 1000;
    sampleRate = sampleRates[(b2 >> 2) & 0b11] ?? 0;
    const padding = (b2 >> 1) & 1;
    const length = Math.floor((72 * bitrate) / sampleRate) + padding;
    if (!(length > 0)) throw new Error(`A frame without length at byte ${offset}`);
    offset += length;
    frames += 1;
    seconds += 576 / sampleRate;
  }
  return { frames, seconds, sampleRate };
}
