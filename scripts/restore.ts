/**
 * `npm run restore -- <backup directory>`: replace the database's contents and the files under DATA_DIR with a
 * backup made by `npm run backup` (server/db/backup.ts). Stop Shopfloor first (refused while its embedded
 * PostgreSQL runs; with DATABASE_URL, stop every API process yourself).
 */
import { resolve } from 'node:path';
import { config } from '../server/config.ts';
import { restore, rowCounts } from '../server/db/backup.ts';
import { openTarget } from './backup-target.ts';

const from = process.argv[2];
if (!from) {
  console.error('Usage: npm run restore -- <backup directory>');
  process.exit(2);
}
const t0 = performance.now();
const target = await openTarget({ mustBeStopped: true });
try {
  const m = await restore(target.database, config.DATA_DIR, resolve(from));
  const counts = await rowCounts(target.database);
  const differ = Object.keys(m.tables).filter((t) => counts[t] !== m.tables[t]);
  if (differ.length) throw new Error(`row counts differ from the backup in: ${differ.join(', ')}`);
  console.log(
    `Restored ${resolve(from)} (made ${m.createdAt}) into ${target.label}: row counts and ${Object.keys(m.files).length} file checksums match (${Math.round(performance.now() - t0)} ms)`,
  );
} finally {
  await target.close();
}
