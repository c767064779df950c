/**
 * The drive's side of chat attachments (server/lib/hooks.ts `chatAttachmentFiles`): which of a project's files
 * exist and are ready (with the name, type and size a message keeps), image-service tokens for thumbnails, and
 * the bytes — served exactly like a member's download (Range, ETag, the sandboxing CSP), private caching only.
 * Chat decides who may read; the drive only answers for files of the project it is asked about.
 */
import { CODES } from '../../lib/error-codes.ts';
import { notFound } from '../../lib/errors.ts';
import type { ChatAttachmentFile, ChatAttachmentFiles } from '../../lib/hooks.ts';
import { imageToken } from './drive.dto.ts';
import { findFile, readyFilesByIds } from './files.repo.ts';
import { serveFile } from './handlers/download.ts';

export const chatAttachmentProvider: ChatAttachmentFiles = {
  async find(db, projectId, fileIds) {
    const found = new Map<string, ChatAttachmentFile>();
    const rows = await readyFilesByIds(db, projectId, fileIds);
    for (const r of rows) found.set(r.id, { name: r.name, contentType: r.contentType ?? 'application/octet-stream', size: Number(r.size) });
    return found;
  },
  imageToken: (keys, projectId, fileId) => imageToken(keys, projectId, fileId),
  async serve(c, projectId, fileId, disposition) {
    const row = await findFile(c.get('deps').database.db, projectId, fileId);
    if (row?.status !== 'ready') throw notFound('File', CODES.DRIVE_FILE_NOT_FOUND);
    return serveFile(c, row, disposition, 'private, no-cache, no-transform');
  },
};
