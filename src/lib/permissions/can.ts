/**
 * `useCan(permission, projectId)`: a yes/no view of `usePermission` for UI hiding (menus). Pending or failed
 * counts as not granted; the server enforces for real. One enforcer client and one 10 s cache (enforce.ts).
 */
import { usePermission } from './usePermission.ts';

export function useCan(permission: string, projectId: string | null): boolean {
  return usePermission(projectId, permission).state === 'granted';
}
