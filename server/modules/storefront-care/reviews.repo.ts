/** Reviews: keyset lists per sort (indexes reviews_created_idx / reviews_status_idx / reviews_rating_idx), moderation, export. */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, orders, reviews } from '../../db/schema/index.ts';
import type { ReviewStatus } from '../../db/schema/storefront-care.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { prefixQuery } from './care.repo.ts';

export type ReviewRow = typeof reviews.$inferSelect;
const reviewsOf = projectRepo(reviews);

export interface ReviewFilters {
  search?: string | undefined;
  start?: string | undefined;
  end?: string | undefined;
  status?: ReviewStatus | undefined;
  rating?: number | undefined;
}

function conditions(f: ReviewFilters) {
  const q = f.search ? prefixQuery(f.search) : null;
  return and(
    f.status ? eq(reviews.status, f.status) : undefined,
    f.rating ? eq(reviews.rating, f.rating) : undefined,
    f.start ? gte(reviews.createdAt, f.start) : undefined,
    f.end ? lt(reviews.createdAt, f.end) : undefined,
    f.search ? (q ? sql`${reviews.search} @@ to_tsquery('simple', ${q})` : sql`false`) : undefined,
  );
}

export function pageReviews(db: Tx, projectId: string, f: ReviewFilters, sortBy: string, page: PageRequest) {
  const direction = sortBy.startsWith('-') ? 'desc' : 'asc';
  const repo = reviewsOf(db, projectId);
  if (sortBy.endsWith('rating')) {
    return repo.page({
      where: conditions(f),
      orderBy: [reviews.rating, reviews.createdAt, reviews.id],
      direction,
      cursor: (r) => [r.rating, r.createdAt, r.id] as const,
      ...page,
    });
  }
  return repo.page({
    where: conditions(f),
    orderBy: [reviews.createdAt, reviews.id],
    direction,
    cursor: (r) => [r.createdAt, r.id] as const,
    ...page,
  });
}

export const findReview = (db: Tx, projectId: string, id: string) => reviewsOf(db, projectId).find(eq(reviews.id, id));

export async function lockReviews(tx: Tx, projectId: string, ids: string[]) {
  return tx
    .select()
    .from(reviews)
    .where(reviewsOf(tx, projectId).scope(inArray(reviews.id, ids)))
    .orderBy(asc(reviews.id))
    .for('update');
}

export async function setModeration(
  tx: Tx,
  projectId: string,
  ids: string[],
  m: { status: ReviewStatus; reason: string | null; byId: string | null; byName: string | null },
) {
  return reviewsOf(tx, projectId).update(inArray(reviews.id, ids), {
    status: m.status,
    moderationReason: m.reason,
    moderatedById: m.byId,
    moderatedByName: m.byName,
    moderatedAt: sql`now()` as never,
    updatedAt: sql`now()` as never,
  });
}

/** The order, if it is in this project and was placed with this email (and holds the product, when given). */
export async function purchaseOf(db: Tx, projectId: string, orderId: string, email: string | undefined, productId: string | undefined) {
  const [order] = await db
    .select({ id: orders.id, customerId: orders.customerId, email: orders.email })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.id, orderId)))
    .limit(1);
  if (!order) return null;
  let verified = !!email && order.email.toLowerCase() === email;
  if (verified && productId) {
    const [line] = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.projectId, projectId), eq(orderLines.orderId, orderId), eq(orderLines.productId, productId)))
      .limit(1);
    verified = !!line;
  }
  return { ...order, verified };
}

export const insertReview = (tx: Tx, projectId: string, v: Omit<typeof reviews.$inferInsert, 'projectId' | 'id'>) =>
  reviewsOf(tx, projectId).insert({ id: newId('rev'), ...v });

/** The export's query as SQL for a server-side cursor, in the list's default order. */
export function exportReviewsQuery(db: Tx, projectId: string, f: ReviewFilters) {
  return db
    .select({
      createdAt: sql`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      rating: reviews.rating,
      status: reviews.status,
      productName: reviews.productName,
      productId: reviews.productId,
      authorName: reviews.authorName,
      verified: reviews.verifiedPurchase,
      title: reviews.title,
      body: reviews.body,
      moderatedBy: reviews.moderatedByName,
      reason: reviews.moderationReason,
      moderatedAt: sql`to_char(${reviews.moderatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      orderId: reviews.orderId,
      id: reviews.id,
    })
    .from(reviews)
    .where(reviewsOf(db, projectId).scope(conditions(f)))
    .orderBy(sql`${reviews.createdAt} desc`, sql`${reviews.id} desc`)
    .toSQL();
}
