/** `POST /v1/mail/subscribers/import` (multipart `file`) and the import's progress. */
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { createImport, newImportId, toImportDto } from '../imports.ts';
import { findImport } from '../imports.repo.ts';
import type { getImportRoute, importSubscribersRoute } from '../mail.routes.ts';
import { staticListIds } from '../subscribers.repo.ts';

const FIELD = /^(email|firstName|lastName|gender|status|attributes\.[\p{L}\p{N}_ -]{1,64}|)$/u;

function readMapping(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    throw fieldError('mapping', 'The column mapping must be JSON: {"column": "field"}.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw fieldError('mapping', 'The column mapping must be an object.');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > 200) throw fieldError('mapping', 'At most 200 columns.');
  for (const [k, v] of entries)
    if (typeof v !== 'string' || !FIELD.test(v) || k.length > 200)
      throw fieldError('mapping', `Column "${k.slice(0, 50)}" maps to an unknown field.`);
  const values = entries.map(([, v]) => v as string);
  if (entries.length && values.filter((v) => v === 'email').length !== 1)
    throw fieldError('mapping', 'Map exactly one column to the email.');
  return parsed as Record<string, string>;
}

export const importSubscribers: RouteHandler<typeof importSubscribersRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const form = await c.req.parseBody().catch(() => {
    throw fieldError('file', 'Send the file as multipart/form-data in the field "file".');
  });
  const file = form.file;
  if (!(file instanceof File)) throw fieldError('file', 'Choose a CSV file.');
  if (!file.size) throw fieldError('file', 'The file is empty.');
  if (!/\.(csv|txt)$/i.test(file.name) && !/csv|text\/plain|excel/i.test(file.type))
    throw fieldError('file', 'The file must be a CSV file.');
  const mapping = readMapping(form.mapping);
  const listId = typeof form.mailingListId === 'string' && form.mailingListId ? form.mailingListId : null;
  const db = c.get('deps').database.db;
  if (listId && !(await staticListIds(db, projectId, [listId])).length)
    throw fieldError('mailingListId', 'Choose an existing static mailing list.');
  const id = newImportId();
  const dir = resolve(c.get('deps').config.DATA_DIR, 'mail-imports');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${id}.csv`);
  await pipeline(Readable.fromWeb(file.stream() as never), createWriteStream(path));
  try {
    const row = await db.transaction((tx) =>
      createImport(tx, {
        projectId,
        id,
        filename: file.name.slice(0, 200),
        path,
        bytes: file.size,
        mapping,
        mailingListId: listId,
        createdBy: userId,
      }),
    );
    return c.json(toImportDto(row), 202);
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
};

export const getImport: RouteHandler<typeof getImportRoute, AppEnv> = async (c) => {
  const row = await findImport(c.get('deps').database.db, c.get('access').projectId, c.req.valid('param').importId);
  if (!row) throw notFound('Import', CODES.IMPORT_NOT_FOUND);
  return c.json(toImportDto(row), 200);
};
