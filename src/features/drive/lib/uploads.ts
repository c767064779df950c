/**
 * A resumable upload (docs/decisions/drive.md): create the record, then send 8 MiB chunks with Content-Range.
 * A dropped connection retries from the offset the server reports (409 carries it), so nothing is sent twice.
 */
import { sendBytes } from '../../../lib/api/upload.ts';
import { createFile, deleteFile, type DriveFile } from '../api/files.ts';

export const CHUNK = 8 * 1024 * 1024;

export interface UploadCallbacks {
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

const uploadUrl = (project: string, file: string) => `/v1/drive/files/${encodeURIComponent(file)}?project=${encodeURIComponent(project)}`;

export async function uploadFile(project: string, folder: string, blob: File, cb: UploadCallbacks): Promise<DriveFile> {
  const created = await createFile(project, { name: blob.name, folder, size: blob.size, contentType: blob.type || undefined });
  try {
    return await sendAll(project, created, blob, cb);
  } catch (e) {
    // A cancelled upload leaves nothing behind (its record and the bytes that arrived are removed).
    if ((e as { code?: string }).code === 'CANCELLED') await deleteFile(project, created.id).catch(() => undefined);
    throw e;
  }
}

async function sendAll(project: string, created: DriveFile, blob: File, cb: UploadCallbacks): Promise<DriveFile> {
  let offset = 0;
  let retries = 0;
  let last: DriveFile = created;
  if (blob.size === 0) return sendBytes<DriveFile>(uploadUrl(project, created.id), blob, { signal: cb.signal });
  while (offset < blob.size) {
    const end = Math.min(blob.size, offset + CHUNK);
    try {
      last = await sendBytes<DriveFile>(uploadUrl(project, created.id), blob.slice(offset, end), {
        headers: { 'Content-Range': `bytes ${offset}-${end - 1}/${blob.size}` },
        signal: cb.signal,
        onProgress: (loaded) => cb.onProgress(offset + loaded),
      });
      offset = last.uploadOffset;
      retries = 0;
      cb.onProgress(offset);
    } catch (e) {
      const err = e as { code?: string; status?: number; body?: { offset?: number } };
      if (err.code === 'DRIVE_UPLOAD_OFFSET_MISMATCH' && typeof err.body?.offset === 'number') {
        // The same offset again: an earlier send of this chunk is still being written (a dropped connection the
        // server has not noticed yet) — give it a moment instead of asking again at once.
        if (err.body.offset === offset) {
          if (retries >= 10) throw e;
          retries += 1;
          await new Promise((r) => setTimeout(r, 1000));
        }
        offset = err.body.offset;
      } else if ((err.status === 0 || err.status === 400) && err.code !== 'CANCELLED' && retries < 5) {
        retries += 1;
        await new Promise((r) => setTimeout(r, 1000 * 2 ** retries));
        // The server kept what arrived: the next chunk from the old offset answers 409 with the right one.
      } else throw e;
    }
  }
  return last;
}
