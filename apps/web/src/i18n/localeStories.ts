import type { Locale } from '@lingua/i18n';
import { within } from 'storybook/test';
import { expectOnlyCatalogueText, pseudoLocale } from './pseudoStory';

type Canvas = ReturnType<typeof within>;

interface LocaleStoriesOptions {
  /** The screen is ready to be read (its data and any error shown): the pseudo-locale check runs then. */
  ready: (canvas: Canvas) => unknown;
  /** The one other language whose story carries a screenshot baseline. */
  locale: Exclude<Locale, 'en'>;
  /** What shows the screen is in `locale` (a heading, a link in its words). */
  shows: (canvas: Canvas) => Promise<unknown> | unknown;
}

/**
 * A screen's two language stories: the pseudo-locale check (every word from the catalogue) and
 * the screen in one other language. Spread each into a story whose `name` stays written in the
 * stories file, where Storybook reads it (the screenshot baselines are named after it):
 *
 *   const languages = localeStories({ ready, locale: 'de', shows });
 *   export const PseudoLocale: Story = { name: '...', ...languages.pseudo };
 */
export function localeStories({ ready, locale, shows }: LocaleStoriesOptions) {
  return {
    pseudo: {
      globals: pseudoLocale,
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        await expectOnlyCatalogueText(() => ready(canvas));
      },
    },
    translated: {
      globals: { locale },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await shows(within(canvasElement));
      },
    },
  };
}
