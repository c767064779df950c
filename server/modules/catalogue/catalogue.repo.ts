/**
 * Products and variants of a project's catalogue. Lists are keyset pages; a search ranks by ts_rank over the
 * product's generated tsvector (title A, category B, description C).
 */
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gfnProducts, gfnVariants } from '../../db/schema/index.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';
import { rankOf, tsQuery } from './catalogue-search.repo.ts';
import type { ProductField } from './catalogue.schemas.ts';

const { search: _search, ...productColumns } = getTableColumns(gfnProducts);
export type ProductRow = Omit<typeof gfnProducts.$inferSelect, 'search'>;
export type VariantRow = typeof gfnVariants.$inferSelect;
const variants = projectRepo(gfnVariants);

export async function pageProducts(
  db: Tx,
  projectId: string,
  q: PageRequest & { search?: string | undefined; category?: string | undefined },
) {
  const query = tsQuery(q.search);
  const where = and(
    eq(gfnProducts.projectId, projectId),
    query ? sql`${gfnProducts.search} @@ ${query}` : undefined,
    q.category ? eq(gfnProducts.category, q.category) : undefined,
  );
  const page = { pageSize: q.pageSize, pageToken: q.pageToken };
  if (query) {
    const rank = rankOf(sql`${gfnProducts.search}`, query);
    return paginate(
      db
        .select({ ...productColumns, rank })
        .from(gfnProducts)
        .$dynamic(),
      {
        where,
        orderBy: [rank, gfnProducts.id],
        direction: 'desc',
        cursor: (row) => [row.rank, row.id] as const,
        ...page,
      },
    );
  }
  return paginate(db.select(productColumns).from(gfnProducts).$dynamic(), {
    where,
    orderBy: [gfnProducts.title, gfnProducts.id],
    cursor: (row) => [row.title, row.id] as const,
    ...page,
  });
}

export async function findProduct(db: Tx, projectId: string, id: string): Promise<ProductRow | null> {
  const [row] = await db
    .select(productColumns)
    .from(gfnProducts)
    .where(and(eq(gfnProducts.projectId, projectId), eq(gfnProducts.id, id)))
    .limit(1);
  return row ?? null;
}

export async function variantsOf(db: Tx, projectId: string, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const out = new Map<string, VariantRow[]>();
  if (!productIds.length) return out;
  const rows = await variants(db, projectId).list(inArray(gfnVariants.productId, productIds));
  rows.sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const v of rows) out.set(v.productId, [...(out.get(v.productId) ?? []), v]);
  return out;
}

export function pageVariants(db: Tx, projectId: string, q: PageRequest & { productId?: string | undefined; search?: string | undefined }) {
  const prefix = q.search ? `${containsPattern(q.search).replace(/^%/, '')}` : undefined;
  const where: SQL | undefined = and(
    q.productId ? eq(gfnVariants.productId, q.productId) : undefined,
    prefix ? sql`(${gfnVariants.sku} ilike ${prefix} or ${gfnVariants.gtin} like ${prefix})` : undefined,
  );
  return variants(db, projectId).page({
    where,
    orderBy: [gfnVariants.sku, gfnVariants.id],
    cursor: (row) => [row.sku, row.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export const findVariant = (db: Tx, projectId: string, id: string) => variants(db, projectId).find(eq(gfnVariants.id, id));

export function toVariantDto(v: VariantRow) {
  return {
    id: v.id,
    productId: v.productId,
    sku: v.sku,
    title: v.title,
    options: v.options as Record<string, string>,
    cost: v.cost,
    currency: v.currency,
    weightGrams: v.weightGrams,
    gtin: v.gtin,
    createdAt: v.createdAt,
  };
}

/** The product as the API answers it: only `fields` (and always `id`). */
export function toProductDto(p: ProductRow, fields: readonly ProductField[], variantRows?: VariantRow[]) {
  const full = {
    id: p.id,
    title: p.title,
    description: p.description,
    category: p.category,
    images: p.images,
    attributes: p.attributes as Record<string, string>,
    baseCost: p.baseCost,
    currency: p.currency,
    quantityStep: p.quantityStep,
    variantCount: p.variantCount,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    variants: (variantRows ?? []).map(toVariantDto),
  };
  const out: Partial<typeof full> & { id: string } = { id: p.id };
  for (const f of fields) (out as Record<string, unknown>)[f] = full[f];
  return out;
}
