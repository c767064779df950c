/**
 * `usePermission(project, perms)`: pending, then granted (nothing denied) or denied, with the reason to show.
 * Uses the signed-in user; without a user or project the check is denied with empty lists.
 */
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../auth/user.ts';
import { sharedKeys } from '../api/keys.ts';
import { deniedReason, ENFORCE_CACHE_MS, type EnforceOutcome, enforce } from './enforce.ts';

export type PermissionState = 'pending' | 'granted' | 'denied';

export interface PermissionCheck extends EnforceOutcome {
  state: PermissionState;
  allowed: boolean;
  /** Why it is denied, naming the permission and the roles that grant it (empty when granted/pending). */
  reason: string;
}

const EMPTY: EnforceOutcome = { granted: [], denied: [], roles: [] };

export function usePermission(project: string | null | undefined, permissions: string | string[]): PermissionCheck {
  const list = (Array.isArray(permissions) ? permissions : [permissions]).slice().sort();
  const user = useQuery(currentUserQuery);
  const userId = user.data?.id ?? null;
  const q = useQuery({
    queryKey: sharedKeys.enforce(project ?? '-', userId, list),
    queryFn: () => enforce(project, userId, list),
    enabled: !!project && !!userId,
    staleTime: ENFORCE_CACHE_MS,
    gcTime: ENFORCE_CACHE_MS,
    retry: false,
  });
  if (user.isPending) return { ...EMPTY, state: 'pending', allowed: false, reason: '' };
  if (!project || !userId) return { ...EMPTY, state: 'denied', allowed: false, reason: deniedReason(EMPTY) };
  if (q.isPending) return { ...EMPTY, state: 'pending', allowed: false, reason: '' };
  if (q.isError || !q.data) {
    const outcome = { ...EMPTY, denied: list };
    return { ...outcome, state: 'denied', allowed: false, reason: q.error?.message ?? deniedReason(outcome) };
  }
  const allowed = q.data.denied.length === 0;
  return { ...q.data, state: allowed ? 'granted' : 'denied', allowed, reason: allowed ? '' : deniedReason(q.data) };
}
