/**
 * Project scope: the one check every project-scoped handler makes.
 * - not a member (or the project does not exist) → 404, so other tenants' projects are invisible;
 * - a member without the permission → 403 naming the permission (`permission` in the body);
 * - a project requiring two-factor, for a user without it → 403 TWO_FACTOR_REQUIRED.
 * API keys act only on their own project and only with the permissions they were given.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { BUILT_IN_ROLES, isBuiltInRole } from '../../../common/permissions.ts';
import type { Tx } from '../../db/client.ts';
import { projectMembers, projectRoles, projects, users } from '../../db/schema/index.ts';
import type { AppEnv } from '../context.ts';
import { accessCacheFor } from './access-cache.ts';
import { CODES } from '../error-codes.ts';
import { rolePermissionResolver } from '../hooks.ts';
import { forbidden, notFound, unauthorized } from '../errors.ts';

export interface ProjectAccess {
  projectId: string;
  userId: string | null;
  role: string | null;
  permissions: ReadonlySet<string>;
  isPlatformAdmin: boolean;
}

export async function permissionsForRole(db: Tx, projectId: string, role: string): Promise<readonly string[]> {
  return isBuiltInRole(role) ? BUILT_IN_ROLES[role].permissions : rolePermissionResolver.get()(db, projectId, role);
}

interface AccessRow {
  role: string;
  requireTwoFactor: boolean;
  totpEnabledAt: string | null;
  customPermissions: string[] | null;
}

/**
 * Membership, role, the project's two-factor rule, the user's two-factor state and — for a custom role — its
 * stored permissions: one query, built once per database handle and prepared once per connection (it runs
 * before every project route). Built-in roles map to their permissions in code; a custom role's come from the
 * same row. Granted rows are kept in the process's access cache (./access-cache.ts), which database triggers
 * empty on every change, so a changed role or a removed member applies to the next request.
 */
const accessStatements = new WeakMap<object, { execute(args: { projectId: string; userId: string }): Promise<AccessRow[]> }>();
function accessQuery(db: Tx) {
  let q = accessStatements.get(db);
  if (!q) {
    q = db
      .select({
        role: projectMembers.role,
        requireTwoFactor: projects.requireTwoFactor,
        totpEnabledAt: users.totpEnabledAt,
        customPermissions: projectRoles.permissions,
      })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .leftJoin(projectRoles, and(eq(projectRoles.projectId, projectMembers.projectId), eq(projectRoles.id, projectMembers.role)))
      .where(and(eq(projectMembers.projectId, sql.placeholder('projectId')), eq(projectMembers.userId, sql.placeholder('userId'))))
      .prepare('project_access');
    accessStatements.set(db, q);
  }
  return q;
}

/** Load the caller's access to a project, or throw 401/404/403 (two-factor). */
export async function loadProjectAccess(
  c: Context<AppEnv>,
  projectId: string,
  opts: { allowTwoFactorBlocked?: boolean } = {},
): Promise<ProjectAccess> {
  const p = c.get('principal');
  if (!p) throw unauthorized();
  const { db } = c.get('deps').database;
  if (p.kind === 'apiKey') {
    if (p.projectId !== projectId) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
    return { projectId, userId: null, role: null, permissions: new Set(p.permissions), isPlatformAdmin: false };
  }
  const cache = accessCacheFor(c.get('deps').database);
  let row = cache.get(projectId, p.userId);
  if (!row) {
    const epoch = cache.mark();
    [row] = await accessQuery(db).execute({ projectId, userId: p.userId });
    if (!row) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
    cache.set(projectId, p.userId, row, epoch);
  }
  if (row.requireTwoFactor && !row.totpEnabledAt) {
    if (opts.allowTwoFactorBlocked) return { projectId, userId: p.userId, role: row.role, permissions: new Set(), isPlatformAdmin: false };
    throw forbidden('This project requires two-factor authentication.', CODES.TWO_FACTOR_REQUIRED);
  }
  const permissions = new Set(isBuiltInRole(row.role) ? BUILT_IN_ROLES[row.role].permissions : (row.customPermissions ?? []));
  return { projectId, userId: p.userId, role: row.role, permissions, isPlatformAdmin: false };
}

export function assertPermission(access: ProjectAccess, permission: string) {
  if (!access.permissions.has(permission)) {
    throw forbidden(`You need the permission ${permission} to do this.`, CODES.PERMISSION_DENIED, { permission });
  }
}
