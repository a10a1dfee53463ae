import type { LanguageCode } from '../languages';

/**
 * Ordinal numbers in words or in digits read alike: "first" / "1st", "twenty-second" / "22nd",
 * "deuxième" / "2e" / "2ème", "première" / "1re". Built from the cardinals by each language's
 * rule, for 1 to 99; languages whose ordinals do not come from their cardinals this way (or are
 * written with a full stop or a degree sign that the answer's words lose) are left as they are.
 */
const englishUnits =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const englishTens = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const englishIrregular: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};
const englishOrdinal = (word: string) =>
  englishIrregular[word] ?? (word.endsWith('y') ? `${word.slice(0, -1)}ieth` : `${word}th`);
const englishSuffix = (value: number) => {
  if (value % 100 >= 11 && value % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][value % 10] ?? 'th';
};

const frenchUnits =
  'un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'.split(
    ' ',
  );
const frenchTens = 'vingt trente quarante cinquante soixante'.split(' ');
const frenchOrdinal = (word: string) => {
  if (word === 'cinq') return 'cinquième';
  if (word === 'neuf') return 'neuvième';
  if (word === 'vingts') return 'vingtième';
  return `${word.replace(/e$/, '')}ième`;
};

let tables: Partial<Record<LanguageCode, Map<string, string>>> | undefined;

/** Every ordinal in words, with and without hyphens, to its digits and suffix. */
function buildTables(): Partial<Record<LanguageCode, Map<string, string>>> {
  const en = new Map<string, string>();
  const addEnglish = (value: number, cardinal: string[]) => {
    const last = cardinal.at(-1) as string;
    const words = [...cardinal.slice(0, -1), englishOrdinal(last)];
    const digits = `${value}${englishSuffix(value)}`;
    en.set(words.join('-'), digits);
    en.set(words.join(' '), digits);
  };
  englishUnits.forEach((unit, index) => {
    addEnglish(index + 1, [unit]);
  });
  englishTens.forEach((ten, index) => {
    const value = (index + 2) * 10;
    addEnglish(value, [ten]);
    for (let unit = 1; unit <= 9; unit++)
      addEnglish(value + unit, [ten, englishUnits[unit - 1] as string]);
  });

  const fr = new Map<string, string>([
    ['premier', '1er'],
    ['première', '1re'],
  ]);
  const addFrench = (value: number, cardinal: string[]) => {
    const last = cardinal.at(-1) as string;
    const word = [...cardinal.slice(0, -1), frenchOrdinal(last)].join('-');
    fr.set(word, `${value}e`);
    if (word.includes('-et-')) fr.set(word.replace(/-et-/, ' et '), `${value}e`);
  };
  frenchUnits.forEach((unit, index) => {
    if (index > 0) addFrench(index + 1, [unit]);
  });
  addFrench(17, ['dix', 'sept']);
  addFrench(18, ['dix', 'huit']);
  addFrench(19, ['dix', 'neuf']);
  const regularTens = (ten: string[], value: number, withEt: boolean) => {
    addFrench(value, ten);
    addFrench(value + 1, withEt ? [...ten, 'et', 'un'] : [...ten, 'un']);
    for (let unit = 2; unit <= 9; unit++)
      addFrench(value + unit, [...ten, frenchUnits[unit - 1] as string]);
  };
  frenchTens.forEach((ten, index) => {
    regularTens([ten], (index + 2) * 10, true);
  });
  // 1 to 19 as they follow soixante and quatre-vingt: "seize", "dix-sept".
  const belowTwenty = (value: number) =>
    value <= 16 ? [frenchUnits[value - 1] as string] : ['dix', frenchUnits[value - 11] as string];
  addFrench(71, ['soixante', 'et', 'onze']);
  for (let value = 10; value <= 19; value++)
    if (value !== 11) addFrench(60 + value, ['soixante', ...belowTwenty(value)]);
  addFrench(80, ['quatre', 'vingts']);
  for (let value = 1; value <= 19; value++)
    addFrench(80 + value, ['quatre', 'vingt', ...belowTwenty(value)]);
  return { en, fr };
}

/** The ordinal written as digits and suffix ("2nd", "2e", "1re"), or undefined. */
export function ordinalDigits(code: LanguageCode, token: string): string | undefined {
  tables ??= buildTables();
  const table = tables[code];
  if (!table) return undefined;
  const inWords = table.get(token);
  if (inWords) return inWords;
  if (code === 'en') {
    const match = /^(\d+)(st|nd|rd|th)$/.exec(token);
    return match && match[2] === englishSuffix(Number(match[1])) ? token : undefined;
  }
  const first = /^1(er|re|ère)$/.exec(token);
  if (first) return first[1] === 'er' ? '1er' : '1re';
  const match = /^(\d+)(e|è|ème|eme|ième)$/.exec(token);
  return match && match[1] !== '1' ? `${match[1]}e` : undefined;
}
