import { defineProject } from 'vitest/config';

// Node-side tests of the app's logic; screens are exercised by the storybook project.
export default defineProject({
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
