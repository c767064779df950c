/** Query keys of the help area: help content is read per project (its own plus the platform's), persisted for offline reading. */
import { projectScope, userScope } from '../../../lib/api/keys.ts';

export const helpKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'help'] as const,
  tutorials: (projectId: string, search = '') => [...projectScope(projectId), 'help', 'tutorials', { search }] as const,
  tutorial: (projectId: string, slug: string) => [...projectScope(projectId), 'help', 'tutorial', slug] as const,
  faqLists: (projectId: string) => [...projectScope(projectId), 'help', 'faqs'] as const,
  faqs: (projectId: string, search = '') => [...projectScope(projectId), 'help', 'faqs', { search }] as const,
  faq: (projectId: string, id: string) => [...projectScope(projectId), 'help', 'faq', id] as const,
  groups: (projectId: string) => [...projectScope(projectId), 'help', 'groups'] as const,
  searchGaps: (platformId: string) => [...userScope(), 'help-search-gaps', platformId] as const,
};
