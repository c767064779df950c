/** The platform's search log (POST /omnis/v3/platform/search-log): loaded with the search that writes it. */
import { postPlatformSearchLog } from '../api/generated/ops/postPlatformSearchLog.ts';

const projectQueryParam = (projectId: string | null) => (projectId ? { project: projectId } : {});

export const logSearch = (body: { searchTerm: string; searchResultNumber: number }, projectId: string | null) =>
  postPlatformSearchLog({ query: projectQueryParam(projectId), body: { ...body, searchLogContext: 'platform_search' } });
