/**
 * Bookmarks (saved views) and their tabs. A 401 or 403 on listing is an empty list, not an error (spec 000 §6).
 * Tabs are PUT as a whole; tabs made here have a temporary `new-…` id, sent as null (spec 000 §3).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { allPages } from '../../../lib/api/all-pages.ts';
import { deleteProjectsByProjectBookmarksById } from '../../../lib/api/generated/ops/deleteProjectsByProjectBookmarksById.ts';
import { getProjectsByProjectBookmarks } from '../../../lib/api/generated/ops/getProjectsByProjectBookmarks.ts';
import { getProjectsByProjectBookmarktabs } from '../../../lib/api/generated/ops/getProjectsByProjectBookmarktabs.ts';
import { patchProjectsByProjectBookmarksById } from '../../../lib/api/generated/ops/patchProjectsByProjectBookmarksById.ts';
import { postProjectsByProjectBookmarks } from '../../../lib/api/generated/ops/postProjectsByProjectBookmarks.ts';
import { putProjectsByProjectBookmarktabs } from '../../../lib/api/generated/ops/putProjectsByProjectBookmarktabs.ts';
import type { Schema } from '../../../lib/api/schemas.ts';
import { bookmarksKeys } from './keys.ts';

export type Bookmark = Schema<'Bookmark'>;
export type BookmarkTab = Schema<'BookmarkTab'>;
export type BookmarkView = Bookmark['data'];

export const TEMP_TAB_PREFIX = 'new-';
export const isTempTab = (id: string) => id.startsWith(TEMP_TAB_PREFIX);

/** 401/403 on listing → empty (spec 000 §6); anything else is an error. */
async function emptyWhenDenied<T>(run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (e) {
    const status = (e as { status?: number }).status;
    if (status === 401 || status === 403) return [];
    throw e;
  }
}

export const bookmarksQuery = (project: string) =>
  queryOptions({
    queryKey: bookmarksKeys.list(project),
    queryFn: () =>
      emptyWhenDenied(() =>
        allPages(async (q) => {
          const r = await getProjectsByProjectBookmarks({ path: { project }, query: q });
          return { items: r.bookmarks, nextPageToken: r.nextPageToken };
        }),
      ),
  });

export const tabsQuery = (project: string) =>
  queryOptions({
    queryKey: bookmarksKeys.tabs(project),
    queryFn: () => emptyWhenDenied(async () => (await getProjectsByProjectBookmarktabs({ path: { project } })).tabs),
  });

/** The PUT body: the tabs in their order, sortOrder 1-based, temporary ids as null. */
export const tabsBody = (tabs: { id: string; name: string }[]) => ({
  tabs: tabs.map((t, i) => ({ id: isTempTab(t.id) ? null : t.id, name: t.name, sortOrder: i + 1 })),
});

export function useBookmarkMutations(project: string) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: bookmarksKeys.all(project) });
  return {
    create: useMutation({
      mutationFn: (body: Schema<'CreateBookmarkRequest'>) => postProjectsByProjectBookmarks({ path: { project }, body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: Schema<'UpdateBookmarkRequest'> }) =>
        patchProjectsByProjectBookmarksById({ path: { project, id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteProjectsByProjectBookmarksById({ path: { project, id } }),
      onSuccess: refresh,
    }),
    putTabs: useMutation({
      mutationFn: (tabs: { id: string; name: string }[]) => putProjectsByProjectBookmarktabs({ path: { project }, body: tabsBody(tabs) }),
      onMutate: (tabs) =>
        qc.setQueryData<BookmarkTab[]>(
          bookmarksKeys.tabs(project),
          tabs.map((t, i) => ({ ...t, sortOrder: i + 1 })),
        ),
      onSuccess: (r) => qc.setQueryData(bookmarksKeys.tabs(project), r.tabs),
      onSettled: refresh,
    }),
  };
}
