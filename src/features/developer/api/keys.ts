import { projectScope } from '../../../lib/api/keys.ts';

/** Query keys of the developer area. API keys are never persisted (`developer` is not on the allow-list). */
export const developerKeys = {
  keys: (project: string) => [...projectScope(project), 'developer', 'keys'] as const,
};
