/**
 * Drive contracts (spec 001 §7 "Files and storage", mounted at /v1/drive): files, public downloads, the image
 * service, metadata, sync. Admin contracts are in admin.routes.ts. Upload protocol: docs/decisions/drive.md.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import {
  CreateFileBody,
  DriveFileSchema,
  FileListSchema,
  folderText,
  SORTS,
  SyncSchema,
  SyncStatusSchema,
  UpdateMetadataBody,
} from './drive.schemas.ts';

const tags = ['Drive'];
const projectQuery = { project: z.string().min(1).max(64).openapi({ description: 'The project id' }) };
const pathParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(128)
    .openapi({ param: { name, in: 'path' } });
const FileParams = z.object({ file: pathParam('file') });
const binary = (what: string, type = 'application/octet-stream') => ({
  description: what,
  content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } },
});
const downloadResponses = {
  200: binary('The file', '*/*'),
  206: binary('One byte range of the file', '*/*'),
  304: { description: 'Not modified (If-None-Match)' },
  416: { description: 'Range not satisfiable' },
};

export const createFileRoute = defineRoute({
  method: 'post',
  path: '/files',
  operationId: 'driveCreateFile',
  access: access.project(PERMISSIONS.driveFilesCreate),
  tags,
  summary: 'Create a file record (name, folder, size, metadata); then send its bytes to POST /files/{file}',
  request: { query: z.object(projectQuery), body: jsonBody(CreateFileBody) },
  responses: { 201: jsonResponse(DriveFileSchema, 'The file, waiting for its bytes (uploadOffset 0)') },
});

export const uploadFileRoute = defineRoute({
  method: 'post',
  path: '/files/{file}',
  operationId: 'driveUploadFile',
  access: access.project(PERMISSIONS.driveFilesCreate),
  tags,
  summary:
    'Send the bytes of a created file, whole or as `Content-Range: bytes start-end/size` chunks starting at the uploadOffset. ' +
    'An interrupted upload resumes from the uploadOffset (GET /metadata/{file}); 409 answers the right offset.',
  request: {
    params: FileParams,
    query: z.object(projectQuery),
    body: { ...binary('The bytes (any content type; the stored type is sniffed)'), required: false },
  },
  responses: { 200: jsonResponse(DriveFileSchema, 'The file (status ready once every byte arrived)') },
});

export const downloadFileRoute = defineRoute({
  method: 'get',
  path: '/files/{file}',
  operationId: 'driveDownloadFile',
  access: access.project(PERMISSIONS.driveFilesList),
  tags,
  summary: 'Download a file (Range, ETag / If-None-Match, Content-Disposition)',
  request: {
    params: FileParams,
    query: z.object({ ...projectQuery, disposition: z.enum(['attachment', 'inline']).default('attachment') }),
  },
  responses: downloadResponses,
});

export const deleteFileRoute = defineRoute({
  method: 'delete',
  path: '/files/{file}',
  operationId: 'driveDeleteFile',
  access: access.project(PERMISSIONS.driveFilesDelete),
  tags,
  summary: 'Delete a file and its contents (also an unfinished upload)',
  request: { params: FileParams, query: z.object(projectQuery) },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

export const publicDownloadRoute = defineRoute({
  method: 'get',
  path: '/public/{project}/files/{file}',
  operationId: 'drivePublicDownload',
  access: access.public(),
  tags,
  summary: 'Download a public file, signed in or not (private and unknown files: 404)',
  request: {
    params: z.object({ project: pathParam('project'), file: pathParam('file') }),
    query: z.object({ disposition: z.enum(['attachment', 'inline']).default('inline') }),
  },
  responses: downloadResponses,
});

export const healthRoute = defineRoute({
  method: 'get',
  path: '/healthz',
  operationId: 'driveHealth',
  access: access.public(),
  tags,
  summary: 'Drive health: the storage backend answers',
  responses: {
    200: jsonResponse(z.object({ status: z.literal('ok'), storage: z.enum(['local', 's3']) }), 'Healthy'),
    503: jsonResponse(z.object({ status: z.literal('unavailable'), storage: z.enum(['local', 's3']) }), 'Storage unavailable'),
  },
});

export const imageRoute = defineRoute({
  method: 'get',
  path: '/images/{project}/{image}',
  operationId: 'driveImage',
  access: access.public(),
  tags,
  summary:
    'Image service v2: `{file}.{png|jpg|webp|pdf|tiff|gif}` rendered with the options of common/image-url.ts ' +
    '(w, h, z, fx, fy, pt, pr, pb, pl, pos, fit, mx, my, r, rf, ex, dpi, bg). Private files need `token`.',
  request: {
    params: z.object({ project: pathParam('project'), image: pathParam('image') }),
    query: z.object(
      Object.fromEntries(
        ['v', 'w', 'h', 'z', 'fx', 'fy', 'pt', 'pr', 'pb', 'pl', 'pos', 'fit', 'mx', 'my', 'r', 'rf', 'ex', 'dpi', 'bg', 'token'].map(
          (k) => [k, z.string().max(100).optional()],
        ),
      ),
    ),
  },
  responses: {
    200: binary('The rendered image', 'image/*'),
    304: { description: 'Not modified' },
  },
});

export const listMetadataRoute = defineRoute({
  method: 'get',
  path: '/metadata',
  operationId: 'driveListMetadata',
  access: access.project(PERMISSIONS.driveFilesList),
  tags,
  summary: "The project's files: full-text `query`, `folder` (this folder only), sort and paging",
  request: {
    query: z.object({
      ...projectQuery,
      query: z.string().trim().max(200).optional().openapi({ description: 'Words to find in name, title, tags, description' }),
      folder: folderText.optional(),
      sortBy: z.enum(SORTS).default('-createdAt'),
      ...pageQuery,
    }),
  },
  responses: { 200: jsonResponse(FileListSchema, 'Files') },
});

export const getMetadataRoute = defineRoute({
  method: 'get',
  path: '/metadata/{file}',
  operationId: 'driveGetMetadata',
  access: access.project(PERMISSIONS.driveFilesList),
  tags,
  summary: "A file's metadata (and its upload offset while uploading)",
  request: { params: FileParams, query: z.object(projectQuery) },
  responses: { 200: jsonResponse(DriveFileSchema, 'The file') },
});

export const updateMetadataRoute = defineRoute({
  method: 'patch',
  path: '/metadata/{file}',
  operationId: 'driveUpdateMetadata',
  access: access.project(PERMISSIONS.driveFilesUpdate),
  tags,
  summary: 'Rename, move (folder), publish or describe a file (title, description, tags, custom fields)',
  request: { params: FileParams, query: z.object(projectQuery), body: jsonBody(UpdateMetadataBody) },
  responses: { 200: jsonResponse(DriveFileSchema, 'The file') },
});

export const syncRoute = defineRoute({
  method: 'get',
  path: '/sync',
  operationId: 'driveSync',
  access: access.project(PERMISSIONS.driveFilesList),
  tags,
  summary: 'Changes (created, updated, deleted) after `cursor`, oldest first, at most `limit`',
  request: {
    query: z.object({
      ...projectQuery,
      cursor: z
        .string()
        .regex(/^\d{1,18}$/, 'The cursor is invalid.')
        .optional(),
      limit: z.coerce.number().int().min(1).max(1000).default(200),
    }),
  },
  responses: { 200: jsonResponse(SyncSchema, 'Changes') },
});

export const syncStatusRoute = defineRoute({
  method: 'get',
  path: '/sync/status',
  operationId: 'driveSyncStatus',
  access: access.project(PERMISSIONS.driveFilesList),
  tags,
  summary: 'The latest cursor and counts',
  request: { query: z.object(projectQuery) },
  responses: { 200: jsonResponse(SyncStatusSchema, 'Status') },
});
