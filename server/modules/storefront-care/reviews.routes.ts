/**
 * Product reviews (spec 000 §3 "Review", §7 "Platform API"; docs/decisions/storefront-care.md): the moderation
 * queue's list, one review, its moderation, the bulk moderation the queue's bulk actions use, the formula-safe
 * streamed CSV export, and the storefront's create call (a project API key with platform.reviews.create).
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { REVIEW_STATUSES } from './statuses.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { endAfterStart, instant, PlatformParams, pathParam, project } from './care.schemas.ts';

export const tags = ['Platform reviews'];
export const ReviewParams = PlatformParams.extend({ reviewId: pathParam('reviewId') });
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES).openapi('ReviewStatus');
export const REVIEW_SORTS = ['createdAt', '-createdAt', 'rating', '-rating'] as const;

export const ReviewSchema = z
  .object({
    id: z.string(),
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    body: z.string(),
    status: ReviewStatusSchema,
    verifiedPurchase: z.boolean(),
    product: z.object({ id: z.string().nullable(), name: z.string() }),
    customerId: z.string().nullable(),
    orderId: z.string().nullable(),
    authorName: z.string(),
    moderation: z
      .object({ by: z.object({ id: z.string().nullable(), name: z.string().nullable() }), reason: z.string().nullable(), at: z.string() })
      .nullable()
      .openapi({ description: 'Who decided, why and when (null until moderated)' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Review');

const filterFields = {
  search: z.string().trim().max(200).optional().openapi({ description: 'Product, author, title and text (prefix match)' }),
  start: instant.optional().openapi({ description: 'Written at or after (ISO-8601)' }),
  end: instant.optional().openapi({ description: 'Written before (ISO-8601, exclusive)' }),
  status: ReviewStatusSchema.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
};

export const ListReviewsQuery = z
  .object({
    project,
    ...filterFields,
    sortBy: z.enum(REVIEW_SORTS).default('-createdAt').openapi({ description: 'createdAt or rating; a leading - for descending' }),
    ...pageQuery,
  })
  .superRefine(endAfterStart);

export const ExportReviewsQuery = z
  .object({ project, ...filterFields, start: instant.openapi({ description: 'Required: written at or after (ISO-8601)' }) })
  .superRefine(endAfterStart);

export const ModerationBody = z
  .strictObject({
    status: ReviewStatusSchema,
    reason: z.string().trim().max(1000).optional().openapi({ description: 'Why (kept with the decision)' }),
  })
  .openapi('ReviewModerationRequest');

export const BulkModerationBody = z
  .strictObject({
    reviewIds: z.array(z.string().min(1).max(64)).min(1, 'Choose at least one review.').max(100, 'At most 100 reviews at once.'),
    status: ReviewStatusSchema,
    reason: z.string().trim().max(1000).optional(),
  })
  .openapi('ReviewBulkModerationRequest');

export const CreateReviewBody = z
  .strictObject({
    productId: z.string().min(1).max(64).optional(),
    productName: z.string().trim().min(1, 'The product name is required.').max(300),
    authorName: z.string().trim().min(1, 'The name is required.').max(200),
    authorEmail: z.email('Enter a valid email address.').max(254).toLowerCase().optional(),
    orderId: z.string().min(1).max(64).optional(),
    rating: z.number().int('A rating is a whole number.').min(1, 'A rating is 1 to 5.').max(5, 'A rating is 1 to 5.'),
    title: z.string().trim().max(200).optional(),
    body: z.string().trim().max(10_000).optional(),
  })
  .openapi('CreateReviewRequest');

const ReviewList = z.object({ reviews: z.array(ReviewSchema), nextPageToken: z.string().nullable() }).openapi('ReviewList');

export const listReviewsRoute = defineRoute({
  method: 'get',
  operationId: 'listPlatformReviews',
  path: '/{platformId}/reviews',
  access: access.project(PERMISSIONS.platformReviewsList),
  tags,
  summary: 'Reviews, newest first by default (sortBy createdAt or rating; keyset paging)',
  request: { params: PlatformParams, query: ListReviewsQuery },
  responses: { 200: jsonResponse(ReviewList, 'Reviews') },
});

export const createReviewRoute = defineRoute({
  method: 'post',
  operationId: 'createPlatformReview',
  path: '/{platformId}/reviews',
  access: access.project(PERMISSIONS.platformReviewsCreate),
  tags,
  summary: 'Submit a review (the storefront, with an API key); pending until moderated. Verified purchase when the order is the author’s.',
  request: { params: PlatformParams, query: z.object({ project }), body: jsonBody(CreateReviewBody) },
  responses: { 201: jsonResponse(ReviewSchema, 'The review') },
});

export const exportReviewsRoute = defineRoute({
  method: 'get',
  operationId: 'exportPlatformReviews',
  path: '/{platformId}/reviews/export',
  access: access.project(PERMISSIONS.platformReviewsExport),
  tags,
  summary: 'The filtered reviews as CSV (start required; streamed from a cursor; formula cells neutralised)',
  request: { params: PlatformParams, query: ExportReviewsQuery },
  responses: { 200: { description: 'CSV, one row per review', content: { 'text/csv': { schema: z.string() } } } },
});

export const bulkModerateRoute = defineRoute({
  method: 'post',
  operationId: 'bulkModeratePlatformReviews',
  path: '/{platformId}/reviews/moderate',
  access: access.project(PERMISSIONS.platformReviewsModerate),
  tags,
  summary: 'Moderate several reviews at once (all or nothing: an unknown id is a 422 naming it)',
  request: { params: PlatformParams, query: z.object({ project }), body: jsonBody(BulkModerationBody) },
  responses: { 200: jsonResponse(ReviewList.omit({ nextPageToken: true }).openapi('ReviewBulkModerationResult'), 'The reviews') },
});

export const getReviewRoute = defineRoute({
  method: 'get',
  operationId: 'getPlatformReview',
  path: '/{platformId}/reviews/{reviewId}',
  access: access.project(PERMISSIONS.platformReviewsGet),
  tags,
  summary: 'One review with its moderation',
  request: { params: ReviewParams, query: z.object({ project }) },
  responses: { 200: jsonResponse(ReviewSchema, 'The review') },
});

export const moderateReviewRoute = defineRoute({
  method: 'patch',
  operationId: 'moderatePlatformReview',
  path: '/{platformId}/reviews/{reviewId}/moderate',
  access: access.project(PERMISSIONS.platformReviewsModerate),
  tags,
  summary: 'Approve, reject, mark as spam (or back to pending); records who decided, why and when',
  request: { params: ReviewParams, query: z.object({ project }), body: jsonBody(ModerationBody) },
  responses: { 200: jsonResponse(ReviewSchema, 'The review') },
});
