import type { Locale } from './locales';
import type { Catalogue } from './messages';

// One file per language, so a reader downloads only theirs (the bundler splits each import).
const importers: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('../catalogues/app/en.json'),
  es: () => import('../catalogues/app/es.json'),
  fr: () => import('../catalogues/app/fr.json'),
  de: () => import('../catalogues/app/de.json'),
  it: () => import('../catalogues/app/it.json'),
  pt: () => import('../catalogues/app/pt.json'),
};

const loaded = new Map<Locale, Promise<Catalogue>>();

/** The language's catalogue, downloaded once (start it early: boot preloads the reader's). */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let catalogue = loaded.get(locale);
  if (!catalogue) {
    catalogue = importers[locale]().then((module) => module.default);
    loaded.set(locale, catalogue);
  }
  return catalogue;
}
