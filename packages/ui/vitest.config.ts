import { defineProject } from 'vitest/config';

// Pure helpers of the component library run in node; components are tested through their
// stories in the root `storybook` project.
export default defineProject({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
