import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** Dates and numbers as the screens write them, in the reader's language. */
export interface Formatters {
  /** "Nov 21, 2026" in English ("MMM d, yyyy", platform-shell.md 2 and 9); "21. Nov. 2026" in German. */
  date(iso: string): string;
  /** "9:00 AM" in English ("h:mm a"); "09:00" in German. */
  time(iso: string): string;
  /** "November 2026", for "Joined {month year}". */
  monthYear(iso: string): string;
  /** A schedule with date and time, for the student cards. */
  local(iso: string): string;
  /** "in 2 days", "3 hours ago", "this minute": the largest whole unit between `now` and `iso`. */
  relative(iso: string, now: number): string;
  /** Two decimals, as the spec shows average scores and minutes ("82.50"; "82,50" in German). */
  twoDecimals(value: number): string;
  /** A percentage (0-100) without noise: "66.67%", "80%" ("66,67 %" in German). */
  percent(value: number): string;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

function createFormatters(locale: string): Formatters {
  // English keeps the specs' US forms ("Nov 21, 2026", "9:00 AM"); other languages their own.
  const region = locale === 'en' ? 'en-US' : locale;
  const date = new Intl.DateTimeFormat(region, { month: 'short', day: 'numeric', year: 'numeric' });
  const time = new Intl.DateTimeFormat(region, { hour: 'numeric', minute: '2-digit' });
  const monthYear = new Intl.DateTimeFormat(region, { month: 'long', year: 'numeric' });
  const local = new Intl.DateTimeFormat(region, { dateStyle: 'medium', timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(region, { numeric: 'auto' });
  const decimals = new Intl.NumberFormat(region, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(region, { style: 'percent', maximumFractionDigits: 2 });
  return {
    date: (iso) => date.format(new Date(iso)),
    time: (iso) => time.format(new Date(iso)),
    monthYear: (iso) => monthYear.format(new Date(iso)),
    local: (iso) => local.format(new Date(iso)),
    relative(iso, now) {
      const diff = Date.parse(iso) - now;
      for (const [unit, size] of UNITS) {
        if (Math.abs(diff) >= size) return relative.format(Math.trunc(diff / size), unit);
      }
      return relative.format(0, 'minute');
    },
    twoDecimals: (value) => decimals.format(value),
    percent: (value) => percent.format(value / 100),
  };
}

const byLocale = new Map<string, Formatters>();

/** The formatters of a language, built once (Intl formats are costly to create). */
export function formattersFor(locale: string): Formatters {
  let formatters = byLocale.get(locale);
  if (!formatters) {
    formatters = createFormatters(locale);
    byLocale.set(locale, formatters);
  }
  return formatters;
}

/** The current interface language's formatters. */
export function useFormat(): Formatters {
  const { locale } = useIntl();
  return useMemo(() => formattersFor(locale), [locale]);
}
