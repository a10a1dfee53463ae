import {
  type CataloguePart,
  catalogueParts,
  isMessage,
  type LoadedCatalogue,
  type Locale,
  type Text,
} from '@lingua/i18n';
import { loadCatalogue } from '@lingua/i18n/load';
import { I18nProvider, UiStringsProvider } from '@lingua/ui';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createIntl, IntlProvider, useIntl } from 'react-intl';
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

interface PartsState {
  /** Whether the messages hold these parts of the catalogue (in the current language). */
  has: (parts: readonly CataloguePart[]) => boolean;
  /** Downloads them and adds them to the messages; one promise per language and parts. */
  load: (parts: readonly CataloguePart[]) => Promise<void>;
}

const PartsContext = createContext<PartsState | null>(null);

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale needs a LocaleProvider');
  return state;
}

/**
 * The page's language for browsers, screen readers and foreign-content `lang` inheritance, and
 * the tab's title in it (index.html holds the English one for the first paint).
 */
function DocumentLanguage() {
  const intl = useIntl();
  // Formatted, not read from the catalogue: the production build holds messages parsed.
  const title = intl.formatMessage({ id: 'shell.documentTitle' });
  useEffect(() => {
    document.documentElement.lang = intl.locale;
    document.title = title;
  }, [intl.locale, title]);
  return null;
}

interface LocaleProviderProps {
  locale: Locale;
  /** The locale's catalogue, already loaded (the app never paints untranslated keys). */
  catalogue: LoadedCatalogue;
  /**
   * The parts of the catalogue `catalogue` holds beside core (the first route's); screens that
   * need others wait for them in `CatalogueParts`. @default every part (a whole catalogue)
   */
  parts?: readonly CataloguePart[];
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
  parts: initialParts = catalogueParts,
  children,
  remember = true,
}: LocaleProviderProps) {
  const [current, setCurrent] = useState(() => held(initial, initialCatalogue, initialParts));
  useEffect(
    () => setCurrent(held(initial, initialCatalogue, initialParts)),
    [initial, initialCatalogue, initialParts],
  );
  // The callbacks below read the latest messages without changing identity at each part added.
  const latest = useRef(current);
  latest.current = current;

  const setLocale = useCallback(
    async (locale: Locale) => {
      // The new language's messages of every part the app has shown so far.
      const parts = [...latest.current.parts];
      const catalogue = await loadCatalogue(locale, parts);
      if (remember) window.localStorage.setItem(LOCALE_KEY, locale);
      setCurrent(held(locale, catalogue, parts));
      const intl = createIntl({ locale, messages: catalogue });
      return (text: Text) =>
        isMessage(text) ? intl.formatMessage({ id: text.id }, text.values) : text;
    },
    [remember],
  );
  const state = useMemo(() => ({ locale: current.locale, setLocale }), [current.locale, setLocale]);

  const loading = useRef(new Map<string, Promise<void>>());
  const load = useCallback((parts: readonly CataloguePart[]) => {
    const { locale } = latest.current;
    const key = `${locale}:${[...parts].sort().join()}`;
    let pending = loading.current.get(key);
    if (!pending) {
      pending = loadCatalogue(locale, parts).then((catalogue) =>
        // Dropped if the language changed meanwhile: the screen then asks again, in the new one.
        setCurrent((now) =>
          now.locale === locale
            ? held(
                locale,
                // Both in this build's one form (text, or parsed in production).
                { ...now.catalogue, ...catalogue } as LoadedCatalogue,
                [...now.parts, ...parts],
              )
            : now,
        ),
      );
      // Forgotten once settled: whoever still lacks the parts then asks (and waits) again.
      const forget = () => loading.current.delete(key);
      pending.then(forget, forget);
      loading.current.set(key, pending);
    }
    return pending;
  }, []);
  const parts = useMemo(
    () => ({
      has: (wanted: readonly CataloguePart[]) => wanted.every((part) => current.parts.has(part)),
      load,
    }),
    [current.parts, load],
  );

  return (
    <LocaleContext.Provider value={state}>
      <PartsContext.Provider value={parts}>
        <IntlProvider locale={current.locale} defaultLocale="en" messages={current.catalogue}>
          <DocumentLanguage />
          <I18nProvider locale={current.locale}>
            <UiStrings>{children}</UiStrings>
          </I18nProvider>
        </IntlProvider>
      </PartsContext.Provider>
    </LocaleContext.Provider>
  );
}

/** A language's messages and the parts of the catalogue they hold (core always). */
function held(locale: Locale, catalogue: LoadedCatalogue, parts: readonly CataloguePart[]) {
  return { locale, catalogue, parts: new Set<CataloguePart>(['core', ...parts]) };
}

interface CataloguePartsProps {
  /** The parts of the catalogue `children` show words from, beside core. */
  parts: readonly CataloguePart[];
  /** Started beside the parts' download when they are missing (the screen's own code). */
  preload?: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Renders `children` once the messages hold `parts` in the current language, suspending until
 * then: a screen never shows a message's id for want of its area's words.
 */
export function CatalogueParts({ parts, preload, children }: CataloguePartsProps) {
  const messages = useContext(PartsContext);
  if (!messages) throw new Error('CatalogueParts needs a LocaleProvider');
  if (!messages.has(parts)) {
    preload?.().catch(() => {});
    use(messages.load(parts));
  }
  return children;
}

function UiStrings({ children }: { children: ReactNode }) {
  return <UiStringsProvider strings={useUiCatalogueStrings()}>{children}</UiStringsProvider>;
}
