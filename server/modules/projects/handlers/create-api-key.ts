import type { RouteHandler } from '@hono/zod-openapi';
import { isPermission } from '../../../../common/permissions.ts';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { unprocessable } from '../../../lib/errors.ts';
import { insertApiKey, toApiKeyDto } from '../api-keys.repo.ts';
import type { createApiKeyRoute } from '../api-keys.routes.ts';

/** POST /v1/projects/{project}/auth — only permissions the creator holds can be given. */
export const createApiKey: RouteHandler<typeof createApiKeyRoute, AppEnv> = async (c) => {
  const access = c.get('access');
  const body = c.req.valid('json');
  const errors: string[] = [];
  for (const p of body.permissions) {
    if (!isPermission(p)) errors.push(`${p} is not a permission.`);
    else if (!access.permissions.has(p)) errors.push(`You cannot give ${p}: you do not have it yourself.`);
  }
  if (errors.length) throw unprocessable({ permissions: errors }, errors[0]);
  const { row, key } = await c.get('deps').database.db.transaction(async (tx) => {
    const created = await insertApiKey(tx, access.projectId, { name: body.name, permissions: body.permissions, createdBy: access.userId });
    await audit(tx, c, {
      projectId: access.projectId,
      action: 'apikey.create',
      target: created.row.id,
      after: { name: body.name, permissions: created.row.permissions },
    });
    return created;
  });
  return c.json({ ...toApiKeyDto(row), key }, 201);
};
