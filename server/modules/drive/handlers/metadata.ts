/** Metadata and sync handlers: list (search, sort, paging), get, patch; the change feed and its status. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import type { getMetadataRoute, listMetadataRoute, syncRoute, syncStatusRoute, updateMetadataRoute } from '../drive.routes.ts';
import { toFileDto } from '../drive.dto.ts';
import { changesAfter, effectiveSetup, findFile, pageFiles, syncStatus, updateMetadata } from '../files.repo.ts';

const db = (c: Context<AppEnv>) => c.get('deps').database.db;
const missing = () => notFound('File', CODES.DRIVE_FILE_NOT_FOUND);

export const listMetadataHandler: RouteHandler<typeof listMetadataRoute, AppEnv> = async (c) => {
  const q = c.req.valid('query');
  const page = await pageFiles(db(c), c.get('access').projectId, q);
  const { keys } = c.get('deps');
  return c.json({ files: page.items.map((r) => toFileDto(r, keys)), nextPageToken: page.nextPageToken }, 200);
};

export const getMetadataHandler: RouteHandler<typeof getMetadataRoute, AppEnv> = async (c) => {
  const row = await findFile(db(c), c.get('access').projectId, c.req.valid('param').file);
  if (!row) throw missing();
  return c.json(toFileDto(row, c.get('deps').keys), 200);
};

export const updateMetadataHandler: RouteHandler<typeof updateMetadataRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const row = await updateMetadata(db(c), c.get('access').projectId, c.req.valid('param').file, {
    ...body,
    ...(body.tags ? { tags: [...new Set(body.tags)] } : {}),
  });
  if (!row) throw missing();
  return c.json(toFileDto(row, c.get('deps').keys), 200);
};

export const syncHandler: RouteHandler<typeof syncRoute, AppEnv> = async (c) => {
  const q = c.req.valid('query');
  const cursor = Number(q.cursor ?? 0);
  const { rows, hasMore } = await changesAfter(db(c), c.get('access').projectId, cursor, q.limit);
  const { keys } = c.get('deps');
  const changes = rows.map(({ change, file }) => ({
    cursor: String(change.seq),
    kind: change.kind,
    fileId: change.fileId,
    at: change.at,
    file: file ? toFileDto(file, keys) : null,
  }));
  return c.json({ changes, cursor: changes.at(-1)?.cursor ?? String(cursor), hasMore }, 200);
};

export const syncStatusHandler: RouteHandler<typeof syncStatusRoute, AppEnv> = async (c) => {
  const projectId = c.get('access').projectId;
  const [s, setup] = await Promise.all([syncStatus(db(c), projectId), effectiveSetup(db(c), c.get('deps').config, projectId)]);
  return c.json({ ...s, cursor: String(s.cursor), quotaBytes: setup.quotaBytes, maxFileBytes: setup.maxFileBytes }, 200);
};
