import { projectScope } from '../../../lib/api/keys.ts';

export const bookmarksKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'bookmarks'] as const,
  list: (projectId: string) => [...projectScope(projectId), 'bookmarks', 'list'] as const,
  tabs: (projectId: string) => [...projectScope(projectId), 'bookmarks', 'tabs'] as const,
};
