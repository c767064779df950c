import { containsPattern } from '../../lib/sql.ts';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { ALL_PERMISSIONS, PERMISSION_DESCRIPTIONS, type Permission } from '../../../common/permissions.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog, permissionNotes, projectMembers, projectRoles, projects, users } from '../../db/schema/index.ts';
import { permissionsForRole } from '../../lib/auth/project-scope.ts';
import { roleNames } from '../../lib/roles.ts';
import { forgetAccess } from '../../lib/auth/access-cache.ts';

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

const userColumns = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: projectMembers.role };

async function withRoleNames<T extends { role: string }>(db: Tx, projectId: string, rows: T[]) {
  const names = await roleNames(db, projectId);
  return rows.map((r) => ({ ...r, role: { id: r.role, name: names.get(r.role) ?? r.role } }));
}

/** Members of the project with their role, by email; optionally only one role's, or matching `query`. */
export async function pageEnforcerUsers(db: Tx, projectId: string, opts: { query?: string; role?: string }, page: PageRequest) {
  const like = opts.query ? containsPattern(opts.query) : null;
  const emailKey = sql<string>`lower(${users.email})`;
  const found = await paginate(
    db.select(userColumns).from(projectMembers).innerJoin(users, eq(users.id, projectMembers.userId)).$dynamic(),
    {
      where: and(
        eq(projectMembers.projectId, projectId),
        opts.role ? eq(projectMembers.role, opts.role) : undefined,
        like ? or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like)) : undefined,
      ),
      orderBy: [emailKey, users.id],
      cursor: (r) => [r.email.toLowerCase(), r.id],
      ...page,
    },
  );
  return { items: await withRoleNames(db, projectId, found.items), nextPageToken: found.nextPageToken };
}

/** One member with their role, or null. */
export async function findEnforcerUser(db: Tx, projectId: string, userId: string) {
  const rows = await db
    .select(userColumns)
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  const [one] = await withRoleNames(db, projectId, rows);
  return one ?? null;
}

const BUILT_IN_ORDER = ['owner', 'admin', 'member'];
/** Roles page as listed: built-in roles first (by rank), then custom roles by id. */
export const roleCursor = (r: { id: string; builtIn: boolean }) =>
  r.builtIn ? (['0', String(BUILT_IN_ORDER.indexOf(r.id)).padStart(3, '0')] as const) : (['1', r.id] as const);

/** Custom roles of every project (or of one), by id: the admin view. */
export function allCustomRoles(db: Tx, projectId?: string) {
  return db
    .select()
    .from(projectRoles)
    .where(projectId ? eq(projectRoles.projectId, projectId) : undefined)
    .orderBy(asc(projectRoles.id));
}

/** The audit log, newest first; `query` matches action, target or actor. */
export function pageAudit(db: Tx, filter: { query?: string; project?: string }, page: PageRequest) {
  const like = filter.query ? containsPattern(filter.query) : null;
  return paginate(db.select().from(auditLog).$dynamic(), {
    where: and(
      filter.project ? eq(auditLog.projectId, filter.project) : undefined,
      like ? or(ilike(auditLog.action, like), ilike(auditLog.target, like), ilike(auditLog.actorId, like)) : undefined,
    ),
    orderBy: [auditLog.id],
    direction: 'desc',
    cursor: (r) => [r.id],
    ...page,
  });
}

const roles = projectRepo(projectRoles);

export function insertRole(
  db: Tx,
  projectId: string,
  values: { id: string; name: string; description?: string | undefined; permissions: string[] },
) {
  return roles(db, projectId).insert(values);
}

/** Change a custom role; undefined fields stay. Null when the project has no such custom role. */
export async function updateRole(
  db: Tx,
  projectId: string,
  roleId: string,
  set: { name?: string | undefined; description?: string | undefined; permissions?: string[] | undefined },
) {
  const [row] = await roles(db, projectId).update(eq(projectRoles.id, roleId), { ...set, updatedAt: new Date().toISOString() });
  forgetAccess({ projectId });
  return row ?? null;
}

export function deleteRole(db: Tx, projectId: string, roleId: string) {
  forgetAccess({ projectId });
  return roles(db, projectId).remove(eq(projectRoles.id, roleId));
}

export async function roleHasHolders(db: Tx, projectId: string, roleId: string) {
  const holders = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, roleId)))
    .limit(1);
  return holders.length > 0;
}

export async function projectExists(db: Tx, projectId: string) {
  const [p] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  return !!p;
}

/** A custom role of any project (platform admins). */
export async function findCustomRoleAnywhere(db: Tx, roleId: string) {
  const [row] = await db.select().from(projectRoles).where(eq(projectRoles.id, roleId));
  return row ?? null;
}

export async function setPermissionNote(db: Tx, permission: string, description: string) {
  await db
    .insert(permissionNotes)
    .values({ permission, description })
    .onConflictDoUpdate({ target: permissionNotes.permission, set: { description, updatedAt: new Date().toISOString() } });
}
