/**
 * The grammar points the built-in engine generates, per language, placed at the CEFR levels of the
 * usual syllabi (English Grammar Profile, Profile Deutsch, Plan curricular del Instituto Cervantes,
 * Référentiel FLE, Profilo della lingua italiana, Referencial Camões).
 */
import type { LanguageCode } from '../../languages';
import { articlePoints } from '../article-points';
import { comparisonPoints } from '../comparison-points';
import type { GrammarPoint } from '../point';
import { pronounPoints } from '../pronoun-points';
import { relativePoints } from '../relative-points';
import { german } from './de';
import { english } from './en';
import { spanish } from './es';
import { french } from './fr';
import { italian } from './it';
import { portuguese } from './pt';

/** Each language's own file, then the points built alike for several (comparison-points.ts, pronoun-points.ts, relative-points.ts, article-points.ts). */
export const inventory: Record<LanguageCode, readonly GrammarPoint[]> = {
  en: [
    ...english,
    ...comparisonPoints.en,
    ...pronounPoints.en,
    ...relativePoints.en,
    ...(articlePoints.en ?? []),
  ],
  fr: [
    ...french,
    ...comparisonPoints.fr,
    ...pronounPoints.fr,
    ...relativePoints.fr,
    ...(articlePoints.fr ?? []),
  ],
  de: [
    ...german,
    ...comparisonPoints.de,
    ...pronounPoints.de,
    ...relativePoints.de,
    ...(articlePoints.de ?? []),
  ],
  it: [
    ...italian,
    ...comparisonPoints.it,
    ...pronounPoints.it,
    ...relativePoints.it,
    ...(articlePoints.it ?? []),
  ],
  es: [
    ...spanish,
    ...comparisonPoints.es,
    ...pronounPoints.es,
    ...relativePoints.es,
    ...(articlePoints.es ?? []),
  ],
  pt: [
    ...portuguese,
    ...comparisonPoints.pt,
    ...pronounPoints.pt,
    ...relativePoints.pt,
    ...(articlePoints.pt ?? []),
  ],
};

export function pointById(id: string): GrammarPoint | undefined {
  const code = id.split('.')[0] as LanguageCode;
  return inventory[code]?.find((point) => point.id === id);
}
