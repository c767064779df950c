import { defineConfig } from 'vitest/config';

/** `npm run test:cluster` and `npm run test:faults`: real processes, one file at a time, no shared test database. */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts', 'tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    env: { NODE_ENV: 'test' },
  },
});
