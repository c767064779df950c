/** Blog contracts (spec 001 §7 "Blog": API key or bearer; the product reads `data.blogs`). Posts are the tutorials. */
import { z } from '@hono/zod-openapi';
import { BLOG_TYPES, BLOG_VISIBILITIES } from '../../../common/help.ts';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import { idParam, projectQuery, richText, searchQuery } from './help.schemas.ts';

const tags = ['Blog'];

export const BlogSchema = z
  .object({
    id: z.string(),
    project: z.string().openapi({ description: 'The project that wrote it' }),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    body: z.string().openapi({ description: 'Sanitised HTML; h2/h3 carry ids for the table of contents' }),
    cover: z.string().nullable(),
    author: z.object({ name: z.string() }),
    tags: z.array(z.string()),
    visibility: z.enum(BLOG_VISIBILITIES),
    type: z.enum(BLOG_TYPES),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Blog');
export const BlogListSchema = z.object({ blogs: z.array(BlogSchema), nextPageToken: z.string().nullable() }).openapi('BlogList');

const slug = z
  .string()
  .trim()
  .min(1)
  .max(100, 'The slug may be at most 100 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes.');
const cover = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/|\/(?!\/))\S+$/, 'The cover must be an http(s) address or a path on this site.')
  .nullable();
const fields = {
  title: z.string().trim().min(1, 'The title is required.').max(200, 'The title may be at most 200 characters.'),
  summary: z.string().trim().max(500, 'The summary may be at most 500 characters.'),
  body: richText('body', 200_000),
  tags: z.array(z.string().trim().min(1).max(40)).max(20, 'At most 20 tags.'),
  visibility: z.enum(BLOG_VISIBILITIES),
  type: z.enum(BLOG_TYPES),
  authorName: z.string().trim().max(120),
};
export const CreateBlogBody = z
  .strictObject({
    ...fields,
    slug: slug.optional().openapi({ description: 'Made from the title when left out' }),
    summary: fields.summary.default(''),
    cover: cover.optional(),
    tags: fields.tags.default([]),
    visibility: fields.visibility.default('draft'),
    type: fields.type.default('project'),
    authorName: fields.authorName.optional(),
  })
  .openapi('CreateBlogRequest');
export const UpdateBlogBody = z
  .strictObject({
    title: fields.title.optional(),
    slug: slug.optional(),
    summary: fields.summary.optional(),
    body: fields.body.optional(),
    cover: cover.optional(),
    tags: fields.tags.optional(),
    visibility: fields.visibility.optional(),
    type: fields.type.optional(),
    authorName: fields.authorName.optional(),
  })
  .openapi('UpdateBlogRequest');

export const BLOG_SORTS = ['newest', 'title', 'relevance'] as const;
const query = z.object({ ...projectQuery });
const params = z.object({ blogId: idParam('blogId').openapi({ description: 'The post id, or its slug' }) });
const read = access.project(PERMISSIONS.blogBlogsList);
const manage = access.project(PERMISSIONS.blogBlogsManage);

export const listBlogsRoute = defineRoute({
  method: 'get',
  path: '/blogs',
  access: read,
  tags,
  summary: "Posts the project can read: its own (drafts for editors) and the platform's published parent-platform posts",
  request: {
    query: z.object({
      ...projectQuery,
      ...pageQuery,
      ...searchQuery,
      sortBy: z.enum(BLOG_SORTS).optional().openapi({ description: 'newest (default), title, relevance (default with search)' }),
    }),
  },
  responses: { 200: jsonResponse(BlogListSchema, 'Posts') },
});
export const createBlogRoute = defineRoute({
  method: 'post',
  path: '/blogs',
  access: manage,
  tags,
  summary: 'Write a post (the body is sanitised HTML)',
  request: { query, body: jsonBody(CreateBlogBody) },
  responses: { 201: jsonResponse(BlogSchema, 'The post') },
});
export const getBlogRoute = defineRoute({
  method: 'get',
  path: '/blogs/{blogId}',
  access: read,
  tags,
  summary: "One post, by id or slug (the project's own first)",
  request: { query, params },
  responses: { 200: jsonResponse(BlogSchema, 'The post') },
});
export const updateBlogRoute = defineRoute({
  method: 'patch',
  path: '/blogs/{blogId}',
  access: manage,
  tags,
  summary: 'Change a post; publishing sets its published date',
  request: { query, params, body: jsonBody(UpdateBlogBody) },
  responses: { 200: jsonResponse(BlogSchema, 'The post') },
});
export const deleteBlogRoute = defineRoute({
  method: 'delete',
  path: '/blogs/{blogId}',
  access: manage,
  tags,
  summary: 'Delete a post',
  request: { query, params },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});
