/** Writes to the platform API (terms signature, search log): loaded with the screens that make them. */
import { postPlatformActiveTerms } from '../api/generated/ops/postPlatformActiveTerms.ts';
import { postPlatformSearchLog } from '../api/generated/ops/postPlatformSearchLog.ts';

const projectQueryParam = (projectId: string | null) => (projectId ? { project: projectId } : {});

export const signTerms = (termsId: string, projectId: string | null) =>
  postPlatformActiveTerms({ query: projectQueryParam(projectId), body: { termsId } });

export const logSearch = (body: { searchTerm: string; searchResultNumber: number }, projectId: string | null) =>
  postPlatformSearchLog({ query: projectQueryParam(projectId), body: { ...body, searchLogContext: 'platform_search' } });
