import { projectScope } from '../../../lib/api/keys.ts';

export const driveKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'drive'] as const,
  files: (projectId: string) => [...projectScope(projectId), 'drive', 'files'] as const,
  status: (projectId: string) => [...projectScope(projectId), 'drive', 'status'] as const,
  blob: (projectId: string, fileId: string) => [...projectScope(projectId), 'drive', 'blob', fileId] as const,
};
