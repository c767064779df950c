/** Project members: the queries of the users handlers. */
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { BUILT_IN_ROLES, isBuiltInRole } from '../../../common/permissions.ts';
import type { Tx } from '../../db/client.ts';
import { projectMembers, projectRoles, users } from '../../db/schema/index.ts';
import { decodePageToken, type PageRequest, pageOf } from '../../lib/pagination.ts';
import { containsPattern } from '../../lib/sql.ts';
import { forgetAccess } from '../../lib/auth/access-cache.ts';

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

/** A listed member: the member columns, the email's sort key and the custom role's name (null for built-in). */
export type MemberPageRow = MemberRow & { emailKey: string; customRoleName: string | null };
type MemberArgs = { projectId: string; limit: number; like?: string; afterEmail?: string; afterId?: string };
type MemberStatement = { execute(args: MemberArgs): Promise<MemberPageRow[]> };

/**
 * The members list has eight shapes (search or not × sort direction × first or later page); each is built once
 * per database handle when first used and prepared once per connection, with the custom roles' names joined in,
 * so a page is one round trip with nothing built or planned again.
 */
const statements = new WeakMap<object, Map<string, MemberStatement>>();
function memberStatement(db: Tx, search: boolean, dir: 'asc' | 'desc', seek: boolean): MemberStatement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const key = `${search ? 'search' : 'all'}_${dir}_${seek ? 'next' : 'first'}`;
  let q = byShape.get(key);
  if (!q) {
    const emailKey = sql<string>`lower(${users.email})`;
    const like = sql.placeholder('like');
    const after = sql`(${emailKey}, ${users.id}) ${dir === 'desc' ? sql`<` : sql`>`} (${sql.placeholder('afterEmail')}, ${sql.placeholder('afterId')})`;
    const order = dir === 'desc' ? desc : asc;
    q = db
      .select({ ...memberColumns, emailKey, customRoleName: projectRoles.name })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .leftJoin(projectRoles, and(eq(projectRoles.projectId, projectMembers.projectId), eq(projectRoles.id, projectMembers.role)))
      .where(
        and(
          eq(projectMembers.projectId, sql.placeholder('projectId')),
          search
            ? or(
                ilike(users.email, like),
                ilike(users.firstName, like),
                ilike(users.lastName, like),
                ilike(users.username, like),
                ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
              )
            : undefined,
          seek ? after : undefined,
        ),
      )
      .orderBy(order(emailKey), order(users.id))
      .limit(sql.placeholder('limit'))
      .prepare(`project_members_${key}`) as unknown as MemberStatement;
    byShape.set(key, q);
  }
  return q;
}

/** Members of the project by email (`-email`: descending); `search` matches email, names and username. One query. */
export async function pageMembers(db: Tx, projectId: string, filter: { search?: string; sort?: 'email' | '-email' }, page: PageRequest) {
  const after = decodePageToken(page.pageToken, 2);
  const q = memberStatement(db, !!filter.search, filter.sort === '-email' ? 'desc' : 'asc', !!after);
  const rows = await q.execute({
    projectId,
    limit: page.pageSize + 1,
    ...(filter.search ? { like: containsPattern(filter.search) } : {}),
    ...(after ? { afterEmail: String(after[0]), afterId: String(after[1]) } : {}),
  });
  return pageOf(rows, page.pageSize, (r) => [r.email.toLowerCase(), r.id] as const);
}

/** The display name of a member's role: a custom role's own name, else the built-in's, else the id. */
export function roleNameOf(row: { role: string; customRoleName: string | null }) {
  return row.customRoleName ?? (isBuiltInRole(row.role) ? BUILT_IN_ROLES[row.role].name : row.role);
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
  forgetAccess({ userId });
}
