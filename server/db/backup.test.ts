/**
 * Backup → damage → restore round trip on the demo data (server/db/backup.ts): every table's row count and every
 * file's checksum come back; the restored database still works (sequences continue, foreign keys hold).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/setup/server.ts';
import { backup, checksums, restore, rowCounts } from './backup.ts';
import type { Database } from './client.ts';
import { seedDemo } from './seed/demo.ts';

const root = join(tmpdir(), `shopfloor-backup-${process.pid}-${Date.now()}`);
const dataDir = join(root, 'data');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database, { colleagues: 20 });
  mkdirSync(join(dataDir, 'outbox'), { recursive: true });
  writeFileSync(join(dataDir, 'outbox', 'a.eml'), 'Subject: one\n\nbody');
  writeFileSync(join(dataDir, 'outbox', 'a.json'), '{"to":"a@example.com"}');
  mkdirSync(join(dataDir, 'pg'), { recursive: true });
  writeFileSync(join(dataDir, 'pg', 'PG_VERSION'), '18'); // the embedded database directory is not "files"
}, 60_000);

afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips the demo data: row counts per table and file checksums match, and the database works after', async () => {
    const before = await rowCounts(database);
    const files = checksums(dataDir);
    expect(Object.keys(files).sort()).toEqual(['outbox/a.eml', 'outbox/a.json']);
    expect(before.users).toBeGreaterThan(10);
    expect(before.project_members).toBeGreaterThan(10);

    const out = join(dataDir, 'my-backup'); // inside DATA_DIR: not a file of its own, and a restore must not delete it
    const manifest = await backup(database, dataDir, out);
    expect(manifest.tables).toEqual(before);
    expect(manifest.files).toEqual(files);

    // Damage: rows gone, rows added, a file changed, a file added.
    await database.pool.query('DELETE FROM project_members');
    await database.pool.query('DELETE FROM projects');
    await database.pool.query(`INSERT INTO auth_attempts (key) VALUES ('after-backup')`);
    writeFileSync(join(dataDir, 'outbox', 'a.eml'), 'changed');
    writeFileSync(join(dataDir, 'outbox', 'b.eml'), 'new');
    expect(await rowCounts(database)).not.toEqual(before);

    await restore(database, dataDir, out);
    expect(await rowCounts(database)).toEqual(before);
    expect(checksums(dataDir, out)).toEqual(files);
    // Sequences continue after the restored rows; foreign keys hold.
    await database.pool.query(`INSERT INTO auth_attempts (key) VALUES ('after-restore')`);
    const { rows } = await database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_members m LEFT JOIN projects p ON p.id = m.project_id WHERE p.id IS NULL',
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('negative control: a restore into a database at another migration level is refused, and a missing file is reported', async () => {
    const out = join(root, 'backup-2');
    await backup(database, dataDir, out);
    const manifest = join(out, 'manifest.json');
    const m = JSON.parse((await import('node:fs')).readFileSync(manifest, 'utf8'));
    writeFileSync(manifest, JSON.stringify({ ...m, migrations: m.migrations + 1 }));
    await expect(restore(database, dataDir, out)).rejects.toThrow(/migration/);
    writeFileSync(manifest, JSON.stringify({ ...m, files: { ...m.files, 'outbox/gone.eml': 'x' } }));
    await expect(restore(database, dataDir, out)).rejects.toThrow(/outbox\/gone.eml/);
  });
});
