/** The moderation queue's reads and writes, over the generated calls. */
import type { QueryClient } from '@tanstack/react-query';
import type { ListSearchOptions } from '../../../components/data/list-search.ts';
import type { ListParams, ListSource } from '../../../components/data/types.ts';
import { bulkModeratePlatformReviews } from '../../../lib/api/generated/ops/bulkModeratePlatformReviews.ts';
import { exportPlatformReviews } from '../../../lib/api/generated/ops/exportPlatformReviews.ts';
import { listPlatformReviews } from '../../../lib/api/generated/ops/listPlatformReviews.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { reviewsKeys } from './keys.ts';

export type Review = Schema<'Review'>;
export type ReviewStatus = Review['status'];
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected', 'spam'];
export const STATUS_LABEL: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', spam: 'Spam' };
export const STATUS_COLOR: Record<ReviewStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red', spam: 'gray' };
const RATINGS = ['1', '2', '3', '4', '5'];

/** The queue opens on pending reviews (`status=pending` unless another tab is chosen; `all` shows every status). */
export const reviewsListSearch: ListSearchOptions = {
  sorts: ['createdAt', 'rating'],
  filters: { status: [...REVIEW_STATUSES, 'all'], rating: RATINGS },
};

type Query = {
  pageToken?: string;
  pageSize?: number;
  search?: string;
  status?: ReviewStatus;
  rating?: number;
  sortBy?: 'createdAt' | '-createdAt' | 'rating' | '-rating';
};

export function reviewsQuery(p: Pick<ListParams, 'search' | 'filters' | 'sort'> & Partial<ListParams>): Query {
  const status = REVIEW_STATUSES.find((s) => s === (p.filters.status ?? 'pending'));
  const rating = RATINGS.includes(p.filters.rating ?? '') ? Number(p.filters.rating) : undefined;
  const sortBy = (['createdAt', '-createdAt', 'rating', '-rating'] as const).find((s) => s === p.sort);
  return {
    ...(p.pageToken ? { pageToken: p.pageToken } : {}),
    ...(p.pageSize ? { pageSize: p.pageSize } : {}),
    ...(p.search ? { search: p.search } : {}),
    ...(status ? { status } : {}),
    ...(rating ? { rating } : {}),
    ...(sortBy ? { sortBy } : {}),
  };
}

export const reviewsList = (project: string, platformId: string): ListSource<Review> => ({
  queryKey: reviewsKeys.list(project),
  queryFn: (p) =>
    listPlatformReviews({ path: { platformId }, query: { project, ...reviewsQuery(p) } }).then((r) => ({
      items: r.reviews,
      nextPageToken: r.nextPageToken,
    })),
});

export const moderateReviews = (project: string, platformId: string, reviewIds: string[], status: ReviewStatus, reason?: string) =>
  bulkModeratePlatformReviews({ path: { platformId }, query: { project }, body: { reviewIds, status, ...(reason ? { reason } : {}) } });

/** `text/csv`: the client hands back the text. Without a start the export covers the last 90 days. */
export function exportReviews(project: string, platformId: string, p: Pick<ListParams, 'search' | 'filters' | 'sort'>, now = new Date()) {
  const { sortBy: _s, ...filters } = reviewsQuery(p);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 90).toISOString();
  return exportPlatformReviews({ path: { platformId }, query: { project, ...filters, start } }) as unknown as Promise<string>;
}

export const refreshReviews = (qc: QueryClient, project: string) => qc.invalidateQueries({ queryKey: reviewsKeys.all(project) });
