import { CODES } from '../../lib/error-codes.ts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { organisationMembers, organisations, projectMembers, projects } from '../../db/schema/index.ts';
import { currentUser } from '../../lib/auth/middleware.ts';
import { notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { createRouter } from '../../lib/openapi.ts';
import { findVisibleOrganisation, organisationVisibleTo } from '../../lib/organisations.ts';
import { createOrganisationRoute, getOrganisationRoute, listOrganisationsRoute } from './organisations.routes.ts';

export const organisationsRouter = createRouter();

type OrgRow = typeof organisations.$inferSelect;

async function toDtos(db: Tx, userId: string, rows: OrgRow[]) {
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

organisationsRouter.openapi(listOrganisationsRoute, async (c) => {
  const me = currentUser(c);
  const { db } = c.get('deps').database;
  const rows = await db
    .select()
    .from(organisations)
    .where(organisationVisibleTo(db, me.userId))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return c.json({ organisations: await toDtos(db, me.userId, rows) }, 200);
});

organisationsRouter.openapi(createOrganisationRoute, async (c) => {
  const me = currentUser(c);
  const { name } = c.req.valid('json');
  const { db } = c.get('deps').database;
  const row = await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organisations)
      .values({ id: newId('org'), name, createdBy: me.userId })
      .returning();
    await tx.insert(organisationMembers).values({ organisationId: org!.id, userId: me.userId });
    return org!;
  });
  const [dto] = await toDtos(db, me.userId, [row]);
  return c.json(dto!, 201);
});

organisationsRouter.openapi(getOrganisationRoute, async (c) => {
  const me = currentUser(c);
  const { organisationId } = c.req.valid('param');
  const { db } = c.get('deps').database;
  const org = await findVisibleOrganisation(db, me.userId, organisationId);
  if (!org) throw notFound('Organisation', CODES.ORGANISATION_NOT_FOUND);
  const [dto] = await toDtos(db, me.userId, [org]);
  return c.json(dto!, 200);
});
