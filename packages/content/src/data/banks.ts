import type { LanguageCode } from '../languages';
import { type Bank, bankSchema } from './bank';
import deNames from './de/names.json';
import dePassages from './de/passages.json';
import enNames from './en/names.json';
import enPassages from './en/passages.json';
import esNames from './es/names.json';
import esPassages from './es/passages.json';
import frNames from './fr/names.json';
import frPassages from './fr/passages.json';
import itNames from './it/names.json';
import itPassages from './it/passages.json';
import ptNames from './pt/names.json';
import ptPassages from './pt/passages.json';

const raw: Record<LanguageCode, unknown> = {
  en: { passages: enPassages, names: enNames },
  es: { passages: esPassages, names: esNames },
  fr: { passages: frPassages, names: frNames },
  de: { passages: dePassages, names: deNames },
  it: { passages: itPassages, names: itNames },
  pt: { passages: ptPassages, names: ptNames },
};

const parsed = new Map<LanguageCode, Bank>();

/** The curated bank of one language, validated once on first use. */
export function bankFor(code: LanguageCode): Bank {
  let bank = parsed.get(code);
  if (!bank) {
    bank = bankSchema.parse(raw[code]);
    parsed.set(code, bank);
  }
  return bank;
}
