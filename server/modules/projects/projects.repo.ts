import { eq, sql } from 'drizzle-orm';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import type { Tx } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/index.ts';
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
