import { containsPattern } from '../../lib/sql.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { availabilityOf } from '../../../common/integration-availability.ts';
import { CATALOGUE_CODES } from '../../db/seed/integrations-catalogue.ts';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { integrationCategories, integrationListings, integrationProducts, projectIntegrations } from '../../db/schema/index.ts';
import type { CategoryDto, IntegrationDto, ListingDto, ProductDto } from './integrations.schemas.ts';

type ListingRow = typeof integrationListings.$inferSelect;
type InstallRow = typeof projectIntegrations.$inferSelect;

export async function listCategories(db: Tx): Promise<CategoryDto[]> {
  const rows = await db
    .select({
      code: integrationCategories.code,
      name: integrationCategories.name,
      description: integrationCategories.description,
      icon: integrationCategories.icon,
      listingCount: count(integrationListings.code),
    })
    .from(integrationCategories)
    .leftJoin(
      integrationListings,
      and(eq(integrationListings.categoryCode, integrationCategories.code), eq(integrationListings.published, true)),
    )
    .groupBy(integrationCategories.code)
    .orderBy(asc(integrationCategories.sortOrder), asc(integrationCategories.code));
  return rows;
}

export async function getCategory(db: Tx, code: string) {
  const [row] = await db.select().from(integrationCategories).where(eq(integrationCategories.code, code));
  return row ?? null;
}

export async function listListings(
  db: Tx,
  f: { category?: string; search?: string; includeUnpublished?: boolean; codes?: string[] } = {},
): Promise<ListingDto[]> {
  const where: SQL[] = [];
  if (!f.includeUnpublished) where.push(eq(integrationListings.published, true));
  if (f.category) where.push(eq(integrationListings.categoryCode, f.category));
  if (f.codes) where.push(inArray(integrationListings.code, f.codes.length ? f.codes : ['']));
  if (f.search) {
    const q = containsPattern(f.search);
    where.push(or(ilike(integrationListings.name, q), ilike(integrationListings.summary, q), ilike(integrationListings.code, q))!);
  }
  const rows = await db
    .select({ listing: integrationListings, categoryName: integrationCategories.name })
    .from(integrationListings)
    .innerJoin(integrationCategories, eq(integrationCategories.code, integrationListings.categoryCode))
    .where(and(...where))
    .orderBy(asc(integrationListings.name), asc(integrationListings.code));
  return rows.map((r) => toListingDto(r.listing, r.categoryName));
}

export async function getListing(db: Tx, code: string, includeUnpublished = false) {
  const [row] = await listListings(db, { codes: [code], includeUnpublished });
  return row ?? null;
}

export function toListingDto(l: ListingRow, categoryName: string): ListingDto {
  return {
    code: l.code,
    name: l.name,
    category: { code: l.categoryCode, name: categoryName },
    summary: l.summary,
    description: l.description,
    icon: l.icon,
    developer: l.developer,
    configSchema: l.configSchema,
    published: l.published,
    availability: availabilityOf(l.code, l.configSchema.fields.length > 0, CATALOGUE_CODES.has(l.code)),
    createdAt: l.createdAt,
    updatedAt: l.updatedAt,
  };
}

export async function listProducts(db: Tx, code: string): Promise<ProductDto[]> {
  const rows = await db
    .select()
    .from(integrationProducts)
    .where(eq(integrationProducts.integrationCode, code))
    .orderBy(asc(integrationProducts.sortOrder), asc(integrationProducts.id));
  return rows.map(toProductDto);
}

export async function getProduct(db: Tx, id: string) {
  const [row] = await db
    .select({ product: integrationProducts })
    .from(integrationProducts)
    .innerJoin(integrationListings, eq(integrationListings.code, integrationProducts.integrationCode))
    .where(and(eq(integrationProducts.id, id), eq(integrationListings.published, true)));
  return row ? toProductDto(row.product) : null;
}

function toProductDto(p: typeof integrationProducts.$inferSelect): ProductDto {
  return {
    id: p.id,
    integration: p.integrationCode,
    name: p.name,
    description: p.description,
    price: { amount: p.priceCents, currency: p.currency },
    interval: p.interval,
  };
}

// ---- installations ----

export const isInstalled = (r: Pick<InstallRow, 'installedAt' | 'uninstalledAt'>) => r.installedAt !== null && r.uninstalledAt === null;

export function toIntegrationDto(r: InstallRow): IntegrationDto {
  return {
    code: r.code,
    config: r.config,
    setupAt: r.setupAt,
    installed: isInstalled(r),
    installedAt: r.installedAt,
    uninstalledAt: r.uninstalledAt,
  };
}

export async function listInstallations(db: Tx, projectId: string, withUninstalled: boolean) {
  const where = [eq(projectIntegrations.projectId, projectId)];
  if (!withUninstalled) where.push(isNull(projectIntegrations.uninstalledAt));
  return db
    .select()
    .from(projectIntegrations)
    .where(and(...where))
    .orderBy(asc(projectIntegrations.code));
}

export async function getInstallation(db: Tx, projectId: string, code: string, lock = false) {
  const q = db
    .select()
    .from(projectIntegrations)
    .where(and(eq(projectIntegrations.projectId, projectId), eq(projectIntegrations.code, code)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Installed codes per project: the `integrations` of a project DTO. */
export async function installedCodes(db: Tx, projectIds: string[]) {
  const rows = await db
    .select({ projectId: projectIntegrations.projectId, code: projectIntegrations.code })
    .from(projectIntegrations)
    .where(and(inArray(projectIntegrations.projectId, projectIds), isNull(projectIntegrations.uninstalledAt)))
    .orderBy(asc(projectIntegrations.code));
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const list = out.get(r.projectId) ?? [];
    list.push(r.code);
    out.set(r.projectId, list);
  }
  return out;
}

/** The same as SQL, for a project id expression of another query: its installed codes as text[], by code. */
export function installedCodesSql(projectId: SQLWrapper): SQL<string[]> {
  return sql<
    string[]
  >`array(select ${projectIntegrations.code} from ${projectIntegrations} where ${projectIntegrations.projectId} = ${projectId} and ${projectIntegrations.uninstalledAt} is null order by ${projectIntegrations.code})`;
}

export async function installedCodesFor(db: Tx, projectId: string) {
  return new Set((await installedCodes(db, [projectId])).get(projectId) ?? []);
}

export async function findPublishedListing(db: Tx, code: string) {
  const [row] = await db
    .select()
    .from(integrationListings)
    .where(and(eq(integrationListings.code, code), eq(integrationListings.published, true)));
  return row ?? null;
}

/** A new listing; null when the code is taken. */
export async function insertListing(db: Tx, values: typeof integrationListings.$inferInsert) {
  const [row] = await db.insert(integrationListings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateListing(db: Tx, code: string, set: Partial<typeof integrationListings.$inferInsert>) {
  const [row] = await db
    .update(integrationListings)
    .set({ ...set, updatedAt: new Date().toISOString() })
    .where(eq(integrationListings.code, code))
    .returning();
  return row ?? null;
}

export async function deleteListing(db: Tx, code: string) {
  const [row] = await db.delete(integrationListings).where(eq(integrationListings.code, code)).returning();
  return row ?? null;
}

const installations = projectRepo(projectIntegrations);

/** Install (or re-install an uninstalled) integration with its config. */
export async function upsertInstallation(db: Tx, projectId: string, code: string, config: Record<string, unknown>, now: string) {
  const [saved] = await db
    .insert(projectIntegrations)
    .values({ projectId, code, config, installedAt: now })
    .onConflictDoUpdate({
      target: [projectIntegrations.projectId, projectIntegrations.code],
      set: { config, installedAt: now, uninstalledAt: null, updatedAt: now },
    })
    .returning();
  return saved!;
}

export async function updateInstallation(db: Tx, projectId: string, code: string, set: Partial<typeof projectIntegrations.$inferInsert>) {
  const [row] = await installations(db, projectId).update(eq(projectIntegrations.code, code), set);
  return row ?? null;
}
