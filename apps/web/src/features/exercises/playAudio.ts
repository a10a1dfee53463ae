import type { AudioEvent } from '@lingua/flows';
import { fromCallback } from 'xstate';

/** A data URL for the exercise's audio: WAV ("RIFF") or else MP3, the two the contract allows. */
export function audioSource(audioBase64: string): string {
  const type = audioBase64.startsWith('UklGR') ? 'audio/wav' : 'audio/mpeg';
  return `data:${type};base64,${audioBase64}`;
}

/**
 * The solve machine's `playAudio` actor: plays until the end, reports failures, and stops the
 * sound when the machine leaves the playing state (Stop, submit, close).
 */
export const playAudio = fromCallback<AudioEvent, { audioBase64: string }>(
  ({ input, sendBack }) => {
    const audio = new Audio(audioSource(input.audioBase64));
    const ended = () => sendBack({ type: 'audio.ended' });
    const failed = () => sendBack({ type: 'audio.failed' });
    audio.addEventListener('ended', ended);
    audio.addEventListener('error', failed);
    audio.play().catch(failed);
    return () => {
      audio.removeEventListener('ended', ended);
      audio.removeEventListener('error', failed);
      audio.pause();
    };
  },
);
