/** The review handlers (contracts in ../reviews.routes.ts); no SQL here. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { csvHeaders, exportFilename } from '../../../lib/csv.ts';
import { notFound } from '../../../lib/errors.ts';
import { actorOf, storefrontOf } from '../care.shared.ts';
import { reviewDto } from '../reviews.dto.ts';
import { reviewsCsvStream } from '../reviews.export.ts';
import { findReview, pageReviews } from '../reviews.repo.ts';
import type {
  bulkModerateRoute,
  createReviewRoute,
  exportReviewsRoute,
  getReviewRoute,
  listReviewsRoute,
  moderateReviewRoute,
} from '../reviews.routes.ts';
import { createReview, moderate } from '../reviews.service.ts';

export const listReviews: RouteHandler<typeof listReviewsRoute, AppEnv> = async (c) => {
  const { project: _p, pageSize, pageToken, sortBy, ...filters } = c.req.valid('query');
  const { db, projectId } = await storefrontOf(c, c.req.valid('param').platformId);
  const page = await pageReviews(db, projectId, filters, sortBy, { pageSize, pageToken });
  return c.json({ reviews: page.items.map(reviewDto), nextPageToken: page.nextPageToken }, 200);
};

export const createReviewHandler: RouteHandler<typeof createReviewRoute, AppEnv> = async (c) => {
  const { projectId, database } = await storefrontOf(c, c.req.valid('param').platformId);
  return c.json(reviewDto(await createReview(database, projectId, c.req.valid('json'))), 201);
};

export const exportReviews: RouteHandler<typeof exportReviewsRoute, AppEnv> = async (c) => {
  const { project: _p, ...filters } = c.req.valid('query');
  const { projectId, database } = await storefrontOf(c, c.req.valid('param').platformId);
  const body = await reviewsCsvStream(database, projectId, filters);
  return c.body(body, 200, csvHeaders(exportFilename('reviews'))) as never;
};

export const bulkModerate: RouteHandler<typeof bulkModerateRoute, AppEnv> = async (c) => {
  const { reviewIds, ...decision } = c.req.valid('json');
  const { projectId, database } = await storefrontOf(c, c.req.valid('param').platformId);
  const rows = await moderate(database, projectId, reviewIds, decision, await actorOf(c));
  return c.json({ reviews: rows.map(reviewDto) }, 200);
};

export const getReview: RouteHandler<typeof getReviewRoute, AppEnv> = async (c) => {
  const { platformId, reviewId } = c.req.valid('param');
  const { db, projectId } = await storefrontOf(c, platformId);
  const row = await findReview(db, projectId, reviewId);
  if (!row) throw notFound('Review', CODES.REVIEW_NOT_FOUND);
  return c.json(reviewDto(row), 200);
};

export const moderateReview: RouteHandler<typeof moderateReviewRoute, AppEnv> = async (c) => {
  const { platformId, reviewId } = c.req.valid('param');
  const { projectId, database } = await storefrontOf(c, platformId);
  const [row] = await moderate(database, projectId, [reviewId], c.req.valid('json'), await actorOf(c));
  return c.json(reviewDto(row!), 200);
};
