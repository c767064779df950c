/**
 * Receiving a file's bytes (docs/decisions/drive.md): the body streams to a staging file on local disk at
 * constant memory, whole or in `Content-Range` chunks that must start at the current offset (the staging
 * file's length — what really arrived, also after a dropped connection). When the last byte arrives the type is
 * sniffed from the bytes, the SHA-256 computed, the project's allowed types checked, and the file moves into
 * the object store; only then is the record `ready`.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { Config } from '../../config.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { AppEnv } from '../../lib/context.ts';
import { CODES } from '../../lib/error-codes.ts';
import { ApiError, fieldError, notFound } from '../../lib/errors.ts';
import { driveStorage, objectKey } from './drive.storage.ts';
import {
  completeFile,
  deleteFileRecord,
  effectiveSetup,
  type FileRow,
  findFile,
  setReceived,
  typeAllowed,
  withUploadLock,
} from './files.repo.ts';

async function lengthOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

function offsetMismatch(offset: number, why = '') {
  return new ApiError(409, CODES.DRIVE_UPLOAD_OFFSET_MISMATCH, `${why}The upload continues at byte ${offset}.`, undefined, { offset });
}

/** `bytes start-end/total` → numbers; anything else is a 422. */
export function parseContentRange(header: string | undefined, size: number) {
  if (!header) return null;
  const m = /^bytes (\d{1,16})-(\d{1,16})\/(\d{1,16}|\*)$/.exec(header.trim());
  const bad = () => fieldError('Content-Range', 'Use "bytes start-end/size" with the size given at create.');
  if (!m) throw bad();
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (end < start || end >= size || (m[3] !== '*' && Number(m[3]) !== size)) throw bad();
  return { start, end };
}

/** A printable type for bytes file-type does not know: UTF-8 text without NULs is text/plain, else binary. */
function fallbackType(head: Buffer): string {
  if (!head.length) return 'application/octet-stream';
  if (head.includes(0)) return 'application/octet-stream';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - 4)); // may cut a character
    return 'text/plain';
  } catch {
    return 'application/octet-stream';
  }
}

async function sniff(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    return (await fileTypeFromBuffer(bytes))?.mime ?? fallbackType(bytes);
  } finally {
    await handle.close();
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

export async function receiveUpload(
  c: Context<AppEnv>,
  database: Pick<Database, 'db' | 'pool'>,
  config: Config,
  projectId: string,
  fileId: string,
): Promise<FileRow> {
  const { db } = database;
  const first = await findFile(db, projectId, fileId);
  if (!first) throw notFound('File', CODES.DRIVE_FILE_NOT_FOUND);
  if (first.status === 'ready') throw new ApiError(409, CODES.DRIVE_UPLOAD_COMPLETE, 'This file is already uploaded.');
  const staged = driveStorage(config).stagingPath(projectId, fileId);
  // The chunk's reads and writes go over the lock's own connection: N chunks in flight hold N connections, never
  // 2N (a pool full of lock holders each waiting for a second connection would deadlock).
  const locked = await withUploadLock(database.pool, projectId, fileId, (lockDb) =>
    receiveLocked(c, lockDb, config, fileId, projectId, staged),
  );
  if (locked) return locked.value;
  // Another chunk of this file is still being written (in this or another process): where it stands now.
  throw offsetMismatch(await lengthOf(staged), 'Another chunk of this file is being written; ');
}

/** Under the file's upload lock: the record and the offset are read again, so what another process did counts. */
async function receiveLocked(c: Context<AppEnv>, db: Tx, config: Config, fileId: string, projectId: string, staged: string) {
  const row = await findFile(db, projectId, fileId);
  if (!row) throw notFound('File', CODES.DRIVE_FILE_NOT_FOUND);
  if (row.status === 'ready') throw new ApiError(409, CODES.DRIVE_UPLOAD_COMPLETE, 'This file is already uploaded.');
  await mkdir(dirname(staged), { recursive: true });
  const offset = await lengthOf(staged);
  const range = parseContentRange(c.req.header('content-range'), row.size);
  if ((range && range.start !== offset) || (!range && offset !== 0 && row.size > 0)) throw offsetMismatch(offset);
  const limit = range ? range.end + 1 : row.size;

  let received = 0;
  const body = c.req.raw.body;
  if (body) {
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (offset + received > limit)
          done(new ApiError(413, CODES.DRIVE_FILE_TOO_LARGE, `More bytes arrived than the ${row.size} declared at create.`));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(body as never), counter, createWriteStream(staged, { flags: 'a' }));
    } catch (err) {
      if (err instanceof ApiError) {
        await truncate(staged, offset); // refuse the whole chunk
        await setReceived(db, projectId, fileId, offset);
        throw err;
      }
      // The connection dropped: keep what arrived, so the client resumes from there.
      await setReceived(db, projectId, fileId, await lengthOf(staged));
      throw new ApiError(400, CODES.BAD_REQUEST, 'The upload was interrupted; resume from uploadOffset.');
    }
  }
  const now = offset + received;
  if (now < row.size) {
    await setReceived(db, projectId, fileId, now);
    return { ...row, received: now };
  }
  return await finish(db, config, row, staged);
}

async function finish(db: Tx, config: Config, row: FileRow, staged: string): Promise<FileRow> {
  const { projectId, id } = row;
  if (row.size === 0) await mkdir(dirname(staged), { recursive: true }).then(() => open(staged, 'a').then((h) => h.close()));
  const [contentType, sha256] = await Promise.all([sniff(staged), sha256Of(staged)]);
  const setup = await effectiveSetup(db, config, projectId);
  if (!typeAllowed(setup.allowedTypes, contentType)) {
    await deleteFileRecord(db, projectId, id);
    await rm(staged, { force: true });
    throw new ApiError(
      415,
      CODES.DRIVE_FILE_TYPE_NOT_ALLOWED,
      `Files of type ${contentType} are not allowed in this project; the file was removed.`,
    );
  }
  if (row.sha256 && row.sha256 !== sha256) {
    await truncate(staged, 0);
    await setReceived(db, projectId, id, 0);
    throw new ApiError(422, CODES.DRIVE_CHECKSUM_MISMATCH, 'The bytes do not match the SHA-256 given at create; send them again.', {
      sha256: ['The checksum of the received bytes differs.'],
    });
  }
  await driveStorage(config).store.putFile(objectKey(projectId, id), staged, row.size);
  const done = await completeFile(db, projectId, id, { contentType, sha256, size: row.size });
  if (!done) throw notFound('File', CODES.DRIVE_FILE_NOT_FOUND); // deleted meanwhile
  return done;
}
