/** A file row as the API shows it, with its public URL (public files) or image token (private files). */
import type { Keys } from '../../lib/keys.ts';
import { hmac, sameSignature } from '../../lib/signing.ts';
import type { DriveFileDto } from './drive.schemas.ts';
import type { FileRow } from './files.repo.ts';

/** Image tokens last until the end of the next 6-hour window: URLs stay stable (cacheable) for hours. */
const WINDOW_S = 6 * 3600;

export function imageTokenExpiry(nowMs = Date.now()): number {
  return (Math.floor(nowMs / 1000 / WINDOW_S) + 2) * WINDOW_S;
}

export function imageToken(keys: Keys, projectId: string, fileId: string, nowMs = Date.now()): string {
  const exp = imageTokenExpiry(nowMs);
  return `${exp}.${hmac(keys.appSecret, 'drive-image', `${projectId}:${fileId}:${exp}`)}`;
}

/** The token's expiry (seconds) when it signs this file and has not expired, else null. */
export function verifyImageToken(keys: Keys, projectId: string, fileId: string, token: string | undefined, nowMs = Date.now()) {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token ?? '');
  if (!m) return null;
  const exp = Number(m[1]);
  if (exp * 1000 <= nowMs) return null;
  return sameSignature(hmac(keys.appSecret, 'drive-image', `${projectId}:${fileId}:${exp}`), m[2]!) ? exp : null;
}

export const publicPath = (projectId: string, fileId: string) => `/v1/drive/public/${projectId}/files/${fileId}`;

export function toFileDto(row: FileRow, keys: Keys): DriveFileDto {
  const ready = row.status === 'ready';
  return {
    id: row.id,
    project: row.projectId,
    name: row.name,
    folder: row.folder,
    path: row.folder === '/' ? `/${row.name}` : `${row.folder}/${row.name}`,
    title: row.title,
    description: row.description,
    tags: row.tags,
    fields: row.fields,
    contentType: row.contentType,
    size: row.size,
    uploadOffset: row.received,
    sha256: row.sha256,
    status: row.status,
    public: row.public,
    publicUrl: row.public && ready ? publicPath(row.projectId, row.id) : null,
    imageToken: ready && !row.public && row.contentType?.startsWith('image/') ? imageToken(keys, row.projectId, row.id) : null,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
