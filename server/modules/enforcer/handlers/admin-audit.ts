import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { pageAudit } from '../enforcer.repo.ts';
import type * as r from '../enforcer.routes.ts';

export const adminAuditHandler: RouteHandler<typeof r.adminAuditRoute, AppEnv> = async (c) => {
  const { query, project, pageToken, pageSize } = c.req.valid('query');
  const page = await pageAudit(c.get('deps').database.db, { query, project }, { pageSize, pageToken });
  return c.json({ entries: page.items, nextPageToken: page.nextPageToken }, 200);
};
