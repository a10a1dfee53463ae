import { defineProject } from 'vitest/config';

// The journeys' own helpers (Playwright runs the journeys: ../../playwright.config.ts).
export default defineProject({
  test: {
    name: 'e2e-support',
    environment: 'node',
    include: ['support/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
