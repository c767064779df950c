import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import type { ProjectAccess } from '../../lib/auth/project-scope.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { setMemberRole, userNotFound } from '../../lib/roles.ts';
import { findEnforcerUser } from './enforcer.repo.ts';

export async function oneUser(c: Context<AppEnv>, project: string, user: string) {
  const u = await findEnforcerUser(c.get('deps').database.db, project, user);
  if (!u) throw userNotFound();
  return u;
}

export async function assign(c: Context<AppEnv>, access: ProjectAccess, role: string, user: string) {
  await c.get('deps').database.db.transaction((tx) => setMemberRole(tx, c, access, user, role));
  return oneUser(c, access.projectId, user);
}

export async function unassign(c: Context<AppEnv>, access: ProjectAccess, role: string, user: string) {
  const current = await oneUser(c, access.projectId, user);
  if (current.role.id !== role) throw notFound('Role assignment', CODES.ROLE_NOT_ASSIGNED);
  if (role === 'member') {
    throw new ApiError(
      422,
      CODES.ROLE_BASELINE,
      'Everyone in a project holds at least the member role: remove the user from the project instead.',
      {
        role: ['Everyone in a project holds at least the member role: remove the user from the project instead.'],
      },
    );
  }
  return assign(c, access, 'member', user);
}
