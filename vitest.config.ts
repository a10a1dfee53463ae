import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const storybookDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Every test project of the workspace; `pnpm test` runs them all.
export default defineConfig({
  test: {
    projects: [
      'packages/api',
      'packages/flows',
      'packages/i18n',
      'packages/content',
      'packages/ui',
      'apps/server',
      'apps/web',
      'tests/security',
      'tests/e2e',
      {
        // Every story in Chromium: play functions, axe as errors, screenshot baselines.
        extends: true,
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: 'storybook',
          setupFiles: '.storybook/vitest.setup.ts',
          // One page for every story file instead of a fresh one per file (a tenth less time on
          // two cores): every story starts from the recording (preview.tsx resets the shared
          // mocks) with its own storage and query cache (ScreenStory).
          isolate: false,
          // A story runs once more from a fresh render when its screenshot differed or an element
          // it had just found was not visible: in full fresh-clone runs (never alone) a Dialog story
          // was photographed without its overlay, and a few stories a run found an element that a
          // re-render had replaced by the next assertion, a different one each run (cause not
          // found; vitest.setup.ts logs the page's state). Any other failure of a play function or
          // axe, or the same failure twice, fails the story.
          retry: { count: 1, condition: /toMatchScreenshot|element is not visible/ },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                // A microphone for stories that record for real: Chromium's fake device (a
                // beep), its permission prompt answered yes.
                args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // 0.1 (the default) lets a visibly different colour pass. A few pixels of a glyph's
                // edge (11 in "Idioma" in one run of two) are no change a person sees; a word, a
                // border or a colour is hundreds.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 16 },
              },
            },
          },
        },
      },
    ],
  },
});
