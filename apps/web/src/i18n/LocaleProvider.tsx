import { type Catalogue, isMessage, type Locale, loadCatalogue, type Text } from '@lingua/i18n';
import { I18nProvider, UiStringsProvider } from '@lingua/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { createIntl, IntlProvider } from 'react-intl';
import { LOCALE_KEY } from './localePreference';
import { useUiCatalogueStrings } from './uiStrings';

interface LocaleState {
  locale: Locale;
  /**
   * Downloads the language's catalogue, then switches every text, date and number at once.
   * Resolves with a translator in the new language (for a toast raised right after the switch).
   */
  setLocale: (locale: Locale) => Promise<(text: Text) => string>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a LocaleProvider');
  return state;
}

/**
 * The page's language for browsers, screen readers and foreign-content `lang` inheritance, and
 * the tab's title in it (index.html holds the English one for the first paint).
 */
function useDocumentLanguage(locale: Locale, catalogue: Catalogue) {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = catalogue['shell.documentTitle'];
  }, [locale, catalogue]);
}

interface LocaleProviderProps {
  locale: Locale;
  /** The locale's catalogue, already loaded (the app never paints untranslated keys). */
  catalogue: Catalogue;
  children: ReactNode;
  /** Whether a switch is remembered in this browser for anonymous pages. @default true */
  remember?: boolean;
}

/**
 * The interface language: react-intl's messages and formats, react-aria's own strings and date
 * formats (I18nProvider), ui's built-in words, and `<html lang>`.
 */
export function LocaleProvider({
  locale: initial,
  catalogue: initialCatalogue,
  children,
  remember = true,
}: LocaleProviderProps) {
  const [current, setCurrent] = useState({ locale: initial, catalogue: initialCatalogue });
  useEffect(
    () => setCurrent({ locale: initial, catalogue: initialCatalogue }),
    [initial, initialCatalogue],
  );
  useDocumentLanguage(current.locale, current.catalogue);

  const setLocale = useCallback(
    async (locale: Locale) => {
      const catalogue = await loadCatalogue(locale);
      if (remember) window.localStorage.setItem(LOCALE_KEY, locale);
      setCurrent({ locale, catalogue });
      const intl = createIntl({ locale, messages: catalogue });
      return (text: Text) =>
        isMessage(text) ? intl.formatMessage({ id: text.id }, text.values) : text;
    },
    [remember],
  );
  const state = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale]);

  return (
    <LocaleContext.Provider value={state}>
      <IntlProvider locale={current.locale} defaultLocale="en" messages={current.catalogue}>
        <I18nProvider locale={current.locale}>
          <UiStrings>{children}</UiStrings>
        </I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

function UiStrings({ children }: { children: ReactNode }) {
  return <UiStringsProvider strings={useUiCatalogueStrings()}>{children}</UiStringsProvider>;
}
