import type { LanguageCode } from '../languages';
import { type Bank, bankSchema, relatedTopicsSchema, topicKeywordsSchema } from './bank';
import deNames from './de/names.json';
import dePassages from './de/passages.json';
import deSentences from './de/sentences.json';
import enNames from './en/names.json';
import enPassages from './en/passages.json';
import enSentences from './en/sentences.json';
import esNames from './es/names.json';
import esPassages from './es/passages.json';
import esSentences from './es/sentences.json';
import frNames from './fr/names.json';
import frPassages from './fr/passages.json';
import frSentences from './fr/sentences.json';
import itNames from './it/names.json';
import itPassages from './it/passages.json';
import itSentences from './it/sentences.json';
import ptNames from './pt/names.json';
import ptPassages from './pt/passages.json';
import ptSentences from './pt/sentences.json';
import relatedTopics from './relatedTopics.json';
import topicKeywords from './topicKeywords.json';

const raw: Record<LanguageCode, unknown> = {
  en: { passages: enPassages, sentences: enSentences, names: enNames },
  es: { passages: esPassages, sentences: esSentences, names: esNames },
  fr: { passages: frPassages, sentences: frSentences, names: frNames },
  de: { passages: dePassages, sentences: deSentences, names: deNames },
  it: { passages: itPassages, sentences: itSentences, names: itNames },
  pt: { passages: ptPassages, sentences: ptSentences, names: ptNames },
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

export const keywordsByTopic = topicKeywordsSchema.parse(topicKeywords);

export const relatedByTopic = relatedTopicsSchema.parse(relatedTopics);
