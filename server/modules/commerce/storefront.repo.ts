/**
 * The project's storefront (the platform object of `GET /v1/platform`). Every platform call names it in its path
 * (`/v1/platform/{platformId}/…`) and checks it belongs to the request's project: another project's storefront id
 * answers 404, like anything else of another tenant. Projects made before the commerce area get theirs on first use.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projects, storefronts } from '../../db/schema/index.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

export type Storefront = typeof storefronts.$inferSelect;

/** A host-name-safe label from the project name (`Acme Prints` → `acme-prints`). */
export function domainLabel(name: string): string {
  const label = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return label || 'shop';
}

/** The project's storefront, created with defaults on first use (safe under concurrent first calls). */
export async function ensureStorefront(db: Tx, projectId: string): Promise<Storefront> {
  const [existing] = await db.select().from(storefronts).where(eq(storefronts.projectId, projectId)).limit(1);
  if (existing) return existing;
  const [project] = await db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)).limit(1);
  const name = project?.name ?? 'Shop';
  await db
    .insert(storefronts)
    .values({ projectId, id: newId('plt'), name, defaultDomain: `${domainLabel(name)}-${projectId.slice(-6)}.shopfloor.shop` })
    .onConflictDoNothing();
  const [row] = await db.select().from(storefronts).where(eq(storefronts.projectId, projectId)).limit(1);
  return row!;
}

/** The storefront named in the path, if it is the request project's; otherwise 404 PLATFORM_NOT_FOUND. */
export async function requireStorefront(db: Tx, projectId: string, platformId: string): Promise<Storefront> {
  const storefront = await ensureStorefront(db, projectId);
  if (storefront.id !== platformId) throw notFound('Platform', CODES.PLATFORM_NOT_FOUND);
  return storefront;
}
