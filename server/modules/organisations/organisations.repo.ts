/** Organisation queries: the handlers call these and write no SQL. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organisationMembers, organisations, projectMembers, projects } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { organisationVisibleTo } from '../../lib/organisations.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';

export { findVisibleOrganisation } from '../../lib/organisations.ts';

type OrgRow = typeof organisations.$inferSelect;

/** The organisations the user sees, by name. */
export function pageVisibleOrganisations(db: Tx, userId: string, page: PageRequest) {
  return paginate(db.select().from(organisations).$dynamic(), {
    where: organisationVisibleTo(db, userId),
    orderBy: [organisations.name, organisations.id],
    cursor: (r) => [r.name, r.id],
    ...page,
  });
}

export function createOrganisation(db: Tx, userId: string, name: string) {
  return db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({ id: newId('org'), name, createdBy: userId })
      .returning();
    await tx.insert(organisationMembers).values({ organisationId: org!.id, userId });
    return org!;
  });
}

/** The answer shape: each organisation with the caller's projects in it. */
export async function toOrganisationDtos(db: Tx, userId: string, rows: OrgRow[]) {
  const ids = rows.map((r) => r.id);
  const mine = ids.length
    ? await db
        .select({ id: projects.id, name: projects.name, organisationId: projects.organisationId })
        .from(projects)
        .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
        .where(and(eq(projectMembers.userId, userId), inArray(projects.organisationId, ids)))
        .orderBy(asc(projects.name))
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    projects: mine.filter((p) => p.organisationId === r.id).map(({ id, name }) => ({ id, name })),
    createdAt: r.createdAt,
  }));
}
