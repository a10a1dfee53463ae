import { describe, expect, it } from 'vitest';
import { chooseRecordingMimeType, recordingExtension } from './recordingFormat';

/** What a browser's `MediaRecorder.isTypeSupported` answers, as a list of what it records. */
const browser = (records: string[]) => (mimeType: string) => records.includes(mimeType);

describe('chooseRecordingMimeType', () => {
  it('takes Opus in WebM where Chrome and Edge record it', () => {
    const chrome = browser(['audio/webm', 'audio/webm;codecs=opus', 'video/webm']);
    expect(chooseRecordingMimeType(chrome)).toBe('audio/webm;codecs=opus');
  });

  it('prefers WebM to Ogg where Firefox records both', () => {
    const firefox = browser(['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/ogg']);
    expect(chooseRecordingMimeType(firefox)).toBe('audio/webm;codecs=opus');
  });

  it('falls back to Opus in Ogg when WebM is not recorded', () => {
    expect(chooseRecordingMimeType(browser(['audio/ogg;codecs=opus']))).toBe(
      'audio/ogg;codecs=opus',
    );
  });

  it('takes AAC in MP4 where Safari records only that', () => {
    const safari = browser(['audio/mp4', 'audio/mp4;codecs=mp4a.40.2', 'video/mp4']);
    expect(chooseRecordingMimeType(safari)).toBe('audio/mp4;codecs=mp4a.40.2');
  });

  it('takes plain MP4 when the codec parameter is not understood', () => {
    expect(chooseRecordingMimeType(browser(['audio/mp4']))).toBe('audio/mp4');
  });

  it('leaves the choice to the browser when it records none of them', () => {
    expect(chooseRecordingMimeType(browser(['audio/wav']))).toBeNull();
  });
});

describe('recordingExtension', () => {
  it('names a file after its container, whatever the codec parameter', () => {
    expect(recordingExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingExtension('audio/ogg; codecs=opus')).toBe('ogg');
    expect(recordingExtension('audio/mp4;codecs=mp4a.40.2')).toBe('m4a');
    expect(recordingExtension('AUDIO/MP4')).toBe('m4a');
    expect(recordingExtension('audio/x-unknown')).toBe('bin');
  });
});
