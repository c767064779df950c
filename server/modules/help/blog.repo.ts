/**
 * Blog posts. Reads see the project's own posts (drafts only for editors) and the published `parent-platform`
 * posts of the other projects on the same platform; writes touch own rows only (project-scoped repo).
 */
import { and, arrayOverlaps, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { BlogType, BlogVisibility } from '../../../common/help.ts';
import type { Tx } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import type { Reader } from './faqs.repo.ts';
import { parseSearch, rankOf, tsQuery } from './help-search.repo.ts';

const ownPosts = projectRepo(blogPosts);
const columns = {
  id: blogPosts.id,
  projectId: blogPosts.projectId,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  body: blogPosts.body,
  cover: blogPosts.cover,
  authorName: blogPosts.authorName,
  tags: blogPosts.tags,
  visibility: blogPosts.visibility,
  type: blogPosts.type,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};
export interface BlogRow {
  id: string;
  projectId: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover: string | null;
  authorName: string;
  tags: string[];
  visibility: BlogVisibility;
  type: BlogType;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function visiblePosts(r: Reader): SQL {
  const own = r.canManage
    ? eq(blogPosts.projectId, r.projectId)
    : and(eq(blogPosts.projectId, r.projectId), eq(blogPosts.visibility, 'published'));
  const platform = r.platformId
    ? and(eq(blogPosts.platformId, r.platformId), eq(blogPosts.type, 'parent-platform'), eq(blogPosts.visibility, 'published'))
    : undefined;
  return or(own, platform)!;
}

export type BlogSort = 'newest' | 'title' | 'relevance';
const sortAt = sql<string>`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;

export function pageBlogs(db: Tx, r: Reader, q: PageRequest & { search?: string | undefined; sortBy?: BlogSort | undefined }) {
  const { text, filters } = parseSearch(q.search, ['visibility', 'type', 'tag', 'in']);
  const query = tsQuery(text, filters.get('in')?.includes('title') ? 'A' : '');
  const where = and(
    visiblePosts(r),
    query ? sql`${blogPosts.search} @@ ${query}` : undefined,
    filters.has('visibility') ? inArray(blogPosts.visibility, filters.get('visibility') as BlogVisibility[]) : undefined,
    filters.has('type') ? inArray(blogPosts.type, filters.get('type') as BlogType[]) : undefined,
    filters.has('tag') ? arrayOverlaps(blogPosts.tags, filters.get('tag')!) : undefined,
  );
  const page = { pageSize: q.pageSize, pageToken: q.pageToken };
  const sort = q.sortBy ?? (query ? 'relevance' : 'newest');
  if (sort === 'relevance' && query) {
    const rank = rankOf(sql`${blogPosts.search}`, query);
    return paginate(
      db
        .select({ ...columns, rank })
        .from(blogPosts)
        .$dynamic(),
      {
        where,
        orderBy: [rank, blogPosts.id],
        direction: 'desc',
        cursor: (row) => [row.rank, row.id] as const,
        ...page,
      },
    );
  }
  if (sort === 'title')
    return paginate(db.select(columns).from(blogPosts).$dynamic(), {
      where,
      orderBy: [blogPosts.title, blogPosts.id],
      cursor: (row) => [row.title, row.id] as const,
      ...page,
    });
  return paginate(
    db
      .select({ ...columns, sortAt })
      .from(blogPosts)
      .$dynamic(),
    {
      where,
      orderBy: [sortAt, blogPosts.id],
      direction: 'desc',
      cursor: (row) => [row.sortAt, row.id] as const,
      ...page,
    },
  );
}

/** A post by id or slug among those the reader sees; the reader's own project first. */
export async function findPost(db: Tx, r: Reader, idOrSlug: string): Promise<BlogRow | null> {
  const [row] = await db
    .select(columns)
    .from(blogPosts)
    .where(and(or(eq(blogPosts.id, idOrSlug), eq(blogPosts.slug, idOrSlug)), visiblePosts(r)))
    .orderBy(desc(sql`${blogPosts.projectId} = ${r.projectId}`), desc(blogPosts.id))
    .limit(1);
  return (row as BlogRow | undefined) ?? null;
}

/** The project's own post by id or slug. */
export async function findOwnPost(db: Tx, projectId: string, idOrSlug: string) {
  return ownPosts(db, projectId).find(or(eq(blogPosts.id, idOrSlug), eq(blogPosts.slug, idOrSlug))!);
}

export async function slugTaken(db: Tx, projectId: string, slug: string, exceptId?: string) {
  const row = await ownPosts(db, projectId).find(eq(blogPosts.slug, slug));
  return !!row && row.id !== exceptId;
}

export type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'projectId' | 'search'>;

export async function insertPost(db: Tx, projectId: string, v: PostValues) {
  const row = await ownPosts(db, projectId).insert({ id: newId('blog'), ...v });
  return row.id;
}

export async function updatePost(db: Tx, projectId: string, id: string, set: Partial<PostValues>) {
  const [row] = await ownPosts(db, projectId).update(eq(blogPosts.id, id), { ...set, updatedAt: sql`now()` as never });
  return row ?? null;
}

export async function deletePost(db: Tx, projectId: string, id: string) {
  return (await ownPosts(db, projectId).remove(eq(blogPosts.id, id))).length > 0;
}

export const toBlogDto = (row: BlogRow) => ({
  id: row.id,
  project: row.projectId,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  cover: row.cover,
  author: { name: row.authorName },
  tags: row.tags,
  visibility: row.visibility,
  type: row.type,
  publishedAt: row.publishedAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
