import { defineProject } from 'vitest/config';

// Integration tests hash passwords with argon2id and talk HTTP to a real database on a
// shared 2-core machine; generous timeouts keep a busy machine from failing correct code.
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Test files share one module graph instead of importing the server anew each (half the
    // project's time on two cores). Every file builds its own app, database and mail sink, so
    // nothing a file changes reaches the next.
    isolate: false,
  },
});
