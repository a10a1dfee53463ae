import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Long reliability runs (`pnpm test:soak`), kept out of `pnpm test`: fuzzing at volume,
// killed servers, a restarted PostgreSQL, mail and LLM outages.
export default defineConfig({
  test: {
    name: 'soak',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['**/*.soak.ts'],
    testTimeout: 10 * 60_000,
    hookTimeout: 120_000,
    // One file at a time: the fault tests restart shared services and time their recovery.
    fileParallelism: false,
  },
});
