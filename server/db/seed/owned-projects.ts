import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { projectMembers, projects, users } from '../schema/index.ts';

/** The projects the demo user (`email`) owns, oldest first: where each area's demo data goes. */
export function ownedProjects(db: Database['db'], email: string, limit = 1) {
  return db
    .select({
      projectId: projects.id,
      name: projects.name,
      planCode: projects.planCode,
      platformId: projects.platformId,
      userId: users.id,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(users.email, email), eq(projectMembers.role, 'owner')))
    .orderBy(asc(projects.createdAt), asc(projects.id))
    .limit(limit);
}
