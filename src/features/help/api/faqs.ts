/** FAQs and their groups (spec 001 §7 "FAQs"): whole lists for the accordions, one FAQ, and the vote. */
import { keepPreviousData, type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages.ts';
import { getFaqs } from '../../../lib/api/generated/ops/getFaqs.ts';
import { getFaqsByFaqId } from '../../../lib/api/generated/ops/getFaqsByFaqId.ts';
import { getFaqsGroups } from '../../../lib/api/generated/ops/getFaqsGroups.ts';
import { postFaqsByFaqIdVote } from '../../../lib/api/generated/ops/postFaqsByFaqIdVote.ts';
import { helpKeys } from './keys.ts';
import type { Faq, FaqVote } from './types.ts';

export const faqsQuery = (projectId: string, search = '') =>
  queryOptions({
    queryKey: helpKeys.faqs(projectId, search),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getFaqs({ query: { project: projectId, ...q, ...(search ? { search } : { sortBy: 'position' }) } });
        return { items: r.faqs, nextPageToken: r.nextPageToken };
      }, 10),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const faqGroupsQuery = (projectId: string) =>
  queryOptions({
    queryKey: helpKeys.groups(projectId),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getFaqsGroups({ query: { project: projectId, ...q } });
        return { items: r.faqs, nextPageToken: r.nextPageToken };
      }),
    staleTime: 60_000,
  });

export const faqQuery = (projectId: string, id: string, qc?: QueryClient) =>
  queryOptions({
    queryKey: helpKeys.faq(projectId, id),
    queryFn: () => getFaqsByFaqId({ path: { faqId: id }, query: { project: projectId } }),
    placeholderData: qc ? () => qc.getQueryData<Faq[]>(helpKeys.faqs(projectId))?.find((f) => f.id === id) : undefined,
    staleTime: 60_000,
  });

/** Put a changed FAQ into every cached list and its own entry. */
export function updateCachedFaq(qc: QueryClient, projectId: string, faq: Faq) {
  qc.setQueriesData<Faq[]>({ queryKey: helpKeys.faqLists(projectId) }, (list) => list?.map((f) => (f.id === faq.id ? faq : f)));
  qc.setQueryData(helpKeys.faq(projectId, faq.id), faq);
}

/** Vote (or take the vote back with null). Not optimistic: the counts shown are the server's. */
export function useVote(projectId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vote }: { id: string; vote: FaqVote | null }) =>
      postFaqsByFaqIdVote({ path: { faqId: id }, query: { project: projectId }, body: { vote } }),
    onSuccess: (faq) => updateCachedFaq(qc, projectId, faq),
  });
}
