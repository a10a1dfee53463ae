/**
 * The containers and codecs a recording may use, best first: Opus (small at speech bitrates) in
 * WebM (Chrome, Edge, Firefox, Safari 18.4+) or Ogg (Firefox), then AAC in MP4 for the Safari
 * versions that record nothing else.
 */
export const recordingMimeTypes = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
] as const;

export type RecordingMimeType = (typeof recordingMimeTypes)[number];

/**
 * The first of `recordingMimeTypes` the browser can record (`MediaRecorder.isTypeSupported`),
 * or `null` when it supports none of them: the recorder then lets the browser choose, and the
 * blob's own type says what it chose.
 */
export function chooseRecordingMimeType(
  isTypeSupported: (mimeType: string) => boolean,
): RecordingMimeType | null {
  return recordingMimeTypes.find((mimeType) => isTypeSupported(mimeType)) ?? null;
}

/** A file extension for a recording's MIME type (an upload's or a download's name). */
export function recordingExtension(mimeType: string): 'webm' | 'ogg' | 'm4a' | 'bin' {
  const container = mimeType.split(';')[0]?.trim().toLowerCase();
  if (container === 'audio/webm' || container === 'video/webm') return 'webm';
  if (container === 'audio/ogg') return 'ogg';
  if (container === 'audio/mp4' || container === 'video/mp4') return 'm4a';
  return 'bin';
}
