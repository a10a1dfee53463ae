import '@lingua/ui/fonts';
import { resetSharedMocks } from '@lingua/api/mocks';
import { isLocale, type LoadedCatalogue, localeNames, locales } from '@lingua/i18n';
import { englishCatalogue } from '@lingua/i18n/english';
import { loadCatalogue } from '@lingua/i18n/load';
import { pseudoLocalize } from '@lingua/i18n/pseudo';
import { type ThemeName, themeClass, themeNames } from '@lingua/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { LocaleProvider } from '../apps/web/src/i18n/LocaleProvider';

/** The toolbar's `pseudo` shows every catalogue message accented and bracketed. */
const PSEUDO = 'pseudo';

/**
 * The story's whole catalogue, every part, loaded before it renders (a story can pin one:
 * `globals.locale`).
 */
async function loadStoryCatalogue(locale: string): Promise<LoadedCatalogue> {
  if (locale === PSEUDO) return pseudoLocalize(englishCatalogue);
  return loadCatalogue(isLocale(locale) ? locale : 'en');
}

/** Every story in the toolbar's language: the app's messages, react-aria's and ui's words. */
const withLocale: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'en');
  return (
    <LocaleProvider
      locale={isLocale(locale) ? locale : 'en'}
      catalogue={context.loaded.catalogue as LoadedCatalogue}
      remember={false}
    >
      <Story />
    </LocaleProvider>
  );
};

/**
 * Puts the chosen theme and writing direction on `<html>`, so overlays rendered in portals get
 * them too.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  const direction = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  document.documentElement.className = themeClass(theme);
  document.documentElement.dir = direction;
  // `parameters.page` marks stories of whole screens: no padding, full height.
  const page = context.parameters.page === true;
  return (
    <div data-story-root style={page ? { minBlockSize: '100vh' } : { padding: '1rem' }}>
      <Story />
    </div>
  );
};

const preview: Preview = {
  // `screenshot`: the story is compared with its baseline after its play function
  // (vitest.setup.ts); an interaction story opts out with `tags: ['!screenshot']`.
  tags: ['autodocs', 'screenshot'],
  decorators: [withTheme, withLocale],
  loaders: [
    // Every story starts from the recording, whatever the stories before it created or deleted.
    () => {
      resetSharedMocks();
    },
    mswLoader(),
    async ({ globals }) => ({
      catalogue: await loadStoryCatalogue(String(globals.locale ?? 'en')),
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: themeNames.map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          ...locales.map((locale) => ({ value: locale, title: localeNames[locale] })),
          { value: PSEUDO, title: 'Pseudo-locale' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'en' },
  parameters: {
    // The theme decorator provides padding and the theme background.
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
      // react-aria's visually hidden live announcer keeps role="img" entries pointing at a
      // toast or option for a moment after it is gone; those stale entries are not the page's.
      context: { exclude: ['[data-live-announcer]'] },
    },
  },
};

export default preview;
