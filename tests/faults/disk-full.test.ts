/**
 * Disk full under DATA_DIR. There is no upload route yet (the files area, "drive", does not exist): what the
 * server writes to disk today is the mail outbox (`<DATA_DIR>/outbox`, used without SMTP_URL). DATA_DIR is a
 * small tmpfs, filled to the last byte; a request that must write mail answers 507 INSUFFICIENT_STORAGE and
 * leaves nothing half-written; with space again the same request succeeds. The negative control writes a file the
 * way the outbox used to (writeFileSync straight into place) and shows the half-written check catches it.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/lib/free-port.ts';
import { sessionHeaders, signUp } from '../cluster/api.ts';
import { externalAdminUrl, freshDatabase } from '../cluster/harness.ts';
import { type ServerProcess, startServer, waitHealthy } from '../cluster/node.ts';

const mount = join(tmpdir(), `shopfloor-full-${process.pid}-${Date.now()}`);
const outbox = join(mount, 'outbox');
const filler = join(mount, 'filler');
let mounted = false;
let server: ServerProcess;
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  mkdirSync(mount, { recursive: true });
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=512k', 'tmpfs', mount], { stdio: 'pipe' });
    mounted = true;
  } catch (err) {
    throw new Error(`the disk-full test mounts a 512 KiB tmpfs and needs root (CAP_SYS_ADMIN): ${String(err)}`);
  }
  database = await freshDatabase(externalAdminUrl(), 'shopfloor_diskfull');
  server = startServer(await freePort(), { DATABASE_URL: database.url, DATA_DIR: mount, JOBS_ENABLED: 'false' });
  await waitHealthy(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  if (mounted) execFileSync('umount', [mount]);
  rmSync(mount, { recursive: true, force: true });
}, 60_000);

/** Fill the filesystem to the last byte (returns the bytes written). */
function fillDisk(): number {
  const fd = openSync(filler, 'w');
  const chunk = Buffer.alloc(4096, 1);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
  return written;
}

/** Mail in the outbox that is not whole: a temporary left behind, an empty file, or an .eml without its .json. */
function halfWritten(): string[] {
  const files = readdirSync(outbox);
  const bad: string[] = [];
  for (const f of files) {
    const body = readFileSync(join(outbox, f), 'utf8');
    if (f.startsWith('.') || !body.length) bad.push(f);
    else if (f.endsWith('.json')) {
      try {
        JSON.parse(body);
      } catch {
        bad.push(f);
      }
    } else if (f.endsWith('.eml') && !files.includes(f.replace(/\.eml$/, '.json'))) bad.push(f);
  }
  return bad;
}

describe('disk full under DATA_DIR', () => {
  it('a request that writes mail answers 507 with nothing half-written, and works again once there is space', async () => {
    const session = await signUp(server.url); // its verification mail is written while there is space
    const send = () =>
      fetch(`${server.url}/omnis/v3/dashboard/user/send-verification-email`, { method: 'POST', headers: sessionHeaders(session) });
    await new Promise((r) => setTimeout(r, 300));
    const before = readdirSync(outbox).sort();
    expect(fillDisk()).toBeGreaterThan(0);

    const full = await send();
    expect(full.status).toBe(507);
    expect(await full.json()).toMatchObject({ code: 'INSUFFICIENT_STORAGE' });
    expect(readdirSync(outbox).sort()).toEqual(before);
    expect(halfWritten()).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    rmSync(filler);
    const again = await send();
    expect(again.status).toBe(200);
    const added = readdirSync(outbox).filter((f) => !before.includes(f));
    expect(added.map((f) => f.replace(/^.*\./, '')).sort()).toEqual(['eml', 'json']);
    expect(halfWritten()).toEqual([]);
  });

  it('negative control: a file written straight into place on a full disk is caught as half-written', () => {
    fillDisk();
    try {
      expect(() => writeFileSync(join(outbox, 'control.eml'), 'x'.repeat(8192))).toThrow(/ENOSPC/);
      expect(halfWritten()).toContain('control.eml');
    } finally {
      rmSync(join(outbox, 'control.eml'), { force: true });
      rmSync(filler, { force: true });
    }
  });
});
