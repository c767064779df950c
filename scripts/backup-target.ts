/**
 * The database `npm run backup` / `npm run restore` work on: DATABASE_URL, else the embedded PostgreSQL under
 * DATA_DIR — the running one (port from its postmaster.pid) or, when Shopfloor is stopped, started just for this.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { config } from '../server/config.ts';
import { connect, type Database } from '../server/db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../server/db/embedded.ts';

function runningEmbedded(dataDir: string): { port: number; pid: number } | null {
  const lock = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(lock)) return null;
  const lines = readFileSync(lock, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return { pid, port: Number.parseInt(lines[3] ?? '', 10) };
}

export async function openTarget(opts: {
  mustBeStopped: boolean;
}): Promise<{ database: Database; close: () => Promise<void>; label: string }> {
  if (config.DATABASE_URL) {
    const database = connect(config.DATABASE_URL, 2);
    return { database, close: () => database.close(), label: 'DATABASE_URL' };
  }
  const running = runningEmbedded(config.DATA_DIR);
  if (running && opts.mustBeStopped)
    throw new Error(`Shopfloor is running on ${config.DATA_DIR} (PostgreSQL process ${running.pid}): stop it first, then restore.`);
  if (running) {
    const { password } = JSON.parse(readFileSync(join(config.DATA_DIR, 'pg.json'), 'utf8')) as { password: string };
    const database = connect(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/shopfloor`, 2);
    return { database, close: () => database.close(), label: `the running embedded PostgreSQL (${config.DATA_DIR})` };
  }
  const pg = await startEmbeddedPostgres({ dataDir: config.DATA_DIR });
  await ensureDatabase(pg.url('postgres'), 'shopfloor');
  const database = connect(pg.url('shopfloor'), 2);
  return {
    database,
    label: `the embedded PostgreSQL (${config.DATA_DIR})`,
    close: async () => {
      await database.close();
      await pg.stop();
    },
  };
}
