import type { RouteHandler } from '@hono/zod-openapi';
import { getMember } from '../users.shared.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { setMemberRole } from '../../../lib/roles.ts';
import type { updateUserRoute } from '../users.routes.ts';

export const updateUserHandler: RouteHandler<typeof updateUserRoute, AppEnv> = async (c) => {
  const { project: projectId, user } = c.req.valid('param');
  const access = c.get('access');
  const { role } = c.req.valid('json');
  const { db } = c.get('deps').database;
  await db.transaction((tx) => setMemberRole(tx, c, access, user, role));
  return c.json(await getMember(db, projectId, user), 200);
};
