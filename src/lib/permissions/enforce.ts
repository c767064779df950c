/**
 * Client permission checks through POST /v1/enforcer/enforce (001 §3, §6, §9): outcomes are cached per
 * project + user + permission for 10 s; a 403 is a normal answer (granted ones granted, the rest denied,
 * role resolutions kept); other errors are rethrown. With no user or no project: denied with empty lists.
 */
import type { ApiPath, BodyOf } from '../api/call.ts';
import { rawFetch } from '../api/client.ts';
import { toAppError } from '../api/errors.ts';
import type { Schema } from '../api/schemas.ts';

export const ENFORCE_CACHE_MS = 10_000;

/** A role that would grant a denied permission (from the enforcer's `resolutions`). */
export type RoleRef = NonNullable<Schema<'EnforceResponse'>['resolutions']>['roles'][number];

export interface EnforceOutcome {
  granted: string[];
  denied: string[];
  /** Roles of the project that would grant every denied permission. */
  roles: RoleRef[];
  /** Server code when denied: PERMISSION_DENIED or TWO_FACTOR_REQUIRED. */
  code?: string;
}

interface Cached {
  granted: boolean;
  roles: RoleRef[];
  code?: string;
  at: number;
}
const cache = new Map<string, Cached>();
const keyOf = (project: string, user: string, permission: string) => `${project}\u0000${user}\u0000${permission}`;

/** Forget cached outcomes (after a role change, sign-out, project switch). */
export function clearEnforceCache(project?: string) {
  if (!project) return cache.clear();
  for (const k of cache.keys()) if (k.startsWith(`${project}\u0000`)) cache.delete(k);
}

/** The 200 and the 403 answer share the contract's shape; a 403 may lack `permissions`. */
type EnforceAnswer = Partial<Schema<'EnforceResponse'>>;

export async function enforce(
  project: string | null | undefined,
  user: string | null | undefined,
  permissions: string[],
  now = Date.now(),
): Promise<EnforceOutcome> {
  if (!project || !user) return { granted: [], denied: [], roles: [] };
  const wanted = [...new Set(permissions)];
  const missing = wanted.filter((p) => {
    const c = cache.get(keyOf(project, user, p));
    return !c || now - c.at >= ENFORCE_CACHE_MS;
  });
  if (missing.length) {
    let answer: EnforceAnswer;
    try {
      // Raw, not the generated call: a 403 here is an answer, not an error.
      const body: BodyOf<'/v1/enforcer/enforce', 'post'> = { project, user, permissions: missing };
      const res = await rawFetch.raw<EnforceAnswer>('/v1/enforcer/enforce' satisfies ApiPath, {
        method: 'POST',
        body,
        ignoreResponseError: true,
      });
      if (res.status !== 200 && res.status !== 403) {
        throw Object.assign(new Error(res.statusText), { name: 'FetchError', status: res.status, data: res._data });
      }
      answer = res._data ?? {};
    } catch (e) {
      throw toAppError(e);
    }
    const granted = new Set(answer.permissions?.granted ?? []);
    const roles = answer.resolutions?.roles ?? [];
    for (const p of missing) {
      cache.set(keyOf(project, user, p), { granted: granted.has(p), roles: granted.has(p) ? [] : roles, code: answer.code, at: now });
    }
  }
  const out: EnforceOutcome = { granted: [], denied: [], roles: [] };
  const roleSets: RoleRef[][] = [];
  for (const p of wanted) {
    const c = cache.get(keyOf(project, user, p))!;
    if (c.granted) out.granted.push(p);
    else {
      out.denied.push(p);
      roleSets.push(c.roles);
      out.code ??= c.code;
    }
  }
  // Roles that grant every denied permission: the intersection of what each answer resolved.
  if (roleSets.length) out.roles = roleSets.reduce((acc, set) => acc.filter((r) => set.some((s) => s.id === r.id)));
  return out;
}

/** "You need projects.users.update, which the roles Owner or Admin grant." */
export function deniedReason(outcome: Pick<EnforceOutcome, 'denied' | 'roles' | 'code'>): string {
  if (outcome.code === 'TWO_FACTOR_REQUIRED') return 'This project requires two-factor authentication: set it up in your account settings.';
  if (!outcome.denied.length) return 'You do not have access to this.';
  const perms = outcome.denied.join(', ');
  const roles = outcome.roles.map((r) => r.name);
  const grant = roles.length ? ` The role${roles.length > 1 ? 's' : ''} ${roles.join(' or ')} grant${roles.length > 1 ? '' : 's'} it.` : '';
  return `You need the permission ${perms}.${grant}`;
}
