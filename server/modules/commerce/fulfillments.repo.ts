/**
 * Fulfillment reads and writes, and the order's derived `fulfillmentStatus` (unfulfilled / partial / fulfilled:
 * how many of each line's units are in shipped or delivered fulfillments), recomputed in the same transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fulfillments, orderLines, orders, users } from '../../db/schema/index.ts';
import { projectRepo } from '../../lib/project-repo.ts';

export type FulfillmentRow = typeof fulfillments.$inferSelect;
const fulfillmentRepo = projectRepo(fulfillments);
const lineRepo = projectRepo(orderLines);
const orderRepo = projectRepo(orders);

export function findFulfillment(db: Tx, projectId: string, id: string) {
  return fulfillmentRepo(db, projectId).find(eq(fulfillments.id, id));
}

/** The fulfillment, locked for the update (FOR UPDATE), with its order locked first (the order's writers lock it too). */
export async function lockFulfillment(tx: Tx, projectId: string, id: string) {
  const [ref] = await tx
    .select({ orderId: fulfillments.orderId })
    .from(fulfillments)
    .where(and(eq(fulfillments.projectId, projectId), eq(fulfillments.id, id)));
  if (!ref) return null;
  const [order] = await tx
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(orderRepo(tx, projectId).scope(eq(orders.id, ref.orderId)))
    .for('update');
  const [row] = await tx
    .select()
    .from(fulfillments)
    .where(fulfillmentRepo(tx, projectId).scope(eq(fulfillments.id, id)))
    .for('update');
  return row && order ? { row, order } : null;
}

export async function updateFulfillmentRow(tx: Tx, projectId: string, id: string, set: Partial<typeof fulfillments.$inferInsert>) {
  const [row] = await fulfillmentRepo(tx, projectId).update(eq(fulfillments.id, id), { ...set, updatedAt: new Date().toISOString() });
  return row!;
}

/** Product name and SKU of the lines a fulfillment's items name. */
export async function lineLabels(db: Tx, projectId: string, lineIds: string[]) {
  if (!lineIds.length) return new Map<string, { productName: string; sku: string | null }>();
  const rows = await db
    .select({ id: orderLines.id, productName: orderLines.productName, variantName: orderLines.variantName, sku: orderLines.sku })
    .from(orderLines)
    .where(lineRepo(db, projectId).scope(inArray(orderLines.id, lineIds)));
  return new Map(
    rows.map((r) => [r.id, { productName: r.variantName ? `${r.productName} — ${r.variantName}` : r.productName, sku: r.sku }]),
  );
}

export type OrderFulfillmentStatus = 'unfulfilled' | 'partial' | 'fulfilled';

/** From the lines' quantities and the shipped/delivered fulfillments' items. */
export function fulfillmentStatusOf(
  lines: { id: string; quantity: number }[],
  shipped: { items: { lineId: string; quantity: number }[] }[],
): OrderFulfillmentStatus {
  const sent = new Map<string, number>();
  for (const f of shipped) for (const i of f.items) sent.set(i.lineId, (sent.get(i.lineId) ?? 0) + i.quantity);
  const total = lines.reduce((n, l) => n + l.quantity, 0);
  const done = lines.reduce((n, l) => n + Math.min(l.quantity, sent.get(l.id) ?? 0), 0);
  if (done === 0) return 'unfulfilled';
  return done >= total ? 'fulfilled' : 'partial';
}

/** Recompute and store the order's fulfillmentStatus (in the caller's transaction). */
export async function refreshOrderFulfillmentStatus(tx: Tx, projectId: string, orderId: string): Promise<OrderFulfillmentStatus> {
  const lines = await tx
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(lineRepo(tx, projectId).scope(eq(orderLines.orderId, orderId)));
  const shipped = await tx
    .select({ items: fulfillments.items })
    .from(fulfillments)
    .where(
      fulfillmentRepo(tx, projectId).scope(and(eq(fulfillments.orderId, orderId), inArray(fulfillments.status, ['shipped', 'delivered']))),
    );
  const status = fulfillmentStatusOf(lines, shipped);
  await orderRepo(tx, projectId).update(eq(orders.id, orderId), { fulfillmentStatus: status, updatedAt: new Date().toISOString() });
  return status;
}

/** The acting user's display name for the timeline. */
export async function userName(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email;
}
