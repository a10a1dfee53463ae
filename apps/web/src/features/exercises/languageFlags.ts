import type { Language } from '@lingua/api';
import { DE, ES, FR, GB, IT, PT } from 'country-flag-icons/string/3x2';

/**
 * SVG flags of the six languages exercises are generated in, as image sources. Emoji flags
 * (regional-indicator pairs) show as two letters or empty boxes on Windows and on Linux without
 * an emoji font. Named imports keep the bundle to these six (the package is side-effect free).
 * A flag stands for a country, not a language: it only ever sits beside the language's name.
 */
const FLAGS: Record<Language, string> = {
  English: GB,
  Spanish: ES,
  French: FR,
  German: DE,
  Italian: IT,
  Portuguese: PT,
};

/** A `data:` URL of the flag drawn beside `language`, or undefined when it has none. */
export function languageFlagSource(language: string): string | undefined {
  const svg = Object.hasOwn(FLAGS, language) ? FLAGS[language as Language] : undefined;
  return svg && `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
