import '@lingua/ui/fonts';
import { type ThemeName, themeClass, themeNames } from '@lingua/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

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
  tags: ['autodocs'],
  decorators: [withTheme],
  loaders: [mswLoader()],
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
  initialGlobals: { theme: 'light', direction: 'ltr' },
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
