import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import { ALL_PERMISSIONS } from '../../../common/permissions.ts';
import type { projectRoles } from '../../db/schema/index.ts';
import { currentUser } from '../../lib/auth/middleware.ts';
import type { ProjectAccess } from '../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { builtInRoles } from '../../lib/roles.ts';
import { findCustomRoleAnywhere, projectExists } from './enforcer.repo.ts';

export async function adminAccess(c: Context<AppEnv>, projectId: string): Promise<ProjectAccess> {
  const me = currentUser(c);
  if (!(await projectExists(c.get('deps').database.db, projectId))) throw notFound('Project', CODES.PROJECT_NOT_FOUND);
  return { projectId, userId: me.userId, role: null, permissions: new Set(ALL_PERMISSIONS), isPlatformAdmin: true };
}

type RoleRow = typeof projectRoles.$inferSelect;
export const customDto = (x: RoleRow) => ({
  id: x.id,
  name: x.name,
  description: x.description,
  permissions: x.permissions,
  builtIn: false,
  projectId: x.projectId,
});

export async function findAnyRole(c: Context<AppEnv>, role: string) {
  const built = builtInRoles().find((x) => x.id === role);
  if (built) return { ...built, projectId: null };
  const row = await findCustomRoleAnywhere(c.get('deps').database.db, role);
  return row ? customDto(row) : null;
}
