/** The flows area's keys, under the project's `flows`. */
import { projectScope } from '../../../lib/api/keys.ts';

export const flowKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'flows'] as const,
  list: (projectId: string) => [...projectScope(projectId), 'flows', 'list'] as const,
  flow: (projectId: string, id: string) => [...projectScope(projectId), 'flows', 'flow', id] as const,
  runs: (projectId: string, id: string) => [...projectScope(projectId), 'flows', 'runs', id] as const,
};
