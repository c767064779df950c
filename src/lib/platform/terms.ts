/**
 * The active platform's terms (GET/POST /omnis/v3/platform/active-terms): only the terms popup uses them, so
 * they load with it, not with the shell.
 */
import { queryOptions } from '@tanstack/react-query';
import { getPlatformActiveTerms } from '../api/generated/ops/getPlatformActiveTerms.ts';
import { postPlatformActiveTerms } from '../api/generated/ops/postPlatformActiveTerms.ts';
import { sharedKeys } from '../api/keys.ts';
import type { Schema } from '../api/schemas.ts';

/** `content` is sanitised HTML. */
export type Terms = Schema<'Terms'>;

/** The active project's own terms (posted at /v1/platform/{platformId}/terms) win over the platform's. */
export const activeTermsQuery = (projectId: string | null) =>
  queryOptions({
    queryKey: sharedKeys.activeTerms(projectId),
    queryFn: async (): Promise<Terms | null> => {
      try {
        return await getPlatformActiveTerms({ query: projectId ? { project: projectId } : {} });
      } catch {
        return null;
      }
    },
    staleTime: 5 * 60_000,
  });

const projectQueryParam = (projectId: string | null) => (projectId ? { project: projectId } : {});

export const signTerms = (termsId: string, projectId: string | null) =>
  postPlatformActiveTerms({ query: projectQueryParam(projectId), body: { termsId } });

/** Terms need signing when the user's signatures lack the current id and version. */
export function needsTerms(terms: Terms | null | undefined, signed: readonly { id: string; version: string }[] | undefined): boolean {
  if (!terms || !signed) return false;
  return !signed.some((s) => s.id === terms.id && s.version === terms.version);
}

/** DD/MM/YYYY in UTC. */
export function formatTermsDate(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
