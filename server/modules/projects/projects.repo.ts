import { eq, sql } from 'drizzle-orm';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import type { Tx } from '../../db/client.ts';
import { projectMembers, projectRoles, projects, users } from '../../db/schema/index.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { integrationCodesLoader, loadPlatformNames } from '../../lib/hooks.ts';

export type ProjectRow = typeof projects.$inferSelect;

export const DEFAULT_PLATFORM_NAME = 'Shopfloor';

/** Projects the user is a member of, oldest first (the "first known project" is the first). */
export function pageUserProjects(db: Tx, userId: string, page: PageRequest) {
  // The cursor keeps the timestamp as PostgreSQL's exact text (no precision lost in a parsed date).
  const createdKey = sql<string>`${projects.createdAt}::text`;
  return paginate(
    db
      .select({ project: projects, role: projectMembers.role, createdKey })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .$dynamic(),
    {
      where: eq(projectMembers.userId, userId),
      orderBy: [projects.createdAt, projects.id],
      cursor: (r) => [r.createdKey, r.project.id],
      ...page,
    },
  );
}

export async function getProject(db: Tx, projectId: string) {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  return row ?? null;
}

export async function toProjectDtos(db: Tx, rows: { project: ProjectRow; role: string | null }[]) {
  const ids = rows.map((r) => r.project.id);
  const [codes, names] = await Promise.all([
    ids.length ? integrationCodesLoader.get()(db, ids) : new Map<string, string[]>(),
    ids.length ? loadPlatformNames(db, [...new Set(rows.map((r) => r.project.platformId))]) : new Map<string | null, string>(),
  ]);
  return rows.map(({ project: p, role }) => ({
    id: p.id,
    name: p.name,
    plan: { code: p.planCode },
    flags: p.flags,
    domains: p.domains,
    customDomain: p.customDomain,
    integrations: codes.get(p.id) ?? [],
    logos: p.logos,
    platform: { id: p.platformId, name: names.get(p.platformId) ?? DEFAULT_PLATFORM_NAME },
    favicon: p.favicon,
    organisationId: p.organisationId,
    requireTwoFactor: p.requireTwoFactor,
    role,
    createdAt: p.createdAt,
  }));
}

export async function insertProject(db: Tx, values: { id: string; name: string; organisationId: string | null; planCode: string }) {
  const [row] = await db.insert(projects).values(values).returning();
  return row!;
}

export async function hasTwoFactor(db: Tx, userId: string) {
  const [me] = await db.select({ totpEnabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
  return !!me?.totpEnabledAt;
}

/** Update a project under a row lock; answers the row before and after (null when it does not exist). */
export async function updateProject(db: Tx, projectId: string, set: Partial<typeof projects.$inferInsert>) {
  const [before] = await db.select().from(projects).where(eq(projects.id, projectId)).for('update');
  if (!before) return null;
  const [after] = await db.update(projects).set(set).where(eq(projects.id, projectId)).returning();
  return { before, after: after! };
}

export async function deleteProject(db: Tx, projectId: string) {
  const [gone] = await db.delete(projects).where(eq(projects.id, projectId)).returning({ id: projects.id, name: projects.name });
  return gone ?? null;
}

const roles = projectRepo(projectRoles);

/** The project's custom roles, locked until the transaction ends (template installs). */
export function lockCustomRoles(db: Tx, projectId: string) {
  return db.select().from(projectRoles).where(roles(db, projectId).scope()).for('update');
}

export function insertCustomRole(db: Tx, projectId: string, values: { id: string; name: string; permissions: string[] }) {
  return roles(db, projectId).insert(values);
}

export function setCustomRolePermissions(db: Tx, projectId: string, roleId: string, permissions: string[]) {
  return roles(db, projectId).update(eq(projectRoles.id, roleId), { permissions, updatedAt: new Date().toISOString() });
}
