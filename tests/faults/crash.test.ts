/**
 * kill -9 during acknowledged writes, three rounds each (each round is a kill and a recovery; the negative control
 * shows three rounds are enough to see lost writes when they happen), beyond the embedded Node case that
 * server/db/crash-recovery.test.ts covers: the whole process group on the embedded PostgreSQL (PostgreSQL itself
 * dies mid-commit and must recover from its WAL), and Node / the process group on the external PostgreSQL.
 * No acknowledged write may be missing. The negative control turns synchronous_commit off (acknowledging commits
 * before their WAL is flushed) and shows the same check then finds acknowledged writes missing.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { externalAdminUrl, freshDatabase } from '../cluster/harness.ts';
import { crashRounds } from './crash-rounds.ts';

const ROUNDS = 3;
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
const drops: (() => Promise<void>)[] = [];
const track = (s: { child: ChildProcess }) => children.push(s.child);

function dataDir(tag: string) {
  // Not mkdtemp: its 0700 mode keeps out the postgres user the embedded server runs as under root.
  const dir = join(tmpdir(), `shopfloor-faults-${tag}-${process.pid}-${Date.now()}`);
  dataDirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  children.length = 0;
});

afterAll(async () => {
  for (const dir of dataDirs) {
    const lock = join(dir, 'pg', 'postmaster.pid');
    const pid = existsSync(lock) ? Number.parseInt(readFileSync(lock, 'utf8'), 10) : 0;
    try {
      if (pid > 0) process.kill(pid, 'SIGINT');
      for (let i = 0; i < 100 && existsSync(lock); i++) await new Promise((r) => setTimeout(r, 100));
    } catch {}
    rmSync(dir, { recursive: true, force: true });
  }
  for (const drop of drops) await drop();
});

async function externalDatabase() {
  const db = await freshDatabase(externalAdminUrl(), 'shopfloor_crash');
  drops.push(db.drop);
  return db.url;
}

function report(name: string, run: { acknowledged: string[]; missing: string[]; restartMs: number[] }) {
  console.log(`${name}: ${run.acknowledged.length} acknowledged, ${run.missing.length} missing; restarts ${run.restartMs.join(' / ')} ms`);
}

describe('kill -9 during acknowledged writes', () => {
  it('embedded PostgreSQL, whole process group (PostgreSQL dies too): recovers from its WAL, 0 acknowledged writes missing', async () => {
    const run = await crashRounds({ env: { DATA_DIR: dataDir('group') }, rounds: ROUNDS, group: true, track });
    report('embedded, process group', run);
    expect(run.acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 5);
    expect(run.missing).toEqual([]);
  }, 240_000);

  for (const group of [false, true])
    it(`external PostgreSQL, ${group ? 'whole process group' : 'Node process'}: 0 acknowledged writes missing`, async () => {
      const url = await externalDatabase();
      const run = await crashRounds({ env: { DATABASE_URL: url, DATA_DIR: dataDir('ext') }, rounds: ROUNDS, group, track });
      report(`external, ${group ? 'process group' : 'Node'}`, run);
      expect(run.acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 5);
      expect(run.missing).toEqual([]);
    }, 240_000);

  it('negative control: with synchronous_commit off, killing the group loses acknowledged writes and the check sees it', async () => {
    const run = await crashRounds({
      env: { DATA_DIR: dataDir('async'), PGOPTIONS: '-c synchronous_commit=off' },
      rounds: 3,
      group: true,
      writesBeforeKill: 200,
      track,
    });
    report('negative control (synchronous_commit off)', run);
    expect(run.missing.length).toBeGreaterThan(0);
  }, 240_000);
});
