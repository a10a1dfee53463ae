import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'flows', environment: 'node', include: ['src/**/*.test.ts'] },
});
