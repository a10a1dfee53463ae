/**
 * Every country of ISO 3166-1 (alpha-2), the one list behind the complete-profile dialog and the
 * profile page. Profiles store the two-letter code; names come from the browser's own
 * translations so the list never goes stale.
 */
const ISO_CODES =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO
BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ
EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK
HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC
LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC
NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB
SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV
TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

export interface Country {
  /** ISO 3166-1 alpha-2, what profiles store. */
  code: string;
  name: string;
}

const byLocale = new Map<string, readonly Country[]>();

/** Every country named in `locale` (the browser's own translations), sorted for that language. */
export function countriesIn(locale: string): readonly Country[] {
  let list = byLocale.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    list = ISO_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
    byLocale.set(locale, list);
  }
  return list;
}

/** Every country by English name, e.g. `{ code: 'ES', name: 'Spain' }`. */
export const countries: readonly Country[] = countriesIn('en');

/** The option text of the long dropdowns: "Spain (ES)". */
export function countryLabel(country: Country): string {
  return `${country.name} (${country.code})`;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim()
    .toLowerCase();

/** Spellings older profiles hold that no locale's official name matches. */
const LEGACY_ALIASES: Record<string, string> = {
  usa: 'US',
  'u s a': 'US',
  'united states of america': 'US',
  eeuu: 'US',
  'ee uu': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  inglaterra: 'GB',
  holland: 'NL',
  holanda: 'NL',
  turkey: 'TR',
  turquia: 'TR',
  russia: 'RU',
  'south korea': 'KR',
  'north korea': 'KP',
  'czech republic': 'CZ',
  'ivory coast': 'CI',
  swaziland: 'SZ',
  burma: 'MM',
  'cape verde': 'CV',
  macedonia: 'MK',
  vatican: 'VA',
};

/** The interface languages: their names for countries are the legacy spellings we meet. */
const NAME_LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;

let byName: Map<string, string> | undefined;

function namesIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(LEGACY_ALIASES));
  for (const locale of NAME_LOCALES) {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    for (const code of ISO_CODES) {
      const name = names.of(code);
      if (name && !byName.has(fold(name))) byName.set(fold(name), code);
    }
  }
  return byName;
}

const codes = new Set(ISO_CODES);

/**
 * The two-letter code of a stored country: codes pass through (any case), names in English or
 * another interface language ("España", "Deutschland") and old aliases ("USA") are mapped.
 * Anything unknown is returned unchanged so nothing the user typed is lost.
 */
export function normaliseCountry(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  if (codes.has(text.toUpperCase()) && text.length === 2) return text.toUpperCase();
  return namesIndex().get(fold(text)) ?? text;
}

/**
 * "Spain (ES)" ("España (ES)" in Spanish) for a stored value, or the value itself when it is
 * no known country.
 */
export function describeCountry(value: string | null | undefined, locale = 'en'): string {
  const code = normaliseCountry(value);
  const country = countriesIn(locale).find((candidate) => candidate.code === code);
  return country ? countryLabel(country) : code;
}
