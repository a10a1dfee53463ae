import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'content',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Loading a hunspell dictionary or the verb data takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    // Files share one module graph, so each dictionary and word bank is parsed once per run,
    // not once per file (a third of the time); the engine's modules keep no state between calls.
    isolate: false,
  },
});
