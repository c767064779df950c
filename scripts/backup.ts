/**
 * `npm run backup [-- <directory>]`: a consistent snapshot of the database and the files under DATA_DIR
 * (server/db/backup.ts), by default into <DATA_DIR>/backups/<time>. Works while Shopfloor runs.
 */
import { join, resolve } from 'node:path';
import { config } from '../server/config.ts';
import { backup } from '../server/db/backup.ts';
import { openTarget } from './backup-target.ts';

const out = resolve(process.argv[2] ?? join(config.DATA_DIR, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
const t0 = performance.now();
const target = await openTarget({ mustBeStopped: false });
try {
  const m = await backup(target.database, config.DATA_DIR, out);
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backed up ${target.label}: ${Object.keys(m.tables).length} tables, ${rows} rows, ${Object.keys(m.files).length} files → ${out} (${Math.round(performance.now() - t0)} ms)`,
  );
} finally {
  await target.close();
}
