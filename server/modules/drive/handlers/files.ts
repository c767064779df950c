/** File handlers: create the record, receive its bytes (resumable), delete, health. Access is on the routes. */
import { rm } from 'node:fs/promises';
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import type { createFileRoute, deleteFileRoute, healthRoute, uploadFileRoute } from '../drive.routes.ts';
import { toFileDto } from '../drive.dto.ts';
import { driveStorage, objectKey } from '../drive.storage.ts';
import { createFile, deleteFileRecord } from '../files.repo.ts';
import { receiveUpload } from '../upload.ts';

const db = (c: Context<AppEnv>) => c.get('deps').database.db;
export const fileMissing = () => notFound('File', CODES.DRIVE_FILE_NOT_FOUND);

export const createFileHandler: RouteHandler<typeof createFileRoute, AppEnv> = async (c) => {
  const body = c.req.valid('json');
  const { config, keys } = c.get('deps');
  const access = c.get('access');
  const principal = c.get('principal');
  const row = await createFile(db(c), config, access.projectId, principal?.kind === 'user' ? principal.userId : null, {
    name: body.name,
    folder: body.folder ?? '/',
    size: body.size,
    declaredType: body.contentType ?? null,
    sha256: body.sha256 ?? null,
    public: body.public ?? false,
    title: body.title ?? '',
    description: body.description ?? '',
    tags: [...new Set(body.tags ?? [])],
    fields: body.fields ?? {},
  });
  return c.json(toFileDto(row, keys), 201);
};

export const uploadFileHandler: RouteHandler<typeof uploadFileRoute, AppEnv> = async (c) => {
  const { file } = c.req.valid('param');
  const { config, keys } = c.get('deps');
  const row = await receiveUpload(c, c.get('deps').database, config, c.get('access').projectId, file);
  return c.json(toFileDto(row, keys), 200);
};

export const deleteFileHandler: RouteHandler<typeof deleteFileRoute, AppEnv> = async (c) => {
  const { file } = c.req.valid('param');
  const projectId = c.get('access').projectId;
  const { config } = c.get('deps');
  const row = await deleteFileRecord(db(c), projectId, file);
  if (!row) throw fileMissing();
  const storage = driveStorage(config);
  // The record is gone first: a failure below leaves unreachable bytes, never a record without bytes.
  await Promise.all([
    storage.store.remove(objectKey(projectId, file)),
    rm(storage.stagingPath(projectId, file), { force: true }),
    rm(storage.variantDir(projectId, file), { recursive: true, force: true }),
  ]).catch((err) => c.get('log').warn({ err, file }, 'drive: could not remove the bytes of a deleted file'));
  return c.json({ ok: true as const }, 200);
};

export const healthHandler: RouteHandler<typeof healthRoute, AppEnv> = async (c) => {
  const storage = driveStorage(c.get('deps').config);
  const ok = await storage.store.ping();
  return ok
    ? c.json({ status: 'ok' as const, storage: storage.store.kind }, 200)
    : c.json({ status: 'unavailable' as const, storage: storage.store.kind }, 503);
};
