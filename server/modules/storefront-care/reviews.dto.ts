import type { ReviewRow } from './reviews.repo.ts';

export const reviewDto = (r: ReviewRow) => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  status: r.status,
  verifiedPurchase: r.verifiedPurchase,
  product: { id: r.productId, name: r.productName },
  customerId: r.customerId,
  orderId: r.orderId,
  authorName: r.authorName,
  moderation: r.moderatedAt
    ? { by: { id: r.moderatedById, name: r.moderatedByName }, reason: r.moderationReason, at: r.moderatedAt }
    : null,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});
