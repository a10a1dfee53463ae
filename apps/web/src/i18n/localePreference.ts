import { isLocale, type Locale, matchLocale } from '@lingua/i18n';

/** Where a visitor's choice from the language switcher is kept in this browser. */
export const LOCALE_KEY = 'locale';

/** The settings the Settings page keeps in this browser (its `language` is the user's). */
const SETTINGS_KEY = 'settings';

function savedSettingsLanguage(storage: Pick<Storage, 'getItem'>): Locale | undefined {
  try {
    const language: unknown = JSON.parse(storage.getItem(SETTINGS_KEY) ?? 'null')?.language;
    return isLocale(language) ? language : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to open the app in: the user's saved setting, else the visitor's own choice on
 * an anonymous page, else the browser's first language Lingua speaks, else English.
 */
export function initialLocale(
  storage: Pick<Storage, 'getItem'>,
  browserLanguages: readonly string[],
): Locale {
  const chosen = storage.getItem(LOCALE_KEY);
  return (
    savedSettingsLanguage(storage) ?? (isLocale(chosen) ? chosen : matchLocale(browserLanguages))
  );
}

/** This browser's starting language (boot preloads its catalogue beside the app's code). */
export function browserInitialLocale(): Locale {
  return initialLocale(window.localStorage, navigator.languages ?? [navigator.language]);
}
