import type { RouteHandler } from '@hono/zod-openapi';
import { audit } from '../../../lib/audit.ts';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { conflict } from '../../../lib/errors.ts';
import { toPlatformDto } from '../orders.dto.ts';
import { storefrontHasOrders, updateStorefront } from '../orders.repo.ts';
import type { updatePlatformRoute } from '../storefront.routes.ts';
import { ensureStorefront } from '../storefront.repo.ts';

/** PATCH /v1/platform?project= — the currency is locked once there are orders (lifetime values would mix). */
export const updatePlatform: RouteHandler<typeof updatePlatformRoute, AppEnv> = async (c) => {
  const { projectId } = c.get('access');
  const body = c.req.valid('json');
  const db = c.get('deps').database.db;
  const row = await db.transaction(async (tx) => {
    const before = await ensureStorefront(tx, projectId);
    if (body.currency && body.currency !== before.currency && (await storefrontHasOrders(tx, projectId))) {
      throw conflict(`The storefront has orders in ${before.currency}: its currency can no longer change.`, CODES.PLATFORM_CURRENCY_LOCKED);
    }
    if (!Object.keys(body).length) return before;
    const after = await updateStorefront(tx, projectId, body);
    await audit(tx, c, { projectId, action: 'platform.update', target: after.id, after: body });
    return after;
  });
  return c.json(toPlatformDto(row), 200);
};
