/** What the reflexive-verb points say: a daily routine with its complement in each language. */
import type { Phrase, VerbId } from '../topics/lexicon';

export const reflexiveVerbs: readonly VerbId[] = ['getUp', 'getDressed', 'haveFun', 'getReady'];

const p = (en: string, fr: string, de: string, it: string, es: string, pt: string): Phrase => ({
  en,
  fr,
  de,
  it,
  es,
  pt,
});

/** The English complement carries the particle or adjective of its verb ("get" + "up early"). */
export const reflexivePredicates: readonly { verb: VerbId; complement: Phrase }[] = [
  { verb: 'getUp', complement: p('up early', 'tôt', 'früh', 'presto', 'temprano', 'cedo') },
  {
    verb: 'getDressed',
    complement: p('dressed quickly', 'vite', 'schnell', 'in fretta', 'deprisa', 'depressa'),
  },
  {
    verb: 'haveFun',
    complement: p(
      'fun at the party',
      'à la fête',
      'auf der Party',
      'alla festa',
      'en la fiesta',
      'na festa',
    ),
  },
  {
    verb: 'getReady',
    complement: p(
      'ready for the exam',
      "pour l'examen",
      'auf die Prüfung',
      "per l'esame",
      'para el examen',
      'para o exame',
    ),
  },
];
