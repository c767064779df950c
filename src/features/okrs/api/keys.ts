import { projectScope } from '../../../lib/api/keys.ts';

export const okrsKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'okrs'] as const,
  summary: (projectId: string, period: string | null) => [...projectScope(projectId), 'okrs', 'summary', period ?? 'current'] as const,
};
