/** What every orders handler starts from: the request's storefront, and an order read whole as its DTO. */
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';
import type { AppEnv } from '../../lib/context.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notFound } from '../../lib/errors.ts';
import { toOrderDto } from './orders.dto.ts';
import { findCustomer, findOrder, fulfillmentsOfOrder, linesOfOrder, type OrderRow, paymentsOfOrder, userName } from './orders.repo.ts';
import { requireStorefront } from './storefront.repo.ts';
import { type Actor, actorOf } from './timeline.ts';
import { orderTimeline } from './timeline.repo.ts';

/** The project (from the access check) and the storefront named by `{platformId}` (404 when not the project's). */
export async function platformOf(c: Context<AppEnv>, platformId: string) {
  const { projectId } = c.get('access');
  const db = c.get('deps').database.db;
  const storefront = await requireStorefront(db, projectId, platformId);
  return { db, projectId, storefront };
}

export async function requireOrder(db: Tx, projectId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, projectId, orderId);
  if (!order) throw notFound('Order', CODES.ORDER_NOT_FOUND);
  return order;
}

/** The order with its lines, payments, fulfillments, timeline and customer, as the contract's `Order`. */
export async function orderDto(db: Tx, projectId: string, order: OrderRow, prefix: string) {
  const [lines, payments, fulfillments, timeline, customer] = await Promise.all([
    linesOfOrder(db, projectId, order.id),
    paymentsOfOrder(db, projectId, order.id),
    fulfillmentsOfOrder(db, projectId, order.id),
    orderTimeline(db, projectId, order.id),
    findCustomer(db, projectId, order.customerId),
  ]);
  return toOrderDto({ order, lines, payments, fulfillments, timeline, customer }, prefix);
}

/** The caller as a timeline actor, with a user's display name. */
export async function requestActor(c: Context<AppEnv>): Promise<Actor> {
  const p = c.get('principal');
  return actorOf(c, p?.kind === 'user' ? await userName(c.get('deps').database.db, p.userId) : null);
}
