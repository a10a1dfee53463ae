// @ts-check

/** @typedef {{ samples: Int16Array, sampleRate: number }} Pcm */

/**
 * Reads the mono 16-bit PCM that eSpeak NG writes as a RIFF/WAVE file.
 * @param {Uint8Array} bytes
 * @returns {Pcm}
 */
export function readWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  /** @param {number} offset */
  const tag = (offset) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAVE file');
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (tag(offset) === 'fmt ') {
      if (view.getUint16(body + 2, true) !== 1 || view.getUint16(body + 14, true) !== 16) {
        throw new Error('Expected mono 16-bit PCM');
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (tag(offset) === 'data') {
      // eSpeak may leave the size as a placeholder when it streams: trust the file length.
      const length = Math.min(size, bytes.length - body) & ~1;
      const samples = new Int16Array(bytes.slice(body, body + length).buffer);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAVE file without data');
}
