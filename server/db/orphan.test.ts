/** The data-directory check before the embedded PostgreSQL starts (the orphan case runs in crash-recovery.test.ts). */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reclaimDataDir } from './orphan.ts';

const root = join(tmpdir(), `shopfloor-orphan-${process.pid}-${Date.now()}`);
const databaseDir = join(root, 'pg');
mkdirSync(databaseDir, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

const events: string[] = [];
const log = { info: (m: string) => events.push(m), warn: (m: string) => events.push(m) };
const lockFile = join(databaseDir, 'postmaster.pid');

describe('reclaimDataDir', () => {
  it('does nothing without a lock file, or when its PID is dead (PostgreSQL clears a stale lock itself)', async () => {
    await reclaimDataDir(root, databaseDir, log);
    writeFileSync(lockFile, `99999999\n${databaseDir}\n`);
    await reclaimDataDir(root, databaseDir, log);
    expect(existsSync(lockFile)).toBe(true);
    expect(events).toEqual([]);
  });

  it('sets aside a lock file whose PID now belongs to another program, and never signals that program', async () => {
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFile, `${other.pid}\n${databaseDir}\n`);
      await reclaimDataDir(root, databaseDir, log);
      expect(existsSync(lockFile)).toBe(false);
      expect(readdirSync(databaseDir).some((f) => f.startsWith('postmaster.pid.stale-'))).toBe(true);
      expect(events.at(-1)).toMatch(/stale postmaster.pid/);
      expect(other.exitCode).toBeNull();
      expect(other.signalCode).toBeNull();
    } finally {
      other.kill();
    }
  });
});
