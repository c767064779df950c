/** The platform a project belongs to (its own, else the default platform): content marked for the platform reaches its projects. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { platforms, projects, searchLogs, users } from '../../db/schema/index.ts';

export async function platformOfProject(db: Tx, projectId: string): Promise<string | null> {
  const [row] = await db
    .select({
      platformId: sql<
        string | null
      >`coalesce(${projects.platformId}, (select ${platforms.id} from ${platforms} where ${platforms.isDefault} limit 1))`,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row?.platformId ?? null;
}

/** A user's display name (first and last name, else the user name, else the e-mail's local part). */
export async function displayName(db: Tx, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName, username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return '';
  const full = [row.first, row.last].filter(Boolean).join(' ').trim();
  return full || row.username || row.email.split('@')[0] || '';
}

/** Searches of a platform that found nothing, most frequent first (what help content is missing). */
export async function searchGaps(db: Tx, v: { platformId?: string | undefined; days: number; limit: number }) {
  const term = sql<string>`lower(trim(${searchLogs.searchTerm}))`;
  return db
    .select({
      searchTerm: term,
      count: sql<number>`count(*)::int`,
      users: sql<number>`count(distinct ${searchLogs.userId})::int`,
      lastSearchedAt: sql<string>`max(${searchLogs.createdAt})`,
    })
    .from(searchLogs)
    .where(
      and(
        eq(searchLogs.searchResultNumber, 0),
        eq(searchLogs.searchLogContext, 'platform_search'),
        sql`${searchLogs.createdAt} > now() - make_interval(days => ${v.days})`,
        v.platformId ? eq(searchLogs.platformId, v.platformId) : undefined,
      ),
    )
    .groupBy(term)
    .orderBy(desc(sql`count(*)`), term)
    .limit(v.limit);
}
