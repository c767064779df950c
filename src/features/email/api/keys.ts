/** The email area's keys, under the project's `mail`. */
import { projectScope } from '../../../lib/api/keys.ts';

export const emailKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'mail'] as const,
  campaigns: (projectId: string) => [...projectScope(projectId), 'mail', 'campaigns'] as const,
  campaign: (projectId: string, id: string) => [...projectScope(projectId), 'mail', 'campaign', id] as const,
  preview: (projectId: string, id: string, updatedAt: string) => [...projectScope(projectId), 'mail', 'preview', id, updatedAt] as const,
  subscribers: (projectId: string) => [...projectScope(projectId), 'mail', 'subscribers'] as const,
  lists: (projectId: string) => [...projectScope(projectId), 'mail', 'lists'] as const,
  allLists: (projectId: string) => [...projectScope(projectId), 'mail', 'lists', 'all'] as const,
  audienceCount: (projectId: string, audience: unknown) => [...projectScope(projectId), 'mail', 'audience-count', audience] as const,
  import: (projectId: string, id: string) => [...projectScope(projectId), 'mail', 'import', id] as const,
};
