/** Organisation visibility, shared by the organisations and projects areas. */
import { and, eq, exists, or } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { organisationMembers, organisations, projectMembers, projects } from '../db/schema/index.ts';

/** Condition: the organisation is visible to the user (they created/joined it or belong to one of its projects). */
export function organisationVisibleTo(db: Tx, userId: string) {
  return or(
    exists(
      db
        .select({ one: organisationMembers.userId })
        .from(organisationMembers)
        .where(and(eq(organisationMembers.organisationId, organisations.id), eq(organisationMembers.userId, userId))),
    ),
    exists(
      db
        .select({ one: projects.id })
        .from(projects)
        .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
        .where(and(eq(projects.organisationId, organisations.id), eq(projectMembers.userId, userId))),
    ),
  );
}

export async function findVisibleOrganisation(db: Tx, userId: string, organisationId: string) {
  const [row] = await db
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, organisationId), organisationVisibleTo(db, userId)));
  return row ?? null;
}
