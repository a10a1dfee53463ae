import { describe, expect, it } from 'vitest';
import { audioSource } from './playAudio';

describe('audioSource', () => {
  it('recognises WAV by its RIFF header', () => {
    expect(audioSource('UklGRiQAAABXQVZF')).toBe('data:audio/wav;base64,UklGRiQAAABXQVZF');
  });

  it('treats anything else as MP3', () => {
    expect(audioSource('SUQzBAAAAAAA')).toBe('data:audio/mpeg;base64,SUQzBAAAAAAA');
  });
});
