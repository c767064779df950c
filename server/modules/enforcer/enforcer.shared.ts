/** Helpers shared by the enforcer handlers (handlers/). */
import { CODES } from '../../lib/error-codes.ts';
import type { Context } from 'hono';
import { isPermission } from '../../../common/permissions.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError, unprocessable } from '../../lib/errors.ts';
import { listProjectRoles } from '../../lib/roles.ts';

export function validPermissions(perms: string[]) {
  const bad = perms.filter((x) => !isPermission(x));
  if (bad.length) throw unprocessable({ permissions: bad.map((x) => `${x} is not a permission.`) });
  return [...new Set(perms)];
}

export async function assertUniqueName(c: Context<AppEnv>, projectId: string, name: string, exceptId?: string) {
  const roles = await listProjectRoles(c.get('deps').database.db, projectId);
  if (roles.some((x) => x.id !== exceptId && x.name.toLowerCase() === name.toLowerCase())) {
    throw unprocessable({ name: ['A role with this name already exists.'] });
  }
}

export const builtInLocked = () =>
  new ApiError(422, CODES.ROLE_BUILT_IN, 'Built-in roles cannot be changed or deleted.', {
    role: ['Built-in roles cannot be changed or deleted.'],
  });
