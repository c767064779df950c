/**
 * Roles and membership changes, shared by the projects area (users) and the enforcer (role assignment).
 * One role per member: a built-in role (owner, admin, member) or a custom role id of the project.
 * Rules: nobody acts on a member ranked above them or grants a role ranked above their own; the last owner
 * cannot be removed or demoted. Every change is audited in the caller's transaction.
 */
import { CODES } from './error-codes.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { BUILT_IN_ROLES, type BuiltInRole, isBuiltInRole, roleRank } from '../../common/permissions.ts';
import type { Tx } from '../db/client.ts';
import { projectMembers, projectRoles } from '../db/schema/index.ts';
import { audit } from './audit.ts';
import type { ProjectAccess } from './auth/project-scope.ts';
import type { AppEnv } from './context.ts';
import { ApiError, forbidden, notFound } from './errors.ts';
import { forgetAccess } from './auth/access-cache.ts';

export interface RoleDto {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  builtIn: boolean;
}

const BUILT_IN_DESCRIPTIONS: Record<BuiltInRole, string> = {
  owner: 'Everything, including deleting the project. A project always has at least one owner.',
  admin: 'Everything except deleting the project; cannot change owners.',
  member: 'Sees the project, its members and roles, and browses modules.',
};

export function builtInRoles(): RoleDto[] {
  return (Object.keys(BUILT_IN_ROLES) as BuiltInRole[]).map((id) => ({
    id,
    name: BUILT_IN_ROLES[id].name,
    description: BUILT_IN_DESCRIPTIONS[id],
    permissions: [...BUILT_IN_ROLES[id].permissions],
    builtIn: true,
  }));
}

export async function listProjectRoles(db: Tx, projectId: string): Promise<RoleDto[]> {
  const custom = await db.select().from(projectRoles).where(eq(projectRoles.projectId, projectId)).orderBy(asc(projectRoles.id));
  return [
    ...builtInRoles(),
    ...custom.map((r) => ({ id: r.id, name: r.name, description: r.description, permissions: r.permissions, builtIn: false })),
  ];
}

/** Role id → display name for the project (built-in and custom). */
export async function roleNames(db: Tx, projectId: string) {
  return new Map((await listProjectRoles(db, projectId)).map((r) => [r.id, r.name]));
}

export async function findRole(db: Tx, projectId: string, roleId: string): Promise<RoleDto | null> {
  if (isBuiltInRole(roleId)) return builtInRoles().find((r) => r.id === roleId) ?? null;
  const [r] = await db
    .select()
    .from(projectRoles)
    .where(and(eq(projectRoles.projectId, projectId), eq(projectRoles.id, roleId)));
  return r ? { id: r.id, name: r.name, description: r.description, permissions: r.permissions, builtIn: false } : null;
}

/** Roles of the project that grant every one of `permissions`. */
export async function rolesGranting(db: Tx, projectId: string, permissions: string[]) {
  if (!permissions.length) return [];
  const roles = await listProjectRoles(db, projectId);
  return roles.filter((r) => permissions.every((p) => r.permissions.includes(p))).map((r) => ({ id: r.id, name: r.name }));
}

/** The rank the caller acts with: its role's rank; API keys act as admins; platform admins as owners. */
export function actorRank(access: ProjectAccess): number {
  if (access.isPlatformAdmin) return 3;
  return access.role ? roleRank(access.role) : 2;
}

async function memberRow(tx: Tx, projectId: string, userId: string, lock = false) {
  const q = tx
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

async function assertNotLastOwner(tx: Tx, projectId: string) {
  const owners = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'owner')))
    .for('update');
  if (owners.length <= 1) {
    throw new ApiError(422, CODES.LAST_OWNER, 'A project needs at least one owner: make someone else owner first.', {
      role: ['A project needs at least one owner: make someone else owner first.'],
    });
  }
}

function assertMayActOn(access: ProjectAccess, targetRole: string) {
  if (roleRank(targetRole) > actorRank(access)) {
    throw forbidden(`Only an owner can change an ${targetRole === 'owner' ? 'owner' : targetRole}.`, CODES.ROLE_RANK);
  }
}

export const userNotFound = () => notFound('User', CODES.USER_NOT_FOUND);

export async function setMemberRole(tx: Tx, c: Context<AppEnv>, access: ProjectAccess, userId: string, role: string) {
  const member = await memberRow(tx, access.projectId, userId, true);
  if (!member) throw userNotFound();
  const target = await findRole(tx, access.projectId, role);
  if (!target)
    throw new ApiError(422, CODES.ROLE_NOT_FOUND, 'There is no such role in this project.', {
      role: ['There is no such role in this project.'],
    });
  if (member.role === role) return member;
  assertMayActOn(access, member.role);
  assertMayActOn(access, role);
  if (member.role === 'owner') await assertNotLastOwner(tx, access.projectId);
  const [updated] = await tx
    .update(projectMembers)
    .set({ role })
    .where(and(eq(projectMembers.projectId, access.projectId), eq(projectMembers.userId, userId)))
    .returning();
  forgetAccess({ projectId: access.projectId });
  await audit(tx, c, {
    projectId: access.projectId,
    action: 'member.role.update',
    target: userId,
    before: { role: member.role },
    after: { role },
  });
  return updated!;
}

export async function removeMember(tx: Tx, c: Context<AppEnv>, access: ProjectAccess, userId: string) {
  const member = await memberRow(tx, access.projectId, userId, true);
  if (!member) throw userNotFound();
  if (member.userId !== access.userId) assertMayActOn(access, member.role);
  if (member.role === 'owner') await assertNotLastOwner(tx, access.projectId);
  await tx.delete(projectMembers).where(and(eq(projectMembers.projectId, access.projectId), eq(projectMembers.userId, userId)));
  forgetAccess({ projectId: access.projectId });
  await audit(tx, c, { projectId: access.projectId, action: 'member.remove', target: userId, before: { role: member.role }, after: null });
}

export async function addMember(tx: Tx, c: Context<AppEnv>, projectId: string, userId: string, role: string, via: string) {
  const inserted = await tx.insert(projectMembers).values({ projectId, userId, role }).onConflictDoNothing().returning();
  if (inserted.length) await audit(tx, c, { projectId, action: 'member.add', target: userId, before: null, after: { role, via } });
  return inserted.length > 0;
}

export async function countMembersWithRole(tx: Tx, projectId: string, role: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, role)));
  return row?.n ?? 0;
}
