/**
 * Crash recovery of the embedded PostgreSQL, end to end: the real server as a child process, `kill -9` while
 * acknowledged writes are in flight, five rounds; every restart must recover on its own (our orphaned postmaster
 * is found and stopped) and no acknowledged write may be missing. A second server on the same DATA_DIR while the
 * first runs gets a clear error naming the PID.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../lib/free-port.ts';

const ROUNDS = 5;
// Not mkdtemp: its 0700 mode keeps out the postgres user the embedded server runs as under root.
const dataDir = join(tmpdir(), `shopfloor-crash-${process.pid}-${Date.now()}`);
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  // Even when the test fails midway, leave no orphaned postmaster behind.
  const lock = join(dataDir, 'pg', 'postmaster.pid');
  const pid = existsSync(lock) ? Number.parseInt(readFileSync(lock, 'utf8'), 10) : 0;
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && existsSync(lock); i++) await new Promise((r) => setTimeout(r, 100));
    } catch {}
  }
  rmSync(dataDir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(port: number): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      JOBS_ENABLED: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function waitHealthy(server: Server, url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited ${server.child.exitCode}:\n${server.output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy within ${ms} ms:\n${server.output()}`);
}

async function bearer(url: string) {
  const email = `crash-${Date.now()}@example.com`;
  const password = 'a long enough crash test password';
  const json = { 'content-type': 'application/json' };
  expect(
    (await fetch(`${url}/omnis/v3/dashboard/user/create`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) }))
      .status,
  ).toBe(201);
  const login = await fetch(`${url}/omnis/v3/dashboard/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const csrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!;
  const code = await fetch(`${url}/omnis/v3/dashboard/user/token`, {
    method: 'POST',
    headers: { cookie: cookies.join('; '), 'x-csrf-token': csrf },
  });
  const exchanged = await fetch(`${url}/v1/auth/token`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ type: 'authorization_code', code: ((await code.json()) as { token: string }).token }),
  });
  return ((await exchanged.json()) as { token: string }).token;
}

/** Writers that keep creating projects until stopped; returns the names the server acknowledged (201). */
function writeUntilKilled(url: string, token: string, round: number) {
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const name = `r${round}-w${w}-${i}`;
      try {
        const res = await fetch(`${url}/v1/projects`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name }),
        });
        if (res.status === 201) acknowledged.push(name);
      } catch {
        return; // the server is gone
      }
    }
  };
  const done = Promise.all([0, 1, 2, 3].map(writer));
  return {
    acknowledged,
    finish: async () => {
      stop = true;
      await done;
    },
  };
}

async function allProjectNames(url: string, token: string): Promise<Set<string>> {
  const names = new Set<string>();
  let pageToken: string | null = null;
  do {
    const q: string = pageToken ? `?pageSize=100&pageToken=${encodeURIComponent(pageToken)}` : '?pageSize=100';
    const res = await fetch(`${url}/v1/projects${q}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { projects: { name: string }[]; nextPageToken?: string | null };
    for (const p of body.projects) names.add(p.name);
    pageToken = body.nextPageToken ?? null;
  } while (pageToken);
  return names;
}

describe('embedded PostgreSQL crash recovery', () => {
  it(`${ROUNDS} rounds of kill -9 during acknowledged writes: restarts with no manual step, 0 acknowledged writes missing`, {
    timeout: 170_000,
  }, async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let server = startServer(port);
    await waitHealthy(server, url);
    const token = await bearer(url);
    const acknowledged: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const writes = writeUntilKilled(url, token, round);
      // Let some writes be acknowledged, then kill the Node process mid-flight (what an OOM kill does).
      while (writes.acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20));
      server.child.kill('SIGKILL');
      await server.exited;
      await writes.finish();
      acknowledged.push(...writes.acknowledged);
      server = startServer(port);
      await waitHealthy(server, url);
      expect(server.output()).toContain('found our orphaned embedded PostgreSQL');
      expect(server.output()).toContain('stopped the orphaned PostgreSQL; starting again');
    }
    const stored = await allProjectNames(url, token);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 5);
    expect(acknowledged.filter((n) => !stored.has(n))).toEqual([]);

    // While it runs, a second server on the same DATA_DIR is refused with the PID and the fix.
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process \d+ \(the PostgreSQL of Shopfloor process \d+, which is still running\)/);
    expect(second.output()).toContain('different DATA_DIR');
    expect(second.output()).not.toContain('triggerUncaughtException');
  });
});
