// `playwright/test` is the runner `@playwright/test` re-exports (one copy in the store); the
// root imports it from the `playwright` package it already depends on.
import { defineConfig } from 'playwright/test';

/**
 * End-to-end journeys (tests/e2e) in Debian's Chromium against one real `pnpm start` with a
 * fresh embedded database and a local SMTP sink, both started by the global setup.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  // Two cores: one browser per core while the server shares them.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  // Generous for a 2-core machine that also runs the server; a journey still fails fast on
  // a wrong page, since every assertion names what it waits for.
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    // A failure's trace keeps actions, DOM snapshots and network; its filmstrip (a screenshot
    // every few frames of every journey) took a third of the run's time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
