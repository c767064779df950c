import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Three projects, one run (`npx vitest run`; a path or name filter still picks files across them):
 * - `server`: the API tests, each file in its own fork (isolated) on a database cloned from the migrated template
 *   (tests/setup/global-db.ts). They stay isolated: module-level state (prepared-statement and access caches, the
 *   registered mailers and providers) leaks between files sharing a worker — a query-count test failed so.
 * - `unit`: the pure files (app, service worker, common, tests/unit, tests/bench) that never touch `vi` (no mocks,
 *   spies, stubbed globals or fake timers). They share their workers' module cache (`isolate: false`): importing
 *   the app's modules once per worker instead of once per file took this part from ~42 s to ~12 s.
 * - `unit-isolated`: the pure files that do use `vi` — a mock or a stubbed global must not outlive its file.
 */
const UNIT_DIRS = ['src', 'sw', 'common', 'tests/unit', 'tests/bench'];
const usesVi = (file: string) => /\bvi\b/.test(readFileSync(file, 'utf8'));
const unitFiles = UNIT_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => join(dir, f)),
);
const withVi = unitFiles.filter(usesVi);
const unitGlobs = UNIT_DIRS.map((dir) => `${dir}/**/*.test.ts`);

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: { name: 'server', include: ['server/**/*.test.ts'], globalSetup: ['tests/setup/global-db.ts'] },
      },
      { extends: true, test: { name: 'unit', include: unitGlobs, exclude: withVi, isolate: false } },
      { extends: true, test: { name: 'unit-isolated', include: withVi } },
    ],
  },
});
