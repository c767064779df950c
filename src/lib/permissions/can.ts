/**
 * Client-side permission checks for UI hiding (the server enforces for real). Asks the enforcer
 * (`POST /v1/enforcer/enforce` with project, user and permissions → `{permissions: {granted, denied}}`; a 403
 * is a normal answer, 001 §7). Until the enforcer is deployed (404), the caller's built-in role decides;
 * custom roles then get nothing granted. Outcomes are cached 10 s per project, user and permission (001 §9).
 */
import { useQuery } from '@tanstack/react-query';
import { BUILT_IN_ROLES, isBuiltInRole } from '../../../common/permissions.ts';
import { api } from '../api/client.ts';
import { AppError } from '../api/errors.ts';
import { projectKey } from '../query/client.ts';

export const PERMISSION_CACHE_MS = 10_000;

interface EnforceAnswer {
  permissions?: { granted?: string[]; denied?: string[] };
}

export async function enforce(projectId: string, userId: string, permissions: string[], role: string | null): Promise<string[]> {
  try {
    const res = await api<EnforceAnswer>('/v1/enforcer/enforce', {
      method: 'POST',
      body: { project: projectId, user: userId, permissions },
    });
    return res.permissions?.granted ?? [];
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    if (e.status === 403) {
      const data = (e as AppError & { data?: EnforceAnswer }).data;
      return data?.permissions?.granted ?? [];
    }
    if (e.status === 404)
      return role && isBuiltInRole(role)
        ? permissions.filter((p) => (BUILT_IN_ROLES[role].permissions as readonly string[]).includes(p))
        : [];
    throw e;
  }
}

/** Whether `permission` is granted in the project (pending or failed → not granted). */
export function useCan(permission: string, ctx: { projectId: string | null; userId: string | null; role: string | null }): boolean {
  const { projectId, userId, role } = ctx;
  const q = useQuery({
    queryKey: [...projectKey(projectId ?? '-'), 'permissions', userId, permission],
    queryFn: () => enforce(projectId!, userId!, [permission], role),
    enabled: !!projectId && !!userId,
    staleTime: PERMISSION_CACHE_MS,
    gcTime: PERMISSION_CACHE_MS,
    meta: { persist: false },
  });
  return !!projectId && !!userId && (q.data?.includes(permission) ?? false);
}
