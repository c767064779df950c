/** Downloads: members' (GET /files/{file}) and anyone's for public files (GET /public/{project}/files/{file}). */
import { Readable } from 'node:stream';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { ApiError, notFound } from '../../../lib/errors.ts';
import type { ByteRange } from '../../../lib/storage/storage.ts';
import type { downloadFileRoute, publicDownloadRoute } from '../drive.routes.ts';
import { driveStorage, objectKey } from '../drive.storage.ts';
import { allowEmbedding } from '../image/fast-path.ts';
import { type FileRow, findFile, findPublicFile, logUsage } from '../files.repo.ts';

const missing = () => notFound('File', CODES.DRIVE_FILE_NOT_FOUND);

/** One `bytes=` range against `size` (RFC 9110 §14.1.2); several ranges: null (the whole file is sent). */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (!m[1] && !m[2])) return null; // several ranges or another unit: ignore the header
  if (!m[1]) {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** `attachment; filename="ascii"; filename*=UTF-8''…` (RFC 6266 + 8187): any name, safely quoted. */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const etagOf = (row: FileRow) => `"${row.sha256}"`;

function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export async function serveFile(c: Context<AppEnv>, row: FileRow, disposition: 'attachment' | 'inline', cache: string) {
  if (row.status !== 'ready') throw new ApiError(409, CODES.DRIVE_UPLOAD_INCOMPLETE, 'This file is still uploading.');
  const etag = etagOf(row);
  const type = row.contentType ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    ETag: etag,
    'Accept-Ranges': 'bytes',
    'Cache-Control': cache,
    'Content-Type': type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    'Content-Disposition': contentDisposition(disposition, row.name),
    // Nothing a user uploaded runs as this origin's page (PDF viewers need scripts: only PDFs are exempt).
    ...(type === 'application/pdf'
      ? {}
      : { 'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; media-src 'self'; sandbox" }),
  };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers) as never;
  const ifRange = c.req.header('if-range');
  const range = ifRange && ifRange !== etag ? null : parseRange(c.req.header('range'), row.size);
  if (range === 'unsatisfiable')
    return c.json({ code: CODES.DRIVE_RANGE_NOT_SATISFIABLE, message: 'The range is outside the file.' }, 416, {
      'Content-Range': `bytes */${row.size}`,
    }) as never;
  const stream = await driveStorage(c.get('deps').config).store.get(objectKey(row.projectId, row.id), range ?? undefined);
  const length = range ? range.end - range.start + 1 : row.size;
  await logUsage(c.get('deps').database.db, row.projectId, 'download', length);
  headers['Content-Length'] = String(length);
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${row.size}`;
  return c.body(Readable.toWeb(stream) as ReadableStream, range ? 206 : 200, headers) as never;
}

export const downloadFileHandler: RouteHandler<typeof downloadFileRoute, AppEnv> = async (c) => {
  const { file } = c.req.valid('param');
  const row = await findFile(c.get('deps').database.db, c.get('access').projectId, file);
  if (!row) throw missing();
  return serveFile(c, row, c.req.valid('query').disposition, 'private, no-cache, no-transform');
};

export const publicDownloadHandler: RouteHandler<typeof publicDownloadRoute, AppEnv> = async (c) => {
  const { project, file } = c.req.valid('param');
  const row = await findPublicFile(c.get('deps').database.db, project, file);
  if (!row) throw missing();
  allowEmbedding(c);
  return serveFile(c, row, c.req.valid('query').disposition, 'public, max-age=300, no-transform');
};
