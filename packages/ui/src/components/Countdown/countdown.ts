import { englishUiStrings, type UiStrings } from '../../strings/UiStrings';

/** Seconds as MM:SS; minutes keep counting past 59 ("90:00" for an hour and a half). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Whether a screen reader should hear the time now. Every second would drown out the exercise,
 * so only each whole minute, the last 30 and 10 seconds, and zero are announced.
 */
export function isAnnouncedMoment(totalSeconds: number): boolean {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return seconds % 60 === 0 || seconds === 30 || seconds === 10;
}

/** Default announcement, e.g. "5 minutes left", "30 seconds left". */
export function describeRemaining(
  totalSeconds: number,
  strings: Pick<UiStrings, 'minutesLeft' | 'secondsLeft'> = englishUiStrings,
): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds >= 60) return strings.minutesLeft(Math.floor(seconds / 60));
  return strings.secondsLeft(seconds);
}
