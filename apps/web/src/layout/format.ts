/** Dates and numbers as the screens write them (platform-shell.md sections 2 and 9). */

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const localFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "Nov 21, 2026" ("MMM d, yyyy"). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** "9:00 AM" ("h:mm a"). */
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));

/** "November 2026", for "Joined {month year}". */
export const formatMonthYear = (iso: string) => monthYearFormat.format(new Date(iso));

/** The schedule in the reader's own locale, for the student cards. */
export const formatLocal = (iso: string) => localFormat.format(new Date(iso));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "in 2 days", "3 hours ago", "now": the largest whole unit between `now` and `iso`. */
export function formatRelative(iso: string, now: number): string {
  const diff = Date.parse(iso) - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return relativeFormat.format(Math.trunc(diff / size), unit);
  }
  return relativeFormat.format(0, 'minute');
}

/** Two decimals, as the spec shows average scores and minutes ("82.50"). */
export const twoDecimals = (value: number) => value.toFixed(2);

/** A percentage without noise: "66.67%", "80%". */
export const formatPercent = (value: number) => `${Math.round(value * 100) / 100}%`;
