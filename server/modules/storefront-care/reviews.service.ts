/** Review writes: create (verified purchase checked against the order) and moderation (one or many, all or nothing). */
import type { Database } from '../../db/client.ts';
import type { ReviewStatus } from '../../db/schema/storefront-care.ts';
import { CODES } from '../../lib/error-codes.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { Actor } from './care.shared.ts';
import { insertReview, lockReviews, purchaseOf, type ReviewRow, setModeration } from './reviews.repo.ts';

export interface NewReview {
  productId?: string | undefined;
  productName: string;
  authorName: string;
  authorEmail?: string | undefined;
  orderId?: string | undefined;
  rating: number;
  title?: string | undefined;
  body?: string | undefined;
}

export async function createReview(database: Database, projectId: string, v: NewReview): Promise<ReviewRow> {
  return database.db.transaction(async (tx) => {
    let customerId: string | null = null;
    let verified = false;
    if (v.orderId) {
      const purchase = await purchaseOf(tx, projectId, v.orderId, v.authorEmail, v.productId);
      if (!purchase) throw fieldError('orderId', 'This order does not exist in this storefront.');
      verified = purchase.verified;
      if (verified) customerId = purchase.customerId;
    }
    return insertReview(tx, projectId, {
      productId: v.productId ?? null,
      productName: v.productName,
      authorName: v.authorName,
      authorEmail: v.authorEmail ?? null,
      orderId: v.orderId ?? null,
      customerId,
      rating: v.rating,
      title: v.title ?? '',
      body: v.body ?? '',
      verifiedPurchase: verified,
    });
  });
}

export async function moderate(
  database: Database,
  projectId: string,
  ids: string[],
  decision: { status: ReviewStatus; reason?: string | undefined },
  actor: Actor,
): Promise<ReviewRow[]> {
  const unique = [...new Set(ids)];
  return database.db.transaction(async (tx) => {
    const found = await lockReviews(tx, projectId, unique);
    if (found.length !== unique.length) {
      const missing = unique.filter((id) => !found.some((r) => r.id === id));
      if (ids.length === 1) throw notFound('Review', CODES.REVIEW_NOT_FOUND);
      throw fieldError('reviewIds', `These reviews do not exist: ${missing.join(', ')}.`);
    }
    const rows = await setModeration(tx, projectId, unique, {
      status: decision.status,
      reason: decision.reason || null,
      byId: actor.id,
      byName: actor.name,
    });
    const order = new Map(unique.map((id, i) => [id, i]));
    return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  });
}
