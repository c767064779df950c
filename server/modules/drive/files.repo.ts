/**
 * Drive files: records, quota, the change feed and usage events. Every write that changes a file appends its
 * change (`drive_changes`) in the same transaction, so the sync feed never misses or invents one.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { type DriveChangeKind, type DriveUsageKind, driveChanges, driveFiles, driveSettings, driveUsage } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { ApiError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { forgetDriveFile } from '../../lib/storage/image-hit-cache.ts';

export type FileRow = typeof driveFiles.$inferSelect;

/** Every word as a prefix, all required (`summ` finds "summer"); quotes, `or` and `-word` go to websearch_to_tsquery. */
function tsQuery(text: string): SQL | null {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12).map((w) => w.slice(0, 40));
  if (!words.length) return null;
  // Names and tags are indexed as they are ('simple'), titles and descriptions stemmed ('english'): ask both.
  if (/["]|(^|\s)-\S|\sor\s/i.test(text)) {
    const q = text.slice(0, 200);
    return sql`(websearch_to_tsquery('simple', ${q}) || websearch_to_tsquery('english', ${q}))`;
  }
  const prefixes = words.map((w) => `${w}:*`).join(' & ');
  return sql`(to_tsquery('simple', ${prefixes}) || to_tsquery('english', ${prefixes}))`;
}
const files = projectRepo(driveFiles);

export interface Setup {
  custom: boolean;
  quotaBytes: number;
  maxFileBytes: number;
  allowedTypes: string[];
  updatedAt: string | null;
}

export async function effectiveSetup(db: Tx, config: Config, projectId: string): Promise<Setup> {
  const [row] = await db.select().from(driveSettings).where(eq(driveSettings.projectId, projectId));
  return row
    ? { custom: true, quotaBytes: row.quotaBytes, maxFileBytes: row.maxFileBytes, allowedTypes: row.allowedTypes, updatedAt: row.updatedAt }
    : { custom: false, quotaBytes: config.DRIVE_QUOTA_BYTES, maxFileBytes: config.DRIVE_MAX_FILE_BYTES, allowedTypes: [], updatedAt: null };
}

/** Whether `type` matches one of the allowed types (`image/*` patterns); an empty list allows any. */
export function typeAllowed(allowed: string[], type: string): boolean {
  if (!allowed.length) return true;
  const t = type.toLowerCase();
  return allowed.some((a) => {
    const p = a.toLowerCase();
    return p.endsWith('/*') ? t.startsWith(p.slice(0, -1)) : t === p;
  });
}

export async function usageOf(db: Tx, projectId: string) {
  const [row] = await db
    .select({
      files: sql<number>`count(*) filter (where ${driveFiles.status} = 'ready')::int`,
      bytes: sql<number>`coalesce(sum(${driveFiles.size}), 0)::bigint`,
      uploading: sql<number>`count(*) filter (where ${driveFiles.status} = 'uploading')::int`,
    })
    .from(driveFiles)
    .where(eq(driveFiles.projectId, projectId));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0), uploading: Number(row?.uploading ?? 0) };
}

async function logChange(db: Tx, projectId: string, fileId: string, kind: DriveChangeKind) {
  await db.insert(driveChanges).values({ projectId, fileId, kind });
}

export async function logUsage(db: Tx, projectId: string, kind: DriveUsageKind, bytes: number) {
  await db.insert(driveUsage).values({ projectId, kind, bytes });
}

export type NewFile = Pick<
  FileRow,
  'name' | 'folder' | 'size' | 'declaredType' | 'sha256' | 'public' | 'title' | 'description' | 'tags' | 'fields'
>;

/**
 * Creates the record after checking the project's limits; the project's creates serialise on an advisory lock
 * so two concurrent uploads cannot both fit the last free bytes. Unfinished uploads count against the quota.
 */
export async function createFile(db: Tx, config: Config, projectId: string, userId: string | null, values: NewFile): Promise<FileRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`drive:${projectId}`}, 0))`);
    const setup = await effectiveSetup(tx, config, projectId);
    if (values.size > setup.maxFileBytes)
      throw new ApiError(413, CODES.DRIVE_FILE_TOO_LARGE, `The file is larger than this project's limit of ${setup.maxFileBytes} bytes.`);
    if (values.declaredType && !typeAllowed(setup.allowedTypes, values.declaredType))
      throw new ApiError(415, CODES.DRIVE_FILE_TYPE_NOT_ALLOWED, `Files of type ${values.declaredType} are not allowed in this project.`);
    const used = await usageOf(tx, projectId);
    if (used.bytes + values.size > setup.quotaBytes)
      throw new ApiError(
        413,
        CODES.DRIVE_QUOTA_EXCEEDED,
        `Not enough storage: ${setup.quotaBytes - used.bytes} of ${setup.quotaBytes} bytes are free.`,
      );
    const row = await files(tx, projectId).insert({
      id: newId('drv'),
      ...values,
      tagsText: values.tags.join(' '),
      createdBy: userId,
    });
    await logChange(tx, projectId, row.id, 'created');
    return row;
  });
}

export const findFile = (db: Tx, projectId: string, id: string) => files(db, projectId).find(eq(driveFiles.id, id));

export async function findPublicFile(db: Tx, projectId: string, id: string) {
  const row = await findFile(db, projectId, id);
  return row?.public && row.status === 'ready' ? row : null;
}

export async function setReceived(db: Tx, projectId: string, id: string, received: number) {
  await files(db, projectId).update(and(eq(driveFiles.id, id), eq(driveFiles.status, 'uploading'))!, { received });
}

/** The upload completed: the sniffed type and checksum, and the usage event, in one transaction. */
export async function completeFile(db: Tx, projectId: string, id: string, done: { contentType: string; sha256: string; size: number }) {
  const row = await db.transaction(async (tx) => {
    const [row] = await files(tx, projectId).update(and(eq(driveFiles.id, id), eq(driveFiles.status, 'uploading'))!, {
      status: 'ready',
      received: done.size,
      contentType: done.contentType,
      sha256: done.sha256,
      updatedAt: sql`now()` as unknown as string,
    });
    if (!row) return null;
    await logChange(tx, projectId, id, 'updated');
    await logUsage(tx, projectId, 'upload', done.size);
    return row;
  });
  if (row) forgetDriveFile(projectId, id);
  return row;
}

export type MetadataChange = Partial<Pick<FileRow, 'name' | 'folder' | 'public' | 'title' | 'description' | 'tags' | 'fields'>>;

export async function updateMetadata(db: Tx, projectId: string, id: string, set: MetadataChange) {
  const row = await db.transaction(async (tx) => {
    const [row] = await files(tx, projectId).update(eq(driveFiles.id, id), {
      ...set,
      ...(set.tags ? { tagsText: set.tags.join(' ') } : {}),
      updatedAt: sql`now()` as unknown as string,
    });
    if (!row) return null;
    await logChange(tx, projectId, id, 'updated');
    return row;
  });
  if (row) forgetDriveFile(projectId, id);
  return row;
}

export async function deleteFileRecord(db: Tx, projectId: string, id: string) {
  const row = await db.transaction(async (tx) => {
    const [row] = await files(tx, projectId).remove(eq(driveFiles.id, id));
    if (!row) return null;
    await logChange(tx, projectId, id, 'deleted');
    if (row.status === 'ready') await logUsage(tx, projectId, 'delete', row.size);
    return row;
  });
  if (row) forgetDriveFile(projectId, id);
  return row;
}

export interface ListFilter {
  query?: string | undefined;
  folder?: string | undefined;
  sortBy: string;
  pageSize: number;
  pageToken?: string | undefined;
}

export function pageFiles(db: Tx, projectId: string, f: ListFilter) {
  const q = f.query ? tsQuery(f.query) : null;
  const where = and(q ? sql`${driveFiles.search} @@ ${q}` : undefined, f.folder ? eq(driveFiles.folder, f.folder) : undefined) as
    | SQL
    | undefined;
  const direction = f.sortBy.startsWith('-') ? 'desc' : 'asc';
  const key = f.sortBy.replace(/^-/, '');
  const common = { where, direction, pageSize: f.pageSize, pageToken: f.pageToken } as const;
  const page = files(db, projectId).page;
  if (key === 'name') return page({ ...common, orderBy: [driveFiles.name, driveFiles.id], cursor: (r) => [r.name, r.id] as const });
  if (key === 'size') return page({ ...common, orderBy: [driveFiles.size, driveFiles.id], cursor: (r) => [r.size, r.id] as const });
  if (key === 'updatedAt')
    return page({ ...common, orderBy: [driveFiles.updatedAt, driveFiles.id], cursor: (r) => [r.updatedAt, r.id] as const });
  return page({ ...common, orderBy: [driveFiles.id], cursor: (r) => [r.id] as const }); // ids sort by creation
}

/** Changes after `cursor` with each file's current state (null once deleted), oldest first. */
export async function changesAfter(db: Tx, projectId: string, cursor: number, limit: number) {
  const rows = await db
    .select({ change: driveChanges, file: driveFiles })
    .from(driveChanges)
    .leftJoin(driveFiles, and(eq(driveFiles.projectId, driveChanges.projectId), eq(driveFiles.id, driveChanges.fileId)))
    .where(and(eq(driveChanges.projectId, projectId), gt(driveChanges.seq, cursor)))
    .orderBy(asc(driveChanges.seq))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

export async function syncStatus(db: Tx, projectId: string) {
  const [last] = await db
    .select({ seq: driveChanges.seq, n: sql<number>`count(*) over ()::int` })
    .from(driveChanges)
    .where(eq(driveChanges.projectId, projectId))
    .orderBy(desc(driveChanges.seq))
    .limit(1);
  return { cursor: last?.seq ?? 0, changes: Number(last?.n ?? 0), ...(await usageOf(db, projectId)) };
}

/** Ready files with a checksum (for tests and the seed). */
export const readyFiles = (db: Tx, projectId: string) => files(db, projectId).list(isNotNull(driveFiles.sha256));

/** What an image request needs of its file: one prepared statement per database (the image service's hot read). */
function imageSourceStatement(db: Tx) {
  let q = imageStatements.get(db);
  if (!q) imageStatements.set(db, (q = buildImageStatement(db)));
  return q;
}
const imageStatements = new WeakMap<Tx, ReturnType<typeof buildImageStatement>>();
function buildImageStatement(db: Tx) {
  return db
    .select({
      projectId: driveFiles.projectId,
      id: driveFiles.id,
      status: driveFiles.status,
      public: driveFiles.public,
      contentType: driveFiles.contentType,
      sha256: driveFiles.sha256,
      size: driveFiles.size,
    })
    .from(driveFiles)
    .where(and(eq(driveFiles.projectId, sql.placeholder('projectId')), eq(driveFiles.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('drive_image_source');
}

export async function imageSource(db: Tx, projectId: string, id: string) {
  const [row] = await imageSourceStatement(db).execute({ projectId, id });
  return row ?? null;
}

/** The project's ready files among `ids` (what a chat message may carry as attachments). */
export async function readyFilesByIds(db: Tx, projectId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: driveFiles.id, name: driveFiles.name, contentType: driveFiles.contentType, size: driveFiles.size })
    .from(driveFiles)
    .where(and(eq(driveFiles.projectId, projectId), inArray(driveFiles.id, ids), eq(driveFiles.status, 'ready')));
}

/**
 * How long a chunk waits for another chunk of the same file (in any process) to finish before it is answered
 * 409 with the offset as it stands. Waiting lets the loser of a race learn the offset the winner left.
 */
export const uploadLock = { waitMs: 5_000 };

/**
 * Runs `fn` holding the file's upload lock: a session-level PostgreSQL advisory lock on a connection of its own,
 * so two server processes on one database never write one file's chunks at once. `fn` gets a handle on that same
 * connection for its queries. The lock is released (or dropped with its connection) whatever happens; `null` when
 * it was not had within `uploadLock.waitMs`.
 */
export async function withUploadLock<T>(
  pool: pg.Pool,
  projectId: string,
  fileId: string,
  fn: (db: Tx) => Promise<T>,
): Promise<{ value: T } | null> {
  const key = `drive-upload:${projectId}/${fileId}`;
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    try {
      await client.query(`set lock_timeout = ${Math.max(1, Math.round(uploadLock.waitMs))}`);
      await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    } catch (err) {
      if ((err as { code?: string }).code === '55P03') return null; // lock_not_available: the wait ran out
      throw err;
    } finally {
      await client.query('reset lock_timeout').catch((e: Error) => {
        broken = e;
      });
    }
    try {
      return { value: await fn(drizzle(client, { schema, casing: 'snake_case' })) };
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch((e: Error) => {
        broken = e; // the connection is destroyed below, which drops the lock
      });
    }
  } finally {
    client.release(broken ?? false);
  }
}
