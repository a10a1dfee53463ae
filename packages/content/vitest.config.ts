import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'content',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Loading a hunspell dictionary or the verb data takes seconds on a busy two-core machine.
    testTimeout: 30_000,
  },
});
