/** Bookmarks and tabs: the caller's own within a project (project_id and user_id on every query). */
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bookmarks, bookmarkTabs } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import type { PageRequest } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';

const bookmarkRepo = projectRepo(bookmarks);
const tabRepo = projectRepo(bookmarkTabs);
export type BookmarkRow = typeof bookmarks.$inferSelect;
interface Owner {
  projectId: string;
  userId: string;
}

export function pageBookmarks(db: Tx, o: Owner, page: PageRequest) {
  return bookmarkRepo(db, o.projectId).page({
    where: eq(bookmarks.userId, o.userId),
    orderBy: [bookmarks.sortOrder, bookmarks.id],
    cursor: (r) => [r.sortOrder, r.id] as const,
    ...page,
  });
}

export const findBookmark = (db: Tx, o: Owner, id: string) =>
  bookmarkRepo(db, o.projectId).find(and(eq(bookmarks.userId, o.userId), eq(bookmarks.id, id))!);

export async function tabExists(db: Tx, o: Owner, tabId: string) {
  return !!(await tabRepo(db, o.projectId).find(and(eq(bookmarkTabs.userId, o.userId), eq(bookmarkTabs.id, tabId))!));
}

async function nextOrder(tx: Tx, o: Owner, tabId: string | null) {
  const [row] = await tx
    .select({
      all: sql<number | null>`max(${bookmarks.sortOrder})`,
      tab: sql<number | null>`max(${bookmarks.tabSortOrder}) filter (where ${bookmarks.tabId} is not distinct from ${tabId})`,
    })
    .from(bookmarks)
    .where(and(eq(bookmarks.projectId, o.projectId), eq(bookmarks.userId, o.userId)));
  return { sortOrder: (row?.all ?? 0) + 1, tabSortOrder: (row?.tab ?? 0) + 1 };
}

export async function insertBookmark(tx: Tx, o: Owner, v: Omit<typeof bookmarks.$inferInsert, 'projectId' | 'id' | 'userId'>) {
  const next = await nextOrder(tx, o, v.tabId ?? null);
  return bookmarkRepo(tx, o.projectId).insert({ id: newId('bmk'), userId: o.userId, ...next, ...v });
}

export async function updateBookmark(tx: Tx, o: Owner, id: string, set: Partial<typeof bookmarks.$inferInsert>) {
  const [row] = await bookmarkRepo(tx, o.projectId).update(and(eq(bookmarks.userId, o.userId), eq(bookmarks.id, id))!, {
    ...set,
    updatedAt: new Date().toISOString(),
  });
  return row ?? null;
}

export async function deleteBookmark(tx: Tx, o: Owner, id: string) {
  const [row] = await bookmarkRepo(tx, o.projectId).remove(and(eq(bookmarks.userId, o.userId), eq(bookmarks.id, id))!);
  return row ?? null;
}

export function listTabs(db: Tx, o: Owner) {
  return db
    .select()
    .from(bookmarkTabs)
    .where(and(eq(bookmarkTabs.projectId, o.projectId), eq(bookmarkTabs.userId, o.userId)))
    .orderBy(asc(bookmarkTabs.sortOrder), asc(bookmarkTabs.id));
}

/**
 * Replace the caller's tabs with the set sent: known ids are renamed/reordered, null ids are created, the rest
 * deleted (their bookmarks lose the tab). An id that is not one of the caller's tabs is a field error.
 */
export async function putTabs(tx: Tx, o: Owner, tabs: { id: string | null; name: string; sortOrder: number }[]) {
  const existing = new Set((await listTabs(tx, o)).map((t) => t.id));
  const unknown = tabs.map((t, i) => [t, i] as const).filter(([t]) => t.id !== null && !existing.has(t.id));
  if (unknown.length) return { unknown: unknown.map(([, i]) => i) };
  const keep = tabs.flatMap((t) => (t.id ? [t.id] : []));
  const scope = and(eq(bookmarkTabs.projectId, o.projectId), eq(bookmarkTabs.userId, o.userId));
  const gone = await tx
    .delete(bookmarkTabs)
    .where(and(scope, keep.length ? notInArray(bookmarkTabs.id, keep) : undefined))
    .returning({ id: bookmarkTabs.id });
  if (gone.length)
    await tx
      .update(bookmarks)
      .set({ tabId: null })
      .where(
        and(
          eq(bookmarks.projectId, o.projectId),
          eq(bookmarks.userId, o.userId),
          isNotNull(bookmarks.tabId),
          inArray(
            bookmarks.tabId,
            gone.map((g) => g.id),
          ),
        ),
      );
  for (const t of tabs) {
    if (t.id)
      await tx
        .update(bookmarkTabs)
        .set({ name: t.name, sortOrder: t.sortOrder })
        .where(and(scope, eq(bookmarkTabs.id, t.id)));
    else await tabRepo(tx, o.projectId).insert({ id: newId('btb'), userId: o.userId, name: t.name, sortOrder: t.sortOrder });
  }
  return { tabs: await listTabs(tx, o) };
}

export const toBookmarkDto = (r: BookmarkRow) => ({
  id: r.id,
  title: r.title,
  data: r.data,
  description: r.description,
  color: r.color,
  icon: r.icon,
  tabId: r.tabId,
  sortOrder: r.sortOrder,
  tabSortOrder: r.tabSortOrder,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});
export const toTabDto = (t: typeof bookmarkTabs.$inferSelect) => ({ id: t.id, name: t.name, sortOrder: t.sortOrder });
