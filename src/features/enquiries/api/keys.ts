import { projectScope } from '../../../lib/api/keys.ts';

/** The enquiries inbox's keys, under the project. */
export const enquiriesKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'enquiries'] as const,
  list: (projectId: string) => [...projectScope(projectId), 'enquiries', 'list'] as const,
  detail: (projectId: string, id: string) => [...projectScope(projectId), 'enquiries', 'detail', id] as const,
  logs: (projectId: string, id: string) => [...projectScope(projectId), 'enquiries', 'logs', id] as const,
  members: (projectId: string) => [...projectScope(projectId), 'enquiries', 'members'] as const,
};
