import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { applyTransition, assertTransition } from '../order-transitions.ts';
import { toOrderSummaryDto } from '../orders.dto.ts';
import { lockOrders } from '../orders.repo.ts';
import type { bulkStatusRoute } from '../orders.routes.ts';
import { platformOf, requestActor } from '../orders.shared.ts';

/** POST /v1/platform/{platformId}/orders/bulk-status — all or nothing: every move is checked before any is made. */
export const bulkStatus: RouteHandler<typeof bulkStatusRoute, AppEnv> = async (c) => {
  const { db, projectId, storefront } = await platformOf(c, c.req.valid('param').platformId);
  const { orderIds, status } = c.req.valid('json');
  const ids = [...new Set(orderIds)];
  const actor = await requestActor(c);
  const updated = await db.transaction(async (tx) => {
    const rows = await lockOrders(tx, projectId, ids);
    if (rows.length !== ids.length) throw notFound('Order', CODES.ORDER_NOT_FOUND);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)!);
    for (const row of ordered) if (row.status !== status) assertTransition(row, status, storefront.orderNumberPrefix);
    const out = [];
    for (const row of ordered) out.push(row.status === status ? row : await applyTransition(tx, row, status, storefront, actor));
    return out;
  });
  return c.json({ orders: updated.map((r) => toOrderSummaryDto(r, storefront.orderNumberPrefix)) }, 200);
};
