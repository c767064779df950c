/** Help centre contracts that are not FAQs or posts: the searches that found nothing (for platform admins). */
import { z } from '@hono/zod-openapi';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonResponse, pageQuery } from '../../lib/openapi.ts';

export const SearchGapSchema = z
  .object({ searchTerm: z.string(), count: z.number().int(), users: z.number().int(), lastSearchedAt: z.string() })
  .openapi('SearchGap');

export const searchGapsRoute = defineRoute({
  method: 'get',
  path: '/search-gaps',
  access: access.platformAdmin(),
  tags: ['Help'],
  summary: 'Top header searches with no results (what help content is missing), most frequent first (the top 500, paged)',
  request: {
    query: z.object({
      platformId: z.string().min(1).max(64).optional().openapi({ description: 'One platform (all when left out)' }),
      days: z.coerce.number().int().min(1).max(365).default(30),
      ...pageQuery,
    }),
  },
  responses: {
    200: jsonResponse(
      z.object({ searches: z.array(SearchGapSchema), nextPageToken: z.string().nullable() }).openapi('SearchGapList'),
      'Searches',
    ),
  },
});
