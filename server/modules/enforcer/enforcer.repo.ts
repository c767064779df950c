import { containsPattern } from '../../lib/sql.ts';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { ALL_PERMISSIONS, PERMISSION_DESCRIPTIONS, type Permission } from '../../../common/permissions.ts';
import type { Tx } from '../../db/client.ts';
import { permissionNotes, projectMembers, projectRoles, projects, users } from '../../db/schema/index.ts';
import { permissionsForRole } from '../../lib/auth/project-scope.ts';
import { listProjectRoles } from '../../lib/roles.ts';

/** Custom roles map to their stored permission sets (wired into project access by wireModules()). */
export async function customRolePermissions(db: Tx, projectId: string, role: string): Promise<readonly string[]> {
  const [row] = await db
    .select({ permissions: projectRoles.permissions })
    .from(projectRoles)
    .where(and(eq(projectRoles.projectId, projectId), eq(projectRoles.id, role)));
  return row?.permissions ?? [];
}

/** A user's standing in a project, as the endpoints see it (no principal needed). */
export async function accessForUser(db: Tx, projectId: string, userId: string) {
  const [row] = await db
    .select({ role: projectMembers.role, requireTwoFactor: projects.requireTwoFactor, totpEnabledAt: users.totpEnabledAt })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  if (!row) return null;
  const blocked = row.requireTwoFactor && !row.totpEnabledAt;
  return { role: row.role, twoFactorBlocked: blocked, permissions: new Set(await permissionsForRole(db, projectId, row.role)) };
}

export async function permissionDtos(db: Tx) {
  const notes = new Map((await db.select().from(permissionNotes)).map((n) => [n.permission, n.description]));
  return ALL_PERMISSIONS.map((id) => ({
    id,
    service: id.split('.')[0]!,
    description: notes.get(id) ?? PERMISSION_DESCRIPTIONS[id as Permission] ?? id,
  }));
}

export async function enforcerUsers(db: Tx, projectId: string, opts: { query?: string; role?: string; userId?: string } = {}) {
  const like = opts.query ? containsPattern(opts.query) : null;
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.projectId, projectId),
        opts.role ? eq(projectMembers.role, opts.role) : undefined,
        opts.userId ? eq(projectMembers.userId, opts.userId) : undefined,
        like ? or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like)) : undefined,
      ),
    )
    .orderBy(asc(users.email))
    .limit(200);
  const names = new Map((await listProjectRoles(db, projectId)).map((r) => [r.id, r.name]));
  return rows.map((r) => ({ ...r, role: { id: r.role, name: names.get(r.role) ?? r.role } }));
}
