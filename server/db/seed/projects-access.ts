/**
 * Demo data of the projects area (own marker): an organisation holding the demo user's first three projects,
 * a custom role in the first project, and two pending invites there (their links were never sent).
 */
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import type { Database } from '../client.ts';
import {
  appSettings,
  organisationMembers,
  organisations,
  projectInvites,
  projectMembers,
  projectRoles,
  projects,
  users,
} from '../schema/index.ts';

const MARKER = 'seed_projects_access_v1';

export async function seedProjectsAccess(database: Database, demoEmail: string) {
  const { db } = database;
  const [done] = await db.select().from(appSettings).where(eq(appSettings.key, MARKER));
  if (done) return;
  const [demo] = await db.select().from(users).where(eq(users.email, demoEmail));
  if (!demo) return;
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: MARKER, value: { at: new Date().toISOString() } });
    const owned = await tx
      .select({ id: projects.id })
      .from(projectMembers)
      .innerJoin(projects, eq(projects.id, projectMembers.projectId))
      .where(eq(projectMembers.userId, demo.id))
      .orderBy(asc(projects.createdAt), asc(projects.id))
      .limit(3);
    if (!owned.length) return;
    const orgId = newId('org');
    await tx.insert(organisations).values({ id: orgId, name: 'Northwind Group', createdBy: demo.id });
    await tx.insert(organisationMembers).values({ organisationId: orgId, userId: demo.id });
    await tx
      .update(projects)
      .set({ organisationId: orgId })
      .where(
        inArray(
          projects.id,
          owned.map((p) => p.id),
        ),
      );
    const first = owned[0]!.id;
    await tx.insert(projectRoles).values({
      projectId: first,
      id: newId('rol'),
      name: 'Shift lead',
      description: 'Runs a shift: sees the team and invites temporary staff.',
      permissions: [
        'projects.project.get',
        'projects.users.list',
        'projects.invites.list',
        'projects.invites.create',
        'enforcer.roles.list',
      ],
    });
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await tx.insert(projectInvites).values(
      ['sam.temp@example.com', 'riley.packer@example.com'].map((email) => ({
        projectId: first,
        id: newId('inv'),
        email,
        role: 'member',
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('base64url'),
        invitedBy: demo.id,
        expiresAt: week,
      })),
    );
  });
}
