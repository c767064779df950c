/** Helpers shared by the catalogue handlers (handlers/). */
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { getCategory, installedCodesFor } from './integrations.repo.ts';

export const db = (c: Context<AppEnv>) => c.get('deps').database.db;

/** With `project` (access checked by the route): the project's installed codes. */
export async function projectCodes(c: Context<AppEnv>, project: string | undefined) {
  if (!project) return null;
  return installedCodesFor(db(c), project);
}

export const byName = (l: { name: string; code: string }) => [l.name.toLowerCase(), l.code] as const;

// ---- admin listings: platform admins only (access.platformAdmin() on the contracts) ----

export async function assertCategory(c: Context<AppEnv>, code: string | undefined) {
  if (code !== undefined && !(await getCategory(db(c), code))) throw fieldError('category', 'No such category.');
}
