import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { sanitizeRichText } from '../rich-text.ts';
import { findTask, insertActivities, insertComment, pageActivity, pageComments, toPerson } from '../tasks.repo.ts';
import type { createCommentRoute, listActivityRoute, listCommentsRoute } from '../tasks.routes.ts';
import { fieldError } from '../../../lib/errors.ts';
import type { Context } from 'hono';

async function requireTask(c: Context<AppEnv>, id: string) {
  const task = await findTask(c.get('deps').database.db, c.get('access').projectId, id);
  if (!task) throw notFound('Task', CODES.TASK_NOT_FOUND);
  return task;
}

export const listComments: RouteHandler<typeof listCommentsRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requireTask(c, id);
  const page = await pageComments(c.get('deps').database.db, c.get('access').projectId, id, c.req.valid('query'));
  return c.json(
    {
      comments: page.items.map((r) => ({ id: r.id, taskId: r.taskId, author: toPerson(r), body: r.body, createdAt: r.createdAt })),
      nextPageToken: page.nextPageToken,
    },
    200,
  );
};

export const createComment: RouteHandler<typeof createCommentRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const { id } = c.req.valid('param');
  await requireTask(c, id);
  const body = sanitizeRichText(c.req.valid('json').body);
  if (!body) throw fieldError('body', 'Write a comment.');
  const row = await c.get('deps').database.db.transaction(async (tx) => {
    const comment = await insertComment(tx, projectId, { taskId: id, authorId: userId, body });
    await insertActivities(tx, projectId, [{ taskId: id, actorId: userId, kind: 'commented', changes: {} }]);
    return comment;
  });
  const [author] = (await pageComments(c.get('deps').database.db, projectId, id, { pageSize: 100 })).items.filter((r) => r.id === row.id);
  return c.json({ id: row.id, taskId: id, author: author ? toPerson(author) : null, body: row.body, createdAt: row.createdAt }, 201);
};

export const listActivity: RouteHandler<typeof listActivityRoute, AppEnv> = async (c) => {
  const { id } = c.req.valid('param');
  await requireTask(c, id);
  const page = await pageActivity(c.get('deps').database.db, c.get('access').projectId, id, c.req.valid('query'));
  return c.json(
    {
      activity: page.items.map((r) => ({
        id: r.id,
        taskId: r.taskId,
        actor: toPerson(r),
        kind: r.kind,
        changes: r.changes,
        createdAt: r.createdAt,
      })),
      nextPageToken: page.nextPageToken,
    },
    200,
  );
};
