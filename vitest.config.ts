import { defineConfig } from 'vitest/config';

// Every test project of the workspace; `pnpm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/api', 'packages/flows', 'packages/content', 'apps/server'],
  },
});
