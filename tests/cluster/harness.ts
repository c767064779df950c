/**
 * A cluster for tests: N real API processes (started at once, so they race on migrations and generated keys as
 * a real deploy does) on one external PostgreSQL database, behind nginx round-robin (./nginx.conf.template).
 * The admin URL comes from TEST_DATABASE_URL, else from scripts/ensure-postgres.sh.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/lib/free-port.ts';
import { type ServerProcess, startServer, waitHealthy } from './node.ts';

export function externalAdminUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  return execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
}

export function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty database on the admin URL's server; `drop` removes it (forcing connections closed). */
export async function freshDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    name,
    url: withDatabase(adminUrl, name),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      await a.end();
    },
  };
}

export interface Balancer {
  url: string;
  dir: string;
  stop: () => Promise<void>;
}

export async function startNginx(upstreamPorts: number[]): Promise<Balancer> {
  const port = await freePort();
  const dir = join(tmpdir(), `shopfloor-nginx-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const conf = readFileSync(new URL('./nginx.conf.template', import.meta.url), 'utf8')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{PORT}}', String(port))
    .replace('{{UPSTREAMS}}', upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n'));
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited ${child.exitCode}: ${err}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {}
    if (i > 100) throw new Error(`nginx did not listen: ${err}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    dir,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Cluster {
  balancer: Balancer;
  nodes: ServerProcess[];
  databaseUrl: string;
  /** ms from spawning the processes to all of them answering /healthz */
  startMs: number;
  stop: () => Promise<void>;
}

export async function startCluster(size = 3, env: Record<string, string> = {}): Promise<Cluster> {
  const adminUrl = externalAdminUrl();
  const database = await freshDatabase(adminUrl, 'shopfloor_cluster');
  const ports = await Promise.all(Array.from({ length: size }, () => freePort()));
  const t0 = performance.now();
  const nodes = ports.map((port) =>
    startServer(port, { DATABASE_URL: database.url, TRUST_PROXY: '1', JOBS_ENABLED: 'true', DB_POOL_MAX: '10', ...env }),
  );
  const stopAll = async () => {
    await Promise.all(nodes.map((n) => n.stop()));
    await database.drop();
  };
  try {
    await Promise.all(nodes.map((n) => waitHealthy(n)));
  } catch (err) {
    await stopAll();
    throw err;
  }
  const startMs = Math.round(performance.now() - t0);
  const balancer = await startNginx(ports);
  return {
    balancer,
    nodes,
    databaseUrl: database.url,
    startMs,
    async stop() {
      await balancer.stop();
      await stopAll();
    },
  };
}
