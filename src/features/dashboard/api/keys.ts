import { projectScope, sharedKeys } from '../../../lib/api/keys.ts';

export const dashboardKeys = {
  /** Whether anyone was invited (or joined) the project: the first-run checklist's "invite a colleague". */
  invitedSomeone: (projectId: string) => [...projectScope(projectId), 'first-run', 'invited'] as const,
  /** Under the project's `integrations` key: installing from the marketplace invalidates it. */
  hasModules: (projectId: string) => [...sharedKeys.integrations(projectId), 'first-run'] as const,
};
