/** Bookmark contracts (spec 000 §7): the caller's own saved views in a project; membership is enough. */
import { z } from '@hono/zod-openapi';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import { ProjectParam } from './tasks.schemas.ts';
import {
  BookmarkListSchema,
  BookmarkSchema,
  BookmarkTabListSchema,
  bookmarkTags as tags,
  CreateBookmarkBody,
  PutBookmarkTabsBody,
  UpdateBookmarkBody,
} from './bookmarks.schemas.ts';
import { IdParam } from './okrs.schemas.ts';

const BookmarkParam = IdParam('BookmarkParam');
const member = access.project(null);

export const listBookmarksRoute = defineRoute({
  method: 'get',
  path: '/{project}/bookmarks',
  access: member,
  tags,
  summary: "The caller's bookmarks in the project, by sortOrder",
  request: { params: ProjectParam, query: z.object(pageQuery) },
  responses: { 200: jsonResponse(BookmarkListSchema, 'Bookmarks') },
});

export const createBookmarkRoute = defineRoute({
  method: 'post',
  path: '/{project}/bookmarks',
  access: member,
  tags,
  summary: 'Save a view as a bookmark (placed last unless an order is given)',
  request: { params: ProjectParam, body: jsonBody(CreateBookmarkBody) },
  responses: { 201: jsonResponse(BookmarkSchema, 'The bookmark') },
});

export const updateBookmarkRoute = defineRoute({
  method: 'patch',
  path: '/{project}/bookmarks/{id}',
  access: member,
  tags,
  summary: 'Change a bookmark (title, view, tab, order…)',
  request: { params: BookmarkParam, body: jsonBody(UpdateBookmarkBody) },
  responses: { 200: jsonResponse(BookmarkSchema, 'The bookmark') },
});

export const deleteBookmarkRoute = defineRoute({
  method: 'delete',
  path: '/{project}/bookmarks/{id}',
  access: member,
  tags,
  summary: 'Delete a bookmark',
  request: { params: BookmarkParam },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

export const listBookmarkTabsRoute = defineRoute({
  method: 'get',
  path: '/{project}/bookmarktabs',
  access: member,
  tags,
  summary: "The caller's bookmark tabs, by sortOrder (a short list, answered whole)",
  request: { params: ProjectParam },
  responses: { 200: jsonResponse(BookmarkTabListSchema, 'Tabs') },
});

export const putBookmarkTabsRoute = defineRoute({
  method: 'put',
  path: '/{project}/bookmarktabs',
  access: member,
  tags,
  summary: 'Replace the tabs as a whole (new tabs with id null; sortOrder 1-based)',
  request: { params: ProjectParam, body: jsonBody(PutBookmarkTabsBody) },
  responses: { 200: jsonResponse(BookmarkTabListSchema, 'Tabs') },
});
