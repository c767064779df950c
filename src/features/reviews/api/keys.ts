import { projectScope } from '../../../lib/api/keys.ts';

/** The reviews module's keys, under the project. */
export const reviewsKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'reviews'] as const,
  list: (projectId: string) => [...projectScope(projectId), 'reviews', 'list'] as const,
};
