/** Project members: the queries of the users handlers. */
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { projectMembers, users } from '../../db/schema/index.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql.ts';

const memberColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  role: projectMembers.role,
  totpEnabledAt: users.totpEnabledAt,
  joinedAt: projectMembers.createdAt,
};
export type MemberRow = { [K in keyof typeof memberColumns]: (typeof memberColumns)[K]['_']['data'] | null } & {
  id: string;
  email: string;
  role: string;
  joinedAt: string;
};

/** Members of the project by email (`-email`: descending); `search` matches email, names and username. */
export function pageMembers(db: Tx, projectId: string, filter: { search?: string; sort?: 'email' | '-email' }, page: PageRequest) {
  const like = filter.search ? containsPattern(filter.search) : null;
  const emailKey = sql<string>`lower(${users.email})`;
  return paginate(db.select(memberColumns).from(projectMembers).innerJoin(users, eq(users.id, projectMembers.userId)).$dynamic(), {
    where: and(
      eq(projectMembers.projectId, projectId),
      like
        ? or(
            ilike(users.email, like),
            ilike(users.firstName, like),
            ilike(users.lastName, like),
            ilike(users.username, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          )
        : undefined,
    ),
    orderBy: [emailKey, users.id],
    direction: filter.sort === '-email' ? 'desc' : 'asc',
    cursor: (r) => [r.email.toLowerCase(), r.id],
    ...page,
  });
}

export async function findMember(db: Tx, projectId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
  return (row as MemberRow | undefined) ?? null;
}

/** Two-factor off for the user (a project admin's reset: they set it up again at next sign-in). */
export async function clearTwoFactor(db: Tx, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date().toISOString() })
    .where(eq(users.id, userId));
}
