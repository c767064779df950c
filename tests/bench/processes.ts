/**
 * The processes a bench run starts, each in its own process group: the real server (embedded PostgreSQL on
 * a known port), a second real server serving the bare app's build from the same database (`DIST_DIR`), and
 * the bare API. Also the demo sign-in that yields a bearer token.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../server/lib/free-port.ts';

export interface Proc {
  url: string;
  child: ChildProcess;
  ms: number;
  /** CPU seconds used so far by the process group (Linux /proc, 100 ticks/s). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]); // pgrp; utime + stime
    } catch {}
  }
  return ticks / 100;
}

/** RSS (KiB) of the server's node process in the group (not PostgreSQL). */
export function serverRssKiB(pgid: number): number {
  let best = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== pgid) continue;
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmd.includes('server/index.ts') || cmd.includes('postgres')) continue;
      best = Math.max(best, Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1] ?? 0));
    } catch {}
  }
  return best;
}

export async function startProcess(args: string[], env: Record<string, string>, port: number, readyPath = '/healthz'): Promise<Proc> {
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn('npx', args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore', detached: true });
  // A start that times out must not leave its process group running (it holds a port and its database).
  const limitMs = Number(process.env.BENCH_START_TIMEOUT_MS ?? 180_000);
  for (;;) {
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (performance.now() - t0 > limitMs) {
      try {
        process.kill(-(child.pid as number), 'SIGKILL');
      } catch {}
      throw new Error(`${args.join(' ')} did not start within ${limitMs / 1000} s (BENCH_START_TIMEOUT_MS)`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        resolve();
      }
      setTimeout(resolve, 10_000).unref();
    });
  return { url, child, ms, stop, cpuSeconds: () => groupCpuSeconds(child.pid as number) };
}

// Production's default log level (request lines written, to /dev/null), unless BENCH_LOG_LEVEL says otherwise.
const serverEnv = { HOST: '127.0.0.1', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', NODE_ENV: 'production' };

/** The real server on its own data directory; PostgreSQL listens on `pgPort` so the floors can share it. */
export async function startRealServer(dataDir: string, port: number, pgPort: number) {
  const proc = await startProcess(
    ['tsx', 'server/index.ts'],
    { ...serverEnv, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PUBLIC_URL: `http://127.0.0.1:${port}` },
    port,
  );
  const { password } = JSON.parse(readFileSync(join(dataDir, 'pg.json'), 'utf8')) as { password: string };
  return { ...proc, databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/shopfloor` };
}

/** The same server code serving the bare app's build (same headers, compression and precompressed files). */
export async function startFloorAppServer(databaseUrl: string, distDir: string) {
  const port = await freePort();
  return startProcess(
    ['tsx', 'server/index.ts'],
    {
      ...serverEnv,
      DATABASE_URL: databaseUrl,
      DIST_DIR: distDir,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    port,
  );
}

/** One more real server (the real app's build) on an existing database: no seed, no jobs — for a bench that stops it. */
export async function startAppServerOn(databaseUrl: string) {
  const port = await freePort();
  return startProcess(
    ['tsx', 'server/index.ts'],
    { ...serverEnv, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', JOBS_ENABLED: 'false', PUBLIC_URL: `http://127.0.0.1:${port}` },
    port,
  );
}

export async function startFloorApi(databaseUrl: string) {
  return startProcess(['tsx', 'tests/bench/floor-api/server.ts'], { DATABASE_URL: databaseUrl }, await freePort());
}

export const DEMO = { email: 'demo@shopfloor.local', password: 'demo-password-2026' };

/** Demo sign-in → session cookie → one-time code → bearer access token (5 minutes: take a fresh one per round). */
export async function signInBearer(base: string): Promise<{ token: string; userId: string }> {
  const login = await fetch(`${base}/omnis/v3/dashboard/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!login.ok) throw new Error(`sign in failed: ${login.status}`);
  const cookies = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '');
  const code = (await (
    await fetch(`${base}/omnis/v3/dashboard/user/token`, { method: 'POST', headers: { cookie: cookies, 'x-csrf-token': csrf } })
  ).json()) as { token: string };
  const tok = (await (
    await fetch(`${base}/v1/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'authorization_code', code: code.token }),
    })
  ).json()) as { token: string };
  const payload = JSON.parse(Buffer.from(tok.token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string };
  return { token: tok.token, userId: payload.sub };
}
