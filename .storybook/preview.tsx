import '@lingua/ui/fonts';
import { type ThemeName, themeClass, themeNames } from '@lingua/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** Puts the chosen theme on `<html>`, so overlays rendered in portals get it too. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeName;
  document.documentElement.className = themeClass(theme);
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
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // The theme decorator provides padding and the theme background.
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: {
      // Any axe violation fails the story's test.
      test: 'error',
    },
  },
};

export default preview;
