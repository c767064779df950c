/** The reviews router (mounted at /v1/platform): `export` and `moderate` are registered before `{reviewId}`. */
import { createRouter } from '../../lib/openapi.ts';
import { bulkModerate, createReviewHandler, exportReviews, getReview, listReviews, moderateReview } from './handlers/reviews.ts';
import {
  bulkModerateRoute,
  createReviewRoute,
  exportReviewsRoute,
  getReviewRoute,
  listReviewsRoute,
  moderateReviewRoute,
} from './reviews.routes.ts';

export const reviewsRouter = createRouter();

reviewsRouter.openapi(listReviewsRoute, listReviews);
reviewsRouter.openapi(createReviewRoute, createReviewHandler);
reviewsRouter.openapi(exportReviewsRoute, exportReviews);
reviewsRouter.openapi(bulkModerateRoute, bulkModerate);
reviewsRouter.openapi(getReviewRoute, getReview);
reviewsRouter.openapi(moderateReviewRoute, moderateReview);
