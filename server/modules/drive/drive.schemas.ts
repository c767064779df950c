/** Drive contracts' shapes: files (with metadata), create/update bodies, the project setup, sync and metrics. */
import { z } from '@hono/zod-openapi';

/** A file or folder name: no slashes, no `.`/`..`, no control characters. */
const nameText = z
  .string()
  .trim()
  .min(1, 'Give the file a name.')
  .max(255, 'At most 255 characters.')
  .refine(
    (v) => !/[/\\]/.test(v) && ![...v].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127),
    'A name cannot contain slashes or control characters.',
  )
  .refine((v) => v !== '.' && v !== '..', 'A name cannot be "." or "..".');

/** `/`, `/a` or `/a/b/…`: segments are names; normalised to a leading slash and no trailing one. */
export const folderText = z
  .string()
  .trim()
  .max(1024)
  .transform((v) => `/${v.split('/').filter(Boolean).join('/')}`)
  .refine(
    (v) =>
      v === '/' ||
      v
        .slice(1)
        .split('/')
        .every((s) => nameText.safeParse(s).success),
    'The folder path is invalid (no "." or ".." segments).',
  )
  .refine((v) => v.split('/').length <= 21, 'Folders nest at most 20 deep.');

const tag = z.string().trim().min(1).max(40);
const customFields = z
  .record(z.string().min(1).max(64), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
  .refine((v) => Object.keys(v).length <= 50, 'At most 50 custom fields.');
const sha256 = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'A SHA-256 checksum is 64 hexadecimal characters.')
  .transform((v) => v.toLowerCase());
const mime = z
  .string()
  .max(255)
  .regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/([a-z0-9][a-z0-9!#$&^_.+-]*|\*)$/i, 'A MIME type such as image/png or image/*.');

export const DriveFileSchema = z
  .object({
    id: z.string(),
    project: z.string(),
    name: z.string(),
    folder: z.string(),
    path: z.string().openapi({ description: 'folder + name' }),
    title: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    contentType: z.string().nullable().openapi({ description: 'Sniffed from the bytes once uploaded' }),
    size: z.number().int(),
    uploadOffset: z.number().int().openapi({ description: 'Bytes received so far; resume the upload from here' }),
    sha256: z.string().nullable(),
    status: z.enum(['uploading', 'ready']),
    public: z.boolean(),
    publicUrl: z.string().nullable().openapi({ description: 'Download URL for anyone (public files only)' }),
    imageToken: z.string().nullable().openapi({ description: 'Signs image-service URLs of this file (private files; expires)' }),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('DriveFile');
export type DriveFileDto = z.infer<typeof DriveFileSchema>;

export const CreateFileBody = z
  .strictObject({
    name: nameText,
    folder: folderText.optional(),
    size: z.number().int().min(0, 'The size cannot be negative.').max(Number.MAX_SAFE_INTEGER),
    contentType: mime.optional().openapi({ description: 'What the client believes; the stored type is sniffed' }),
    sha256: sha256.optional().openapi({ description: 'Checked when the upload completes' }),
    public: z.boolean().optional(),
    title: z.string().trim().max(200).optional(),
    description: z.string().trim().max(5000).optional(),
    tags: z.array(tag).max(30).optional(),
    fields: customFields.optional(),
  })
  .openapi('CreateDriveFileRequest');

export const UpdateMetadataBody = z
  .strictObject({
    name: nameText.optional(),
    folder: folderText.optional(),
    public: z.boolean().optional(),
    title: z.string().trim().max(200).optional(),
    description: z.string().trim().max(5000).optional(),
    tags: z.array(tag).max(30).optional(),
    fields: customFields.optional(),
  })
  .openapi('updateMetadataRequest');

export const FileListSchema = z.object({ files: z.array(DriveFileSchema), nextPageToken: z.string().nullable() }).openapi('DriveFileList');

export const SORTS = ['name', '-name', 'createdAt', '-createdAt', 'updatedAt', '-updatedAt', 'size', '-size'] as const;

export const SetupBody = z
  .strictObject({
    quotaBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    maxFileBytes: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    allowedTypes: z.array(mime).max(100).optional().openapi({ description: 'MIME types or type/* patterns; empty: any' }),
  })
  .openapi('DriveProjectSetupRequest');

export const UsageSchema = z.object({ files: z.number().int(), bytes: z.number().int(), uploading: z.number().int() });

export const ProjectSetupSchema = z
  .object({
    project: z.string(),
    name: z.string(),
    custom: z.boolean().openapi({ description: 'false: the configured defaults apply' }),
    quotaBytes: z.number().int(),
    maxFileBytes: z.number().int(),
    allowedTypes: z.array(z.string()),
    usage: UsageSchema,
    updatedAt: z.string().nullable(),
  })
  .openapi('DriveProjectSetup');

export const MetricsSchema = z
  .object({
    start: z.string(),
    end: z.string(),
    bytesStored: z.number().int().openapi({ description: 'At the end of the range' }),
    filesStored: z.number().int(),
    bytesUploaded: z.number().int(),
    filesUploaded: z.number().int(),
    bytesDownloaded: z.number().int(),
    downloads: z.number().int(),
    filesDeleted: z.number().int(),
    days: z
      .array(
        z.object({
          day: z.string().openapi({ description: 'UTC day, YYYY-MM-DD' }),
          bytesUploaded: z.number().int(),
          filesUploaded: z.number().int(),
          bytesDownloaded: z.number().int(),
          downloads: z.number().int(),
          bytesStored: z.number().int().openapi({ description: 'At the end of the day (or of the range)' }),
          filesStored: z.number().int(),
        }),
      )
      .openapi({ description: 'Every UTC day of the range (ranges over two years: the days with activity)' }),
  })
  .openapi('DriveMetrics');

export const RangeQuery = z.object({
  start: z.iso.datetime({ offset: true, message: 'An ISO-8601 time is required.' }),
  end: z.iso.datetime({ offset: true, message: 'An ISO-8601 time is required.' }),
});

export const ChangeSchema = z.object({
  cursor: z.string(),
  kind: z.enum(['created', 'updated', 'deleted']),
  fileId: z.string(),
  at: z.string(),
  file: DriveFileSchema.nullable().openapi({ description: 'The file as it is now; null once deleted' }),
});
export const SyncSchema = z
  .object({
    changes: z.array(ChangeSchema),
    cursor: z.string().openapi({ description: 'Send as `cursor` to get the changes after these' }),
    hasMore: z.boolean(),
  })
  .openapi('DriveSyncPage');
export const SyncStatusSchema = z
  .object({
    cursor: z.string(),
    files: z.number().int(),
    bytes: z.number().int().openapi({ description: 'Bytes stored and reserved by unfinished uploads' }),
    uploading: z.number().int(),
    changes: z.number().int(),
    quotaBytes: z.number().int(),
    maxFileBytes: z.number().int(),
  })
  .openapi('DriveSyncStatus');
