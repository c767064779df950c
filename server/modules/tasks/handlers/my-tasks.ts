import type { RouteHandler } from '@hono/zod-openapi';
import { currentUser } from '../../../lib/auth/middleware.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { pageMyTasks, toTaskDto } from '../tasks.repo.ts';
import type { listMyTasksRoute } from '../tasks.routes.ts';

/** GET /omnis/v3/dashboard/user/tasks — my open tasks across my projects. */
export const listMyTasks: RouteHandler<typeof listMyTasksRoute, AppEnv> = async (c) => {
  const { userId } = currentUser(c);
  const page = await pageMyTasks(c.get('deps').database.db, userId, c.req.valid('query'));
  return c.json(
    { tasks: page.items.map((r) => ({ ...toTaskDto(r), projectName: r.projectName })), nextPageToken: page.nextPageToken },
    200,
  );
};
