import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'src/**/*.test.ts',
      'sw/**/*.test.ts',
      'common/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/bench/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-db.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { NODE_ENV: 'test' },
  },
});
