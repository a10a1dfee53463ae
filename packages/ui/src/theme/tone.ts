/** The colour families a status can take; each maps to tone tokens of the theme. */
export type Tone = 'accent' | 'neutral' | 'success' | 'warning' | 'caution' | 'danger';

/** A score of 85 or more is good; below 70 it fails; in between it is fair (the specs' colours). */
export function scoreTone(score: number): Extract<Tone, 'success' | 'warning' | 'danger'> {
  if (score >= 85) return 'success';
  if (score < 70) return 'danger';
  return 'warning';
}

const HOUR = 60 * 60 * 1000;

/** Urgency of something due in `msUntil` milliseconds: red under 24 h, orange under 72 h, else green. */
export function urgencyTone(msUntil: number): Extract<Tone, 'success' | 'caution' | 'danger'> {
  if (msUntil < 24 * HOUR) return 'danger';
  if (msUntil < 72 * HOUR) return 'caution';
  return 'success';
}
