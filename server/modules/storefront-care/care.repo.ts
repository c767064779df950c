/**
 * What every storefront-care call starts from: the storefront named by `{platformId}` (404 when it is not the
 * request project's), user names for logs, and a prefix full-text query.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectMembers, storefronts, users } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notFound } from '../../lib/errors.ts';

export async function findStorefront(db: Tx, projectId: string) {
  const [row] = await db
    .select({ id: storefronts.id, name: storefronts.name, defaultDomain: storefronts.defaultDomain, timezone: storefronts.timezone })
    .from(storefronts)
    .where(eq(storefronts.projectId, projectId))
    .limit(1);
  return row ?? null;
}

/** The storefront in the path, if it is the request project's; otherwise 404 PLATFORM_NOT_FOUND. */
export async function requireStorefrontOf(db: Tx, projectId: string, platformId: string) {
  const row = await findStorefront(db, projectId);
  if (!row || row.id !== platformId) throw notFound('Platform', CODES.PLATFORM_NOT_FOUND);
  return row;
}

export async function userNames(db: Tx, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!ids.length) return out;
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  for (const r of rows) out.set(r.id, `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.email);
  return out;
}

export async function isMember(db: Tx, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .limit(1);
  return !!row;
}

/** `anna berg` → `'anna':* & 'berg':*` (prefix match); null when nothing searchable is left. */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}@._+-]/gu, '').replace(/^[-.+@_]+|[-.+@_]+$/g, ''))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}
