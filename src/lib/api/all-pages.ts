/**
 * Every item of a keyset-paged list, following `nextPageToken` 100 at a time: for the short lists a screen
 * shows whole (projects, organisations, roles, permissions, templates, categories, listings, API keys). Every
 * list endpoint pages (default 20), so a single call would silently drop the rest. Stops after `maxPages` so a
 * runaway list can't hang a screen.
 */
export const WHOLE_LIST_PAGE_SIZE = 100;

export async function allPages<T>(
  page: (query: { pageSize: number; pageToken?: string }) => Promise<{ items: T[]; nextPageToken?: string | null }>,
  maxPages = 50,
): Promise<T[]> {
  const out: T[] = [];
  let pageToken: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const r = await page({ pageSize: WHOLE_LIST_PAGE_SIZE, ...(pageToken ? { pageToken } : {}) });
    out.push(...r.items);
    if (!r.nextPageToken) break;
    pageToken = r.nextPageToken;
  }
  return out;
}
