/**
 * Chat attachments (docs/decisions/chat.md "Attachments"): a file picked, pasted or dropped in the composer is
 * uploaded to the project's drive (folder /Chat, private) with progress — the drive's create-then-send-bytes
 * protocol, in 8 MiB chunks — and sent with the message as `attachments: [{ file }]`. Anyone who may read the
 * channel downloads it through the chat's own route, and sees images through the image service with the
 * token each message read carries.
 */
import { imageUrl } from '../../../../common/image-url.ts';
import { driveCreateFile } from '../../../lib/api/generated/ops/driveCreateFile.ts';
import { driveDeleteFile } from '../../../lib/api/generated/ops/driveDeleteFile.ts';
import { downloadMessageAttachment } from '../../../lib/api/generated/ops/downloadMessageAttachment.ts';
import { sendBytes } from '../../../lib/api/upload.ts';
import type { Schema } from '../../../lib/api/schemas.ts';

export type Attachment = Schema<'ChatAttachment'>;
/** What a composer keeps of an uploaded file until the message is sent. */
export interface UploadedAttachment {
  file: string;
  name: string;
  contentType: string;
  size: number;
}

export const CHAT_FOLDER = '/Chat';
const CHUNK = 8 * 1024 * 1024;

const uploadUrl = (project: string, file: string) => `/v1/drive/files/${encodeURIComponent(file)}?project=${encodeURIComponent(project)}`;

/** Uploads one file to the drive; `onProgress` gets the bytes sent so far. A cancelled upload leaves nothing. */
export async function uploadAttachment(
  project: string,
  blob: File,
  onProgress: (sent: number) => void,
  signal: AbortSignal,
): Promise<UploadedAttachment> {
  const name = blob.name || `pasted-${Date.now()}.${(blob.type.split('/')[1] ?? 'bin').replace(/[^a-z0-9]/g, '')}`;
  const created = await driveCreateFile({
    query: { project },
    body: { name, folder: CHAT_FOLDER, size: blob.size, contentType: blob.type || undefined },
  });
  type Answer = { uploadOffset: number; contentType: string | null; size: number };
  try {
    let last: Answer | null = null;
    let offset = 0;
    if (blob.size === 0) last = await sendBytes<Answer>(uploadUrl(project, created.id), blob, { signal });
    while (offset < blob.size) {
      const end = Math.min(blob.size, offset + CHUNK);
      const base = offset;
      last = await sendBytes<Answer>(uploadUrl(project, created.id), blob.slice(offset, end), {
        headers: { 'Content-Range': `bytes ${offset}-${end - 1}/${blob.size}` },
        signal,
        onProgress: (loaded) => onProgress(base + loaded),
      });
      offset = last.uploadOffset;
      onProgress(offset);
    }
    return { file: created.id, name, contentType: last?.contentType ?? (blob.type || 'application/octet-stream'), size: blob.size };
  } catch (e) {
    await driveDeleteFile({ path: { file: created.id }, query: { project } }).catch(() => undefined);
    throw e;
  }
}

/** A file uploaded for a message that was not sent after all (its chip removed): it leaves the drive again. */
export const discardAttachment = (project: string, file: string) =>
  driveDeleteFile({ path: { file }, query: { project } }).then(
    () => undefined,
    () => undefined,
  );

export const isImageType = (type: string) => /^image\/(png|jpeg|webp|gif|tiff|avif)$/.test(type);

/** A thumbnail through the image service (signed with the token the message read carried). */
export const thumbnailUrl = (project: string, a: Attachment, width: number, height: number) =>
  imageUrl({ project, file: a.file, type: 'webp', width, height, fit: 'inside', private: true, token: a.imageToken });

/** Fetches an attachment with the session and hands it to the browser as a download. */
export async function saveAttachment(project: string, channel: string, message: string, a: Attachment) {
  const out = (await downloadMessageAttachment({ path: { channel, message, file: a.file }, query: { project } })) as unknown;
  const blob = out instanceof Blob ? out : new Blob([typeof out === 'string' ? out : JSON.stringify(out)], { type: a.contentType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = a.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export { formatBytes as formatSize } from '../../../lib/format/bytes.ts';
