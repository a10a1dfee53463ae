import type { LanguageCode } from '../languages';

/**
 * How each language says the part of the day after an hour (compared words: lower case, hyphens
 * and apostrophes kept), and the word for "o'clock" that may stand between them.
 */
type Clock = { unit?: string; later: string; earlier: string; noon: [RegExp, string][] };
const clocks: Record<LanguageCode, Clock> = {
  en: {
    later: 'pm|p m|in the afternoon|in the evening|at night',
    earlier: "am|a m|in the morning|o'clock",
    noon: [[/ (noon|midday) /g, ' 12 ']],
  },
  fr: {
    unit: 'heures',
    later: "de l' après-midi|du soir",
    earlier: 'du matin',
    noon: [[/ midi /g, ' 12 heures ']],
  },
  // "nachmittags" reads as its synonym "jeden nachmittag" by now.
  de: {
    unit: 'uhr',
    later: 'nachmittags|abends|jeden nachmittag|jeden abend',
    earlier: 'morgens|früh|jeden morgen',
    noon: [],
  },
  es: {
    later: 'de la tarde|de la noche',
    earlier: 'de la mañana|en punto',
    noon: [[/ (al|a) mediodía /g, ' a las 12 ']],
  },
  it: {
    later: 'del pomeriggio|di pomeriggio|di sera|della sera',
    earlier: 'di mattina|del mattino|della mattina|in punto',
    noon: [[/ a mezzogiorno /g, ' alle 12 ']],
  },
  pt: {
    unit: 'horas',
    later: 'da tarde|da noite',
    earlier: 'da manhã',
    noon: [[/ ao meio-dia /g, ' às 12 ']],
  },
};

const englishMinutes: Record<string, number> = {
  '5': 5,
  '10': 10,
  '20': 20,
  '25': 25,
  'a quarter': 15,
  quarter: 15,
  half: 30,
};

/**
 * "Five to nine", "a quarter past eight", "half past eight": the time said in words is the one
 * in digits ("8 55", "8 15", "8 30"), a hour of the clock (1 to 12) only, and not a range ("from
 * ten to five").
 */
function englishClock(text: string): string {
  return text.replace(
    / (?<!(from|between) )(5|10|20|25|a quarter|quarter|half) (past|to) (\d{1,2}|one)(?= )/g,
    (whole, _range, minutes: string, way: string, hour: string) => {
      const said = hour === 'one' ? 1 : Number(hour);
      const past = englishMinutes[minutes] as number;
      if (said < 1 || said > 12 || (way === 'to' && past === 30)) return whole;
      const [h, m] = way === 'past' ? [said, past] : [said === 1 ? 12 : said - 1, 60 - past];
      return ` ${h} ${String(m).padStart(2, '0')}`;
    },
  );
}

/**
 * The minutes said after the hour in Spanish, Italian and Portuguese: "las doce y media", "le
 * dieci e un quarto", "às nove e meia", "las ocho y diez" are "12 30", "10 15", "9 30", "8 10";
 * "menos cuarto" is the hour before at 45. Only after the article of an hour ("las", "le", "às"),
 * so that "dos y media" kilos stays a quantity.
 */
type MinutesSaid = { hour: string; and: string; less: string; half: string; quarter: string };
const romanceMinutes: Partial<Record<LanguageCode, MinutesSaid>> = {
  es: { hour: 'la|las', and: 'y', less: 'menos', half: 'media', quarter: 'cuarto' },
  it: {
    hour: "l'|le|alle|all'|dalle|dall'",
    and: 'e',
    less: 'meno',
    half: 'mezza|mezzo',
    quarter: 'un quarto',
  },
  pt: { hour: 'a|as|à|às', and: 'e', less: 'menos', half: 'meia', quarter: 'um quarto' },
};

/**
 * The hour and minutes in digits, its part of the day said after them ("12 30 de la noche", "7
 * 45 di sera"): the hour of a 24-hour clock, the part said; at 12 the part adds nothing.
 */
function partOfDayAfterMinutes(code: LanguageCode, text: string): string {
  const { later, earlier } = clocks[code];
  return text.replace(
    new RegExp(` (\\d{1,2}) (\\d{2}) (${later}|${earlier})(?= )`, 'g'),
    (whole, hour: string, minutes: string, part: string) => {
      const at = Number(hour);
      if (at < 1 || at > 12) return whole;
      const afternoon = new RegExp(`^(${later})$`).test(part) && at < 12;
      return ` ${afternoon ? at + 12 : at} ${minutes}`;
    },
  );
}

/** Spanish, Italian and Portuguese times in digits with their part of the day read. */
function romanceClock(code: LanguageCode, text: string): string {
  const said = romanceMinutes[code];
  return said ? partOfDayAfterMinutes(code, romanceMinutesInDigits(said, text)) : text;
}

function romanceMinutesInDigits(said: MinutesSaid, text: string): string {
  const { hour, and, less, half, quarter } = said;
  const minutes = (word: string) =>
    new RegExp(`^(${half})$`).test(word)
      ? 30
      : new RegExp(`^(${quarter})$`).test(word)
        ? 15
        : Number(word);
  return text.replace(
    new RegExp(
      ` (${hour}) (\\d{1,2}|una|uma) (${and}|${less}) (${half}|${quarter}|\\d{1,2})(?= )`,
      'g',
    ),
    (whole, article: string, h: string, way: string, word: string) => {
      const [at, past] = [/^\d/.test(h) ? Number(h) : 1, minutes(word)];
      if (at < 1 || at > 23 || past < 1 || past > 59) return whole;
      if (way === and) return ` ${article} ${at} ${String(past).padStart(2, '0')}`;
      return ` ${article} ${at === 1 ? 12 : at - 1} ${60 - past}`;
    },
  );
}

/**
 * The hours of a clock said one way: "2 del pomeriggio", "2 pm", "14h", "14:00" are all "14";
 * "ao meio-dia" is "às 12" (compared words, numbers already in digits).
 */
export function clockHours(code: LanguageCode, tokens: readonly string[]): string[] {
  const { unit, later, earlier, noon } = clocks[code];
  const withUnit = unit ? `( ${unit})?` : '()';
  let text = ` ${tokens.join(' ')} `;
  for (const [pattern, to] of noon) text = text.replace(pattern, to);
  if (code === 'en') text = englishClock(text);
  text = romanceClock(code, text);
  text = text
    .replace(/ (\d{1,2}) 00 /g, ' $1 ')
    .replace(
      new RegExp(` (\\d{1,2})${withUnit} ?(${later})(?= )`, 'g'),
      (whole, hour: string, said = '') =>
        Number(hour) >= 1 && Number(hour) <= 11 ? ` ${Number(hour) + 12}${said}` : whole,
    )
    .replace(new RegExp(` (\\d{1,2})${withUnit} ?(${earlier})(?= )`, 'g'), ' $1$2');
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(' ');
}
