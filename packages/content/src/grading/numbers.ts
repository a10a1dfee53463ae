import type { LanguageCode } from '../languages';
import { stripAccents } from '../text';
import { ordinalDigits } from './ordinals';

/**
 * Numbers written in words, read as digits: "ninety-two", "noventa y dos", "quatre-vingt-douze",
 * "zweiundneunzig", "novantadue", "noventa e dois" are all "92". Built from each language's rules
 * (units, tens, how they join, hundreds, thousands), not listed, from 0 to 999 999.
 */
type Spelling = {
  /** Every way of writing 0-999 in words, as space-separated words. */
  below1000: Map<string, number>;
  /** Words for a thousand; `joinedThousands` languages write "zweitausend" as one word. */
  thousand: readonly string[];
  joinedThousands?: RegExp;
  /** The word that may join the thousands to the rest ("two thousand and five"). */
  and?: string;
};

function add(map: Map<string, number>, value: number, ...texts: string[]) {
  for (const text of texts) {
    const spaced = text.replace(/-/g, ' ');
    if (!map.has(spaced)) map.set(spaced, value);
    const plain = stripAccents(spaced);
    if (!map.has(plain)) map.set(plain, value);
  }
}

const english = (): Spelling => {
  const units =
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
      ' ',
    );
  const tens = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
  const below100: [number, string][] = units.map((word, value) => [value, word]);
  tens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    below100.push([value, ten]);
    for (let unit = 1; unit <= 9; unit++)
      below100.push([value + unit, `${ten} ${units[unit] as string}`]);
  });
  const map = new Map<string, number>();
  for (const [value, word] of below100) add(map, value, word);
  for (let hundred = 1; hundred <= 9; hundred++) {
    const heads = hundred === 1 ? ['one hundred', 'a hundred'] : [`${units[hundred]} hundred`];
    for (const head of heads) {
      add(map, hundred * 100, head);
      for (const [value, word] of below100) {
        if (value > 0) add(map, hundred * 100 + value, `${head} and ${word}`, `${head} ${word}`);
      }
    }
  }
  return { below1000: map, thousand: ['thousand'], and: 'and' };
};

/** Spanish and Portuguese: tens joined by "y"/"e"; hundreds by gender. */
const iberian = (code: 'es' | 'pt'): Spelling => {
  const map = new Map<string, number>();
  const es = code === 'es';
  const units = es
    ? 'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split(
        ' ',
      )
    : 'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte'.split(
        ' ',
      );
  const below100: [number, string][] = units.map((word, value) => [value, word]);
  if (es) below100.push([1, 'un'], [1, 'una'], [21, 'veintiún'], [21, 'veintiuna']);
  else
    below100.push(
      [1, 'uma'],
      [2, 'duas'],
      [14, 'quatorze'],
      [16, 'dezasseis'],
      [17, 'dezassete'],
      [19, 'dezanove'],
    );
  const tens = es
    ? 'treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(' ')
    : 'vinte trinta quarenta cinquenta sessenta setenta oitenta noventa'.split(' ');
  const firstTen = es ? 3 : 2;
  const join = es ? 'y' : 'e';
  const smallUnits: [number, string][] = below100.filter(([value]) => value >= 1 && value <= 9);
  tens.forEach((ten, index) => {
    const value = (index + firstTen) * 10;
    below100.push([value, ten]);
    for (const [unit, word] of smallUnits) below100.push([value + unit, `${ten} ${join} ${word}`]);
  });
  for (const [value, word] of below100) add(map, value, word);
  const hundreds = es
    ? [
        'ciento',
        'doscientos doscientas',
        'trescientos trescientas',
        'cuatrocientos cuatrocientas',
        'quinientos quinientas',
        'seiscientos seiscientas',
        'setecientos setecientas',
        'ochocientos ochocientas',
        'novecientos novecientas',
      ]
    : [
        'cento',
        'duzentos duzentas',
        'trezentos trezentas',
        'quatrocentos quatrocentas',
        'quinhentos quinhentas',
        'seiscentos seiscentas',
        'setecentos setecentas',
        'oitocentos oitocentas',
        'novecentos novecentas',
      ];
  add(map, 100, es ? 'cien' : 'cem');
  hundreds.forEach((forms, index) => {
    for (const head of forms.split(' ')) {
      if (index > 0) add(map, (index + 1) * 100, head);
      for (const [value, word] of below100) {
        if (value === 0) continue;
        const total = (index + 1) * 100 + value;
        if (es) add(map, total, `${head} ${word}`);
        else add(map, total, `${head} e ${word}`);
      }
    }
  });
  return { below1000: map, thousand: ['mil'], ...(es ? {} : { and: 'e' }) };
};

const french = (): Spelling => {
  const map = new Map<string, number>();
  const units =
    'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split(
      ' ',
    );
  const below100: [number, string][] = units.map((word, value) => [value, word]);
  below100.push([1, 'une']);
  const regular = (ten: string, value: number) => {
    below100.push([value, ten]);
    below100.push([value + 1, `${ten} et un`], [value + 1, `${ten} et une`]);
    for (let unit = 2; unit <= 9; unit++)
      below100.push([value + unit, `${ten}-${units[unit] as string}`]);
  };
  ['vingt', 'trente', 'quarante', 'cinquante', 'soixante'].forEach((ten, index) => {
    regular(ten, (index + 2) * 10);
  });
  // Belgian and Swiss tens beside soixante-dix, quatre-vingts, quatre-vingt-dix.
  regular('septante', 70);
  regular('huitante', 80);
  regular('octante', 80);
  regular('nonante', 90);
  below100.push([70, 'soixante-dix'], [71, 'soixante et onze']);
  for (let unit = 2; unit <= 9; unit++)
    below100.push([70 + unit, `soixante-${units[10 + unit] as string}`]);
  below100.push([80, 'quatre-vingts'], [80, 'quatre-vingt']);
  for (let unit = 1; unit <= 19; unit++)
    below100.push([80 + unit, `quatre-vingt-${units[unit] as string}`]);
  below100.push([81, 'quatre-vingt-une']);
  for (const [value, word] of below100) {
    add(map, value, word);
    // The 1990 spelling joins every part with hyphens: vingt-et-un.
    if (word.includes(' et ')) add(map, value, word.replace(/ et /g, '-et-'));
  }
  add(map, 100, 'cent');
  for (let hundred = 1; hundred <= 9; hundred++) {
    const head = hundred === 1 ? 'cent' : `${units[hundred] as string} cent`;
    if (hundred > 1) add(map, hundred * 100, `${head}s`, head);
    for (const [value, word] of below100) {
      if (value > 0) add(map, hundred * 100 + value, `${head} ${word}`);
    }
  }
  return { below1000: map, thousand: ['mille', 'mil'] };
};

/** German and Italian write a number as one word: "vierundzwanzig", "ventiquattro". */
const german = (): Spelling => {
  const map = new Map<string, number>();
  const units =
    'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split(
      ' ',
    );
  const below100: [number, string][] = units.map((word, value) => [value, word]);
  below100.push([1, 'ein'], [1, 'eine']);
  const tens = 'zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'.split(' ');
  tens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    below100.push([value, ten]);
    for (let unit = 1; unit <= 9; unit++) {
      const stem = unit === 1 ? 'ein' : (units[unit] as string);
      below100.push([value + unit, `${stem}und${ten}`]);
    }
  });
  const withSs = (word: string) => [word, word.replace(/ß/g, 'ss')];
  for (const [value, word] of below100) add(map, value, ...withSs(word));
  for (let hundred = 1; hundred <= 9; hundred++) {
    const heads =
      hundred === 1 ? ['hundert', 'einhundert'] : [`${units[hundred] as string}hundert`];
    for (const head of heads) {
      add(map, hundred * 100, head);
      for (const [value, word] of below100) {
        if (value === 0 || word === 'ein' || word === 'eine') continue;
        add(
          map,
          hundred * 100 + value,
          ...withSs(`${head}${word}`),
          ...withSs(`${head}und${word}`),
        );
      }
    }
  }
  return {
    below1000: map,
    thousand: ['tausend', 'eintausend'],
    joinedThousands: /^(.*?)tausend(.*)$/,
  };
};

const italian = (): Spelling => {
  const map = new Map<string, number>();
  const units =
    'zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove'.split(
      ' ',
    );
  const below100: [number, string][] = units.map((word, value) => [value, word]);
  below100.push([1, 'un'], [1, 'una']);
  const tens = 'venti trenta quaranta cinquanta sessanta settanta ottanta novanta'.split(' ');
  tens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    below100.push([value, ten]);
    for (let unit = 1; unit <= 9; unit++) {
      const word = units[unit] as string;
      // The ten loses its vowel before uno and otto (ventuno, trentotto); tre takes an accent.
      const joined = unit === 1 || unit === 8 ? `${ten.slice(0, -1)}${word}` : `${ten}${word}`;
      below100.push([value + unit, unit === 3 ? `${ten}tré` : joined]);
      if (unit === 3) below100.push([value + unit, `${ten}tre`]);
      // Before a noun: "ventun anni", "trentun giorni".
      if (unit === 1) below100.push([value + unit, `${ten.slice(0, -1)}un`]);
    }
  });
  for (const [value, word] of below100) add(map, value, word);
  for (let hundred = 1; hundred <= 9; hundred++) {
    const head = hundred === 1 ? 'cento' : `${units[hundred] as string}cento`;
    add(map, hundred * 100, head);
    for (const [value, word] of below100) {
      if (value === 0 || word === 'un' || word === 'una') continue;
      add(map, hundred * 100 + value, `${head}${word}`);
      if (value === 8 || (value >= 80 && value < 90))
        add(map, hundred * 100 + value, `${head.slice(0, -1)}${word}`);
    }
  }
  return {
    below1000: map,
    thousand: ['mille', 'mila'],
    joinedThousands: /^(.*?)(?:mila|mille)(.*)$/,
  };
};

const builders: Record<LanguageCode, () => Spelling> = {
  en: english,
  es: () => iberian('es'),
  pt: () => iberian('pt'),
  fr: french,
  de: german,
  it: italian,
};
const spellings = new Map<LanguageCode, Spelling>();
const spellingOf = (code: LanguageCode): Spelling => {
  let spelling = spellings.get(code);
  if (!spelling) {
    spelling = builders[code]();
    spellings.set(code, spelling);
  }
  return spelling;
};

/**
 * Words that are numbers but also something else on their own: the article "un", "one" the
 * pronoun, Italian "sei" (you are), French "neuf" (new). They stay words; a digit still matches
 * them (`isNumberWord`).
 */
const ambiguous: Record<LanguageCode, ReadonlySet<string>> = {
  en: new Set(['one', 'a hundred']),
  es: new Set(['un', 'una', 'uno']),
  pt: new Set(['um', 'uma']),
  fr: new Set(['un', 'une', 'neuf']),
  de: new Set(['ein', 'eine', 'eins']),
  it: new Set(['un', 'una', 'uno', 'sei']),
};

/** The value of a whole phrase of number words, or undefined. */
function numberValue(code: LanguageCode, phrase: string): number | undefined {
  const { below1000, thousand, joinedThousands, and } = spellingOf(code);
  const direct = below1000.get(phrase);
  if (direct !== undefined) return direct;
  if (joinedThousands && !phrase.includes(' ')) {
    const match = joinedThousands.exec(phrase);
    if (!match) return undefined;
    const [, head = '', tail = ''] = match;
    const times = head === '' || head === 'ein' ? 1 : below1000.get(head);
    const rest = tail === '' ? 0 : below1000.get(tail.replace(/^und/, ''));
    if (times === undefined || rest === undefined || times === 0) return undefined;
    return times * 1000 + rest;
  }
  const parts = phrase.split(' ');
  const at = parts.findIndex((word) => thousand.includes(word));
  if (at < 0) return undefined;
  const head = parts.slice(0, at).join(' ');
  let tail = parts.slice(at + 1);
  if (and && tail[0] === and && tail.length > 1) tail = tail.slice(1);
  const times = head === '' || head === 'a' || head === 'one' ? 1 : below1000.get(head);
  const rest = tail.length === 0 ? 0 : below1000.get(tail.join(' '));
  if (times === undefined || rest === undefined || times === 0) return undefined;
  return times * 1000 + rest;
}

/** Whether `word` is a number word whose value is `digits` ("one" and "1"). */
export function isNumberWord(code: LanguageCode, word: string, digits: string): boolean {
  return /^\d+$/.test(digits) && numberValue(code, word) === Number(digits);
}

const isNumberPart = (code: LanguageCode, word: string) => {
  const { below1000, thousand, joinedThousands, and } = spellingOf(code);
  return (
    below1000.has(word) ||
    thousand.includes(word) ||
    word === and ||
    word === 'y' ||
    word === 'e' ||
    word === 'et' ||
    word === 'a' ||
    (joinedThousands?.test(word) ?? false)
  );
};

/**
 * The words with every number phrase replaced by its digits, the longest phrase first:
 * ["il", "y", "a", "vingt-quatre", "élèves"] → [..., "24", "élèves"]. Hyphenated number words
 * are read part by part; a lone "un" or "one" stays a word.
 */
export function numbersAsDigits(code: LanguageCode, tokens: readonly string[]): string[] {
  const split = tokens.flatMap((token, index) => {
    const ordinal = ordinalDigits(code, token);
    if (ordinal) return [ordinal];
    // French writes the hour "8h", "8h30", "8 h".
    const hour = code === 'fr' ? /^(\d{1,2})h(\d{2})?$/.exec(token) : null;
    if (hour) return [hour[1] as string, 'heures', ...(hour[2] ? [hour[2]] : [])];
    if (code === 'fr' && token === 'h' && /^\d{1,2}$/.test(tokens[index - 1] ?? ''))
      return ['heures'];
    if (!token.includes('-')) return [token];
    // "quatre-vingts": the whole word is a number though "vingts" alone is none.
    const whole = numberValue(code, token.replace(/-/g, ' '));
    if (whole !== undefined) return [String(whole)];
    const parts = token.split('-');
    return parts.every((part) => isNumberPart(code, part)) ? parts : [token];
  });
  const out: string[] = [];
  for (let i = 0; i < split.length; ) {
    let matched = 0;
    let value: number | undefined;
    for (let length = Math.min(12, split.length - i); length >= 1; length--) {
      const phrase = split.slice(i, i + length);
      if (!isNumberPart(code, phrase[0] as string)) break;
      const text = phrase.join(' ');
      if (length === 1 && ambiguous[code].has(text)) continue;
      const found = numberValue(code, text);
      if (found !== undefined && !(length === 1 && /^(y|e|et|a|and)$/.test(text))) {
        matched = length;
        value = found;
        break;
      }
    }
    if (matched === 0 || value === undefined) {
      out.push(split[i] as string);
      i++;
    } else {
      out.push(String(value));
      i += matched;
    }
  }
  return out;
}

/**
 * Digits grouped by thousands ("1.500", "30 000", English "1,500") as one number, so the
 * separator a country writes does not split it in two.
 */
export function withoutThousandsSeparators(code: LanguageCode, text: string): string {
  const separator =
    code === 'en'
      ? /(?<=\d),(?=\d{3}(?!\d))/g
      : code === 'de' || code === 'it'
        ? /(?<=\d)\.(?=\d{3}(?!\d))/g
        : /(?<=\d)[.\u00a0\u202f ](?=\d{3}(?!\d))/g;
  return text.replace(separator, '');
}
