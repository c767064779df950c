/**
 * Crash recovery of the embedded PostgreSQL, end to end: the real server as a child process, `kill -9` while
 * acknowledged writes are in flight, five rounds; every restart must recover on its own (our orphaned postmaster
 * is found and stopped) and no acknowledged write may be missing. A second server on the same DATA_DIR while the
 * first runs gets a clear error naming the PID.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../tests/cluster/node.ts';
import { crashRounds } from '../../tests/faults/crash-rounds.ts';
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

describe('embedded PostgreSQL crash recovery', () => {
  it(`${ROUNDS} rounds of kill -9 during acknowledged writes: restarts with no manual step, 0 acknowledged writes missing`, {
    timeout: 170_000,
  }, async () => {
    const run = await crashRounds({ env: { DATA_DIR: dataDir }, rounds: ROUNDS, group: false, track: (s) => children.push(s.child) });
    for (const out of run.outputs.slice(1)) {
      expect(out).toContain('found our orphaned embedded PostgreSQL');
      expect(out).toContain('stopped the orphaned PostgreSQL; starting again');
    }
    expect(run.acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 5);
    expect(run.missing).toEqual([]);

    // While it runs, a second server on the same DATA_DIR is refused with the PID and the fix.
    const second = startServer(await freePort(), { DATA_DIR: dataDir, JOBS_ENABLED: 'false', LOG_LEVEL: 'info' });
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by process \d+ \(the PostgreSQL of Shopfloor process \d+, which is still running\)/);
    expect(second.output()).toContain('different DATA_DIR');
    expect(second.output()).not.toContain('triggerUncaughtException');
  });
});
