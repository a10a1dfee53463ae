/**
 * A take for stories: `seconds` of a quiet 220 Hz tone as an 8 kHz, 8-bit mono WAV (every
 * browser plays it), so the player shows a real length without a microphone.
 */
export function sampleTakeUrl(seconds: number): string {
  const rate = 8000;
  const samples = rate * seconds;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) {
      view.setUint8(offset + index, text.charCodeAt(index));
    }
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true); // bytes a second
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits a sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1) {
    bytes[44 + index] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 220 * index) / rate));
  }
  return URL.createObjectURL(new Blob([bytes], { type: 'audio/wav' }));
}
