/** Blog handlers: list, create, get (by id or slug), update, delete. API keys with blog permissions may call. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PERMISSIONS } from '../../../../common/permissions.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { deletePost, findOwnPost, findPost, insertPost, pageBlogs, slugTaken, toBlogDto, updatePost } from '../blog.repo.ts';
import type { createBlogRoute, deleteBlogRoute, getBlogRoute, listBlogsRoute, updateBlogRoute } from '../blog.routes.ts';
import { displayName } from '../help-platform.repo.ts';
import { htmlToText, sanitizeRichText } from '../help.sanitize.ts';
import { readerOf } from './reader.ts';

type C = Context<AppEnv>;
const reader = (c: C) => readerOf(c, PERMISSIONS.blogBlogsManage);
const db = (c: C) => c.get('deps').database.db;
const missing = () => notFound('Blog', CODES.BLOG_NOT_FOUND);

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'post';

const bodyFields = (html: string) => {
  const body = sanitizeRichText(html);
  const bodyText = htmlToText(body);
  if (!bodyText) throw fieldError('body', 'The body is required.');
  return { body, bodyText };
};

async function freeSlug(c: C, projectId: string, title: string) {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db(c), projectId, slug))) return slug;
  }
}

export const listBlogs: RouteHandler<typeof listBlogsRoute, AppEnv> = async (c) => {
  const page = await pageBlogs(db(c), await reader(c), c.req.valid('query'));
  return c.json({ blogs: page.items.map(toBlogDto), nextPageToken: page.nextPageToken }, 200);
};

export const createBlog: RouteHandler<typeof createBlogRoute, AppEnv> = async (c) => {
  const r = await reader(c);
  const body = c.req.valid('json');
  if (body.slug && (await slugTaken(db(c), r.projectId, body.slug))) throw fieldError('slug', 'Another post already uses this slug.');
  const id = await insertPost(db(c), r.projectId, {
    platformId: r.platformId,
    slug: body.slug ?? (await freeSlug(c, r.projectId, body.title)),
    title: body.title,
    summary: body.summary,
    ...bodyFields(body.body),
    cover: body.cover ?? null,
    authorName: body.authorName ?? (await displayName(db(c), r.userId)),
    authorId: r.userId,
    tags: [...new Set(body.tags)],
    visibility: body.visibility,
    type: body.type,
    publishedAt: body.visibility === 'published' ? new Date().toISOString() : null,
  });
  return c.json(toBlogDto((await findPost(db(c), r, id))!), 201);
};

export const getBlog: RouteHandler<typeof getBlogRoute, AppEnv> = async (c) => {
  const row = await findPost(db(c), await reader(c), c.req.valid('param').blogId);
  if (!row) throw missing();
  return c.json(toBlogDto(row), 200);
};

export const updateBlog: RouteHandler<typeof updateBlogRoute, AppEnv> = async (c) => {
  const r = await reader(c);
  const body = c.req.valid('json');
  const current = await findOwnPost(db(c), r.projectId, c.req.valid('param').blogId);
  if (!current) throw missing();
  if (body.slug && (await slugTaken(db(c), r.projectId, body.slug, current.id)))
    throw fieldError('slug', 'Another post already uses this slug.');
  const { body: html, tags, ...rest } = body;
  const publishing = body.visibility === 'published' && !current.publishedAt;
  await updatePost(db(c), r.projectId, current.id, {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    ...(html !== undefined ? bodyFields(html) : {}),
    ...(tags !== undefined ? { tags: [...new Set(tags)] } : {}),
    ...(publishing ? { publishedAt: new Date().toISOString() } : {}),
  });
  return c.json(toBlogDto((await findPost(db(c), r, current.id))!), 200);
};

export const deleteBlog: RouteHandler<typeof deleteBlogRoute, AppEnv> = async (c) => {
  const r = await reader(c);
  const current = await findOwnPost(db(c), r.projectId, c.req.valid('param').blogId);
  if (!current || !(await deletePost(db(c), r.projectId, current.id))) throw missing();
  return c.json({ ok: true as const }, 200);
};
