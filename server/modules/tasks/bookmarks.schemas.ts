/** Bookmark and tab shapes (spec 000 §3): a bookmark is a saved view — a route with name, params and query. */
import { z } from '@hono/zod-openapi';

export const bookmarkTags = ['Bookmarks'];
const Sort = z.number().int().min(1, 'Orders start at 1.').max(100_000);
export const BookmarkRouteSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'The route needs a name.').max(200),
    params: z.record(z.string().max(100), z.string().max(500)).default({}),
    query: z.record(z.string().max(100), z.unknown()).default({}),
  })
  .refine((d) => JSON.stringify(d).length <= 8000, 'The saved view is too large.')
  .openapi('BookmarkRoute');

const fields = {
  title: z.string().trim().min(1, 'Give the bookmark a title.').max(120, 'A title has at most 120 characters.'),
  data: BookmarkRouteSchema,
  description: z.string().trim().max(500),
  color: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6}|[a-z]{3,12})$/, 'Give a colour name or #rrggbb.')
    .nullable(),
  icon: z.string().trim().max(40).nullable(),
  tabId: z.string().max(64).nullable(),
  sortOrder: Sort,
  tabSortOrder: Sort,
};
export const CreateBookmarkBody = z.strictObject(fields).partial().required({ title: true, data: true }).openapi('CreateBookmarkRequest');
export const UpdateBookmarkBody = z.strictObject(fields).partial().openapi('UpdateBookmarkRequest');

export const BookmarkSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    data: z.object({ name: z.string(), params: z.record(z.string(), z.string()), query: z.record(z.string(), z.unknown()) }),
    description: z.string(),
    color: z.string().nullable(),
    icon: z.string().nullable(),
    tabId: z.string().nullable(),
    sortOrder: z.number().int(),
    tabSortOrder: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Bookmark');
export const BookmarkListSchema = z
  .object({ bookmarks: z.array(BookmarkSchema), nextPageToken: z.string().nullable() })
  .openapi('BookmarkList');

export const BookmarkTabSchema = z.object({ id: z.string(), name: z.string(), sortOrder: z.number().int() }).openapi('BookmarkTab');
export const BookmarkTabListSchema = z.object({ tabs: z.array(BookmarkTabSchema) }).openapi('BookmarkTabList');
export const PutBookmarkTabsBody = z
  .strictObject({
    tabs: z
      .array(
        z.strictObject({
          id: z.string().max(64).nullable().openapi({ description: 'null for a new tab (the app’s temporary `new-…` id is sent as null)' }),
          name: z.string().trim().min(1, 'Give the tab a name.').max(60, 'A tab name has at most 60 characters.'),
          sortOrder: Sort,
        }),
      )
      .max(50, 'At most 50 tabs.'),
  })
  .openapi('PutBookmarkTabsRequest', {
    description: 'The whole set: tabs not sent are deleted (their bookmarks stay, without a tab); new tabs get ids.',
  });
