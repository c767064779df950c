/** Tutorials are the blog's posts (spec 001 §7 "Blog"): the whole list (help content is small) and one by slug. */
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages.ts';
import { getBlogBlogs } from '../../../lib/api/generated/ops/getBlogBlogs.ts';
import { getBlogBlogsByBlogId } from '../../../lib/api/generated/ops/getBlogBlogsByBlogId.ts';
import { helpKeys } from './keys.ts';
import type { Tutorial } from './types.ts';

export const tutorialsQuery = (projectId: string, search = '') =>
  queryOptions({
    queryKey: helpKeys.tutorials(projectId, search),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getBlogBlogs({ query: { project: projectId, ...q, ...(search ? { search } : {}) } });
        return { items: r.blogs, nextPageToken: r.nextPageToken };
      }, 5),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** From the list already in the cache, when there is one (opening a card shows the post at once, offline too). */
function fromList(qc: QueryClient, projectId: string, slug: string): Tutorial | undefined {
  return qc.getQueryData<Tutorial[]>(helpKeys.tutorials(projectId))?.find((t) => t.slug === slug);
}

export const tutorialQuery = (projectId: string, slug: string, qc?: QueryClient) =>
  queryOptions({
    queryKey: helpKeys.tutorial(projectId, slug),
    queryFn: () => getBlogBlogsByBlogId({ path: { blogId: slug }, query: { project: projectId } }),
    placeholderData: qc ? () => fromList(qc, projectId, slug) : undefined,
    staleTime: 60_000,
  });
