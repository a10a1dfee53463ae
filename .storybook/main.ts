import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One Storybook for the component library and the app's screens.
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Holds mockServiceWorker.js for stories backed by MSW.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Found late by Vite's scanner; pre-bundling them up front avoids a reload mid-test.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@lingua/ui > @vanilla-extract/recipes/createRuntimeFn',
        '@lingua/ui > @internationalized/date',
      ],
    };
    return viteConfig;
  },
};

export default config;
