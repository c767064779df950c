/**
 * FAQs, FAQ groups and votes. Reads see the reader's project's FAQs (drafts only for editors) and the FAQs other
 * projects of the same platform marked `platform`; writes go through the project-scoped repo (own rows only).
 */
import { and, asc, eq, exists, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FaqVisibility, FaqVote } from '../../../common/help.ts';
import type { Tx } from '../../db/client.ts';
import { faqGroups, faqs, faqVotes } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { parseSearch, rankOf, tsQuery } from './help-search.repo.ts';

export interface Reader {
  projectId: string;
  platformId: string | null;
  userId: string | null;
  canManage: boolean;
}

const ownFaqs = projectRepo(faqs);
const ownGroups = projectRepo(faqGroups);
const { search: _search, ...faqColumns } = getTableColumns(faqs);

export type FaqRow = Omit<typeof faqs.$inferSelect, 'search'> & { myVote: FaqVote | null };
export type FaqGroupRow = typeof faqGroups.$inferSelect;

/** The FAQs a reader may see. */
export function visibleFaqs(r: Reader): SQL {
  const own = r.canManage ? eq(faqs.projectId, r.projectId) : and(eq(faqs.projectId, r.projectId), ne(faqs.visibility, 'draft'));
  const platform = r.platformId ? and(eq(faqs.platformId, r.platformId), eq(faqs.visibility, 'platform')) : undefined;
  return or(own, platform)!;
}

function selectFaqs(db: Tx, r: Reader) {
  return db
    .select({ ...faqColumns, myVote: faqVotes.vote })
    .from(faqs)
    .leftJoin(faqVotes, and(eq(faqVotes.faqId, faqs.id), eq(faqVotes.userId, r.userId ?? '')))
    .$dynamic();
}

function selectRankedFaqs(db: Tx, r: Reader, rank: SQL<number>) {
  return db
    .select({ ...faqColumns, myVote: faqVotes.vote, rank })
    .from(faqs)
    .leftJoin(faqVotes, and(eq(faqVotes.faqId, faqs.id), eq(faqVotes.userId, r.userId ?? '')))
    .$dynamic();
}

export type FaqSort = 'position' | 'newest' | 'helpful' | 'relevance';

export async function pageFaqs(db: Tx, r: Reader, q: PageRequest & { search?: string | undefined; sortBy?: FaqSort | undefined }) {
  const { text, filters } = parseSearch(q.search, ['visibility', 'group', 'in']);
  const query = tsQuery(text, filters.get('in')?.includes('question') ? 'A' : '');
  const where = and(
    visibleFaqs(r),
    query ? sql`${faqs.search} @@ ${query}` : undefined,
    filters.has('visibility') ? inArray(faqs.visibility, filters.get('visibility') as FaqVisibility[]) : undefined,
    filters.has('group') ? inArray(faqs.groupId, filters.get('group')!) : undefined,
  );
  const page = { pageSize: q.pageSize, pageToken: q.pageToken };
  const sort = q.sortBy ?? (query ? 'relevance' : 'position');
  if (sort === 'relevance' && query) {
    const rank = rankOf(sql`${faqs.search}`, query);
    return paginate(selectRankedFaqs(db, r, rank), {
      where,
      orderBy: [rank, faqs.id],
      direction: 'desc',
      cursor: (row) => [row.rank, row.id] as const,
      ...page,
    });
  }
  if (sort === 'newest')
    return paginate(selectFaqs(db, r), { where, orderBy: [faqs.id], direction: 'desc', cursor: (row) => [row.id] as const, ...page });
  if (sort === 'helpful')
    return paginate(selectFaqs(db, r), {
      where,
      orderBy: [faqs.helpfulCount, faqs.id],
      direction: 'desc',
      cursor: (row) => [row.helpfulCount, row.id] as const,
      ...page,
    });
  return paginate(selectFaqs(db, r), {
    where,
    orderBy: [faqs.position, faqs.id],
    cursor: (row) => [row.position, row.id] as const,
    ...page,
  });
}

export async function findFaq(db: Tx, r: Reader, id: string): Promise<FaqRow | null> {
  const [row] = await selectFaqs(db, r)
    .where(and(eq(faqs.id, id), visibleFaqs(r)))
    .limit(1);
  return row ?? null;
}

/** One of the project's own groups (null when the id is not the project's). */
export const findOwnGroup = (db: Tx, projectId: string, id: string) => ownGroups(db, projectId).find(eq(faqGroups.id, id));

async function nextFaqPosition(db: Tx, projectId: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${faqs.position}) + 1, 0)::int` })
    .from(faqs)
    .where(eq(faqs.projectId, projectId));
  return row?.n ?? 0;
}

export async function insertFaq(
  db: Tx,
  r: Reader,
  v: {
    question: string;
    answer: string;
    answerText: string;
    groupId: string | null;
    visibility: FaqVisibility;
    position?: number | undefined;
  },
) {
  const row = await ownFaqs(db, r.projectId).insert({
    id: newId('faq'),
    platformId: r.platformId,
    question: v.question,
    answer: v.answer,
    answerText: v.answerText,
    groupId: v.groupId,
    visibility: v.visibility,
    position: v.position ?? (await nextFaqPosition(db, r.projectId)),
    createdBy: r.userId,
  });
  return row.id;
}

export async function updateFaq(db: Tx, projectId: string, id: string, set: Partial<typeof faqs.$inferInsert>) {
  const [row] = await ownFaqs(db, projectId).update(eq(faqs.id, id), { ...set, updatedAt: sql`now()` as never });
  return row ?? null;
}

export async function deleteFaq(db: Tx, projectId: string, id: string) {
  return (await ownFaqs(db, projectId).remove(eq(faqs.id, id))).length > 0;
}

/**
 * Set (or take back) the user's vote; the counts on the FAQ change in the same transaction. The FAQ row is
 * locked first, so two votes of one user at once cannot both insert.
 */
export async function setVote(db: Tx, faqId: string, userId: string, vote: FaqVote | null) {
  await db.transaction(async (tx) => {
    const [faq] = await tx.select({ projectId: faqs.projectId }).from(faqs).where(eq(faqs.id, faqId)).for('update');
    if (!faq) return;
    const [old] = await tx
      .select({ vote: faqVotes.vote })
      .from(faqVotes)
      .where(and(eq(faqVotes.faqId, faqId), eq(faqVotes.userId, userId)));
    const before = old?.vote ?? null;
    if (before === vote) return;
    if (vote === null) await tx.delete(faqVotes).where(and(eq(faqVotes.faqId, faqId), eq(faqVotes.userId, userId)));
    else if (before === null) await tx.insert(faqVotes).values({ projectId: faq.projectId, faqId, userId, vote });
    else
      await tx
        .update(faqVotes)
        .set({ vote, createdAt: sql`now()` as never })
        .where(and(eq(faqVotes.faqId, faqId), eq(faqVotes.userId, userId)));
    const delta = (v: FaqVote) => (vote === v ? 1 : 0) - (before === v ? 1 : 0);
    await tx
      .update(faqs)
      .set({
        helpfulCount: sql`${faqs.helpfulCount} + ${delta('helpful')}`,
        notHelpfulCount: sql`${faqs.notHelpfulCount} + ${delta('not_helpful')}`,
      })
      .where(eq(faqs.id, faqId));
  });
}

// Groups

/** Groups a reader may see: the project's own, and other projects' groups that hold a platform FAQ. */
function visibleGroups(r: Reader): SQL {
  const platform = r.platformId
    ? and(
        eq(faqGroups.platformId, r.platformId),
        exists(sql`(select 1 from ${faqs} where ${faqs.groupId} = ${faqGroups.id} and ${faqs.visibility} = 'platform')`),
      )
    : undefined;
  return or(eq(faqGroups.projectId, r.projectId), platform)!;
}

export function pageGroups(db: Tx, r: Reader, q: PageRequest & { search?: string | undefined }) {
  const query = tsQuery(q.search ?? '');
  return paginate(db.select().from(faqGroups).$dynamic(), {
    where: and(visibleGroups(r), query ? sql`to_tsvector('english', ${faqGroups.name}) @@ ${query}` : undefined),
    orderBy: [faqGroups.position, faqGroups.id],
    cursor: (row) => [row.position, row.id] as const,
    pageSize: q.pageSize,
    pageToken: q.pageToken,
  });
}

export async function findGroup(db: Tx, r: Reader, id: string): Promise<FaqGroupRow | null> {
  const [row] = await db
    .select()
    .from(faqGroups)
    .where(and(eq(faqGroups.id, id), visibleGroups(r)))
    .limit(1);
  return row ?? null;
}

/** The project's groups in order, with `id` moved to `position` (0 = first); all renumbered 0..n-1. */
async function placeGroup(tx: Tx, projectId: string, id: string, position: number) {
  const rows = await tx
    .select({ id: faqGroups.id })
    .from(faqGroups)
    .where(eq(faqGroups.projectId, projectId))
    .orderBy(asc(faqGroups.position), asc(faqGroups.id))
    .for('update');
  const order = rows.map((row) => row.id).filter((x) => x !== id);
  order.splice(Math.min(position, order.length), 0, id);
  for (const [i, gid] of order.entries()) {
    await tx
      .update(faqGroups)
      .set({ position: i })
      .where(and(eq(faqGroups.projectId, projectId), eq(faqGroups.id, gid)));
  }
}

export async function insertGroup(db: Tx, r: Reader, v: { name: string; position?: number | undefined }) {
  return db.transaction(async (tx) => {
    const id = newId('faqg');
    await ownGroups(tx, r.projectId).insert({ id, platformId: r.platformId, name: v.name, position: 1_000_000 });
    await placeGroup(tx, r.projectId, id, v.position ?? 1_000_000);
    return (await ownGroups(tx, r.projectId).find(eq(faqGroups.id, id)))!;
  });
}

export async function updateGroup(db: Tx, projectId: string, id: string, v: { name?: string | undefined; position?: number | undefined }) {
  return db.transaction(async (tx) => {
    const [row] = await ownGroups(tx, projectId).update(eq(faqGroups.id, id), {
      ...(v.name !== undefined ? { name: v.name } : {}),
      updatedAt: sql`now()` as never,
    });
    if (!row) return null;
    if (v.position !== undefined) await placeGroup(tx, projectId, id, v.position);
    return (await ownGroups(tx, projectId).find(eq(faqGroups.id, id)))!;
  });
}

export async function deleteGroup(db: Tx, projectId: string, id: string) {
  return (await ownGroups(db, projectId).remove(eq(faqGroups.id, id))).length > 0;
}

export const toFaqDto = (row: FaqRow) => ({
  id: row.id,
  project: row.projectId,
  faqGroupId: row.groupId,
  question: row.question,
  answer: row.answer,
  position: row.position,
  visibility: row.visibility,
  helpfulCount: row.helpfulCount,
  notHelpfulCount: row.notHelpfulCount,
  myVote: row.myVote,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toGroupDto = (row: FaqGroupRow) => ({
  id: row.id,
  project: row.projectId,
  name: row.name,
  position: row.position,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
