import { projectScope, userScope } from '../../../lib/api/keys.ts';

export const driveKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'drive'] as const,
  files: (projectId: string) => [...projectScope(projectId), 'drive', 'files'] as const,
  status: (projectId: string) => [...projectScope(projectId), 'drive', 'status'] as const,
  blob: (projectId: string, fileId: string) => [...projectScope(projectId), 'drive', 'blob', fileId] as const,
};

/** The platform admins' storage screen: platform-wide, not a project's, so under the user's scope (cleared on sign-out). */
export const driveAdminKeys = {
  all: () => [...userScope(), 'drive-admin'] as const,
  projects: () => [...userScope(), 'drive-admin', 'projects'] as const,
  projectOptions: () => [...userScope(), 'drive-admin', 'projects', 'options'] as const,
  metrics: (project: string | null, start: string, end: string) => [...userScope(), 'drive-admin', 'metrics', project, start, end] as const,
};
