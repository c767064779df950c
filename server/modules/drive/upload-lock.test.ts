/**
 * Resumable uploads across processes: two app instances, each with its own pool, on one database (as two server
 * processes behind a load balancer, sharing DATA_DIR). A file's chunks are written under a PostgreSQL advisory
 * lock with the offset checked under it, so a concurrent chunk sent through the other instance waits, then gets
 * 409 with the offset the first one left; one that waits too long gets 409 with the offset as it stands.
 */
import { stat } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer, type TestServer } from '../../../tests/setup/server.ts';
import { createApp } from '../../app.ts';
import { connect } from '../../db/client.ts';
import { driveStorage } from './drive.storage.ts';
import { uploadLock } from './files.repo.ts';

let t: TestServer;
let appB: ReturnType<typeof createApp>;
let token: string;
let projectId: string;

beforeAll(async () => {
  t = await setupTestServer();
  const second = connect(t.database.url, 4);
  appB = createApp({ config: t.config, database: second, keys: t.keys, mailer: t.mailer }, { serveApp: false });
  const owner = await t.createUser();
  token = await t.tokenFor(owner.id);
  projectId = (await t.createProject(owner.id)).id;
  return () => second.close();
});

type App = { request: (path: string, init: RequestInit & { duplex?: 'half' }) => Response | Promise<Response> };

function sendChunk(app: App, fileId: string, body: ReadableStream<Uint8Array> | Uint8Array, start: number, end: number, size: number) {
  return Promise.resolve(
    app.request(`/v1/drive/files/${fileId}?project=${projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-range': `bytes ${start}-${end}/${size}` },
      body,
      duplex: 'half',
    }),
  ).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, any> }));
}

/** A request body we feed by hand: the first part now, the rest when told. */
function heldBody(first: Uint8Array) {
  let ctrl!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      ctrl = c;
      c.enqueue(first);
    },
  });
  const finish = (rest: Uint8Array) => {
    ctrl.enqueue(rest);
    ctrl.close();
  };
  return { stream, finish };
}

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const stagedLength = (fileId: string) =>
  stat(driveStorage(t.config).stagingPath(projectId, fileId)).then(
    (s) => s.size,
    () => 0,
  );

async function waitingAdvisoryLocks() {
  const r = await t.database.pool.query(
    `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
  );
  return r.rows[0].n as number;
}

async function createFile(size: number, name: string) {
  const res = await t.call('POST', `/v1/drive/files?project=${projectId}`, { token, body: { name, size } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('upload lock across processes', () => {
  it('a concurrent chunk through the other instance waits, then gets 409 with the offset the first one left', async () => {
    const bytes = Buffer.from('0123456789abcdef'.repeat(4096)); // 64 KiB
    const half = bytes.length / 2;
    const fileId = await createFile(bytes.length, 'race.txt');

    const held = heldBody(bytes.subarray(0, 1000));
    const a = sendChunk(t.app, fileId, held.stream, 0, half - 1, bytes.length);
    await until(async () => (await stagedLength(fileId)) === 1000, 'the first chunk to start writing');
    // The same chunk through the other process: it must not write while the first holds the lock.
    const b = sendChunk(appB, fileId, bytes.subarray(0, half), 0, half - 1, bytes.length);
    await until(async () => (await waitingAdvisoryLocks()) === 1, 'the second chunk to wait for the lock');
    expect(await stagedLength(fileId)).toBe(1000);
    held.finish(bytes.subarray(1000, half));

    const [ra, rb] = await Promise.all([a, b]);
    expect(ra).toMatchObject({ status: 200, body: { status: 'uploading', uploadOffset: half } });
    expect(rb).toMatchObject({ status: 409, body: { code: 'DRIVE_UPLOAD_OFFSET_MISMATCH', offset: half } });

    // The rest through the second process completes the file with exactly the bytes sent once.
    const rest = await sendChunk(appB, fileId, bytes.subarray(half), half, bytes.length - 1, bytes.length);
    expect(rest).toMatchObject({ status: 200, body: { status: 'ready', size: bytes.length } });
    const dl = await appB.request(`/v1/drive/files/${fileId}?project=${projectId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(Buffer.from(await dl.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('a chunk that waits too long gets 409 with the offset as it stands, and the lock is free afterwards', async () => {
    const bytes = Buffer.alloc(8192, 7);
    const fileId = await createFile(bytes.length, 'slow.bin');
    const saved = uploadLock.waitMs;
    uploadLock.waitMs = 150;
    try {
      const held = heldBody(bytes.subarray(0, 100));
      const a = sendChunk(appB, fileId, held.stream, 0, bytes.length - 1, bytes.length);
      await until(async () => (await stagedLength(fileId)) === 100, 'the first chunk to start writing');
      const b = await sendChunk(t.app, fileId, bytes, 0, bytes.length - 1, bytes.length);
      expect(b).toMatchObject({ status: 409, body: { code: 'DRIVE_UPLOAD_OFFSET_MISMATCH', offset: 100 } });
      held.finish(bytes.subarray(100));
      expect((await a).status).toBe(200);
    } finally {
      uploadLock.waitMs = saved;
    }
    // No lock is left behind on either pool.
    const locks = await t.database.pool.query(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(locks.rows[0].n).toBe(0);
  });

  it('more chunks in flight than the pool has connections still finish: each uses only its lock connection', async () => {
    // The second instance's pool has 4 connections; 6 uploads hold their locks while their bodies arrive.
    const bytes = Buffer.alloc(4096, 3);
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => createFile(bytes.length, `many-${i}.bin`)));
    const held = ids.map(() => heldBody(bytes.subarray(0, 100)));
    const sends = ids.map((id, i) => sendChunk(appB, id, held[i]!.stream, 0, bytes.length - 1, bytes.length));
    const started = async () => (await Promise.all(ids.map(stagedLength))).filter((n) => n === 100).length;
    await until(async () => (await started()) >= 4, 'four chunks to hold their locks');
    for (const h of held) h.finish(bytes.subarray(100));
    const results = await Promise.all(sends);
    expect(results.map((r) => [r.status, r.body.status])).toEqual(ids.map(() => [200, 'ready']));
  }, 20_000);
});
