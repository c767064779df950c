/** The Fulfillment of the API (items named from their order lines). Orders' detail uses `fulfillmentDtos` too. */
import type { Tx } from '../../db/client.ts';
import { type FulfillmentRow, lineLabels } from './fulfillments.repo.ts';

const toDto = (r: FulfillmentRow, labels: Awaited<ReturnType<typeof lineLabels>>) => ({
  id: r.id,
  orderId: r.orderId,
  status: r.status,
  fulfiller: {
    type: (r.fulfillerType === 'integration' || r.fulfillerType === 'factory' ? r.fulfillerType : 'self') as
      | 'self'
      | 'integration'
      | 'factory',
    id: r.fulfillerId,
    name: r.fulfillerName,
  },
  carrier: r.carrier,
  trackingNumber: r.trackingNumber,
  trackingUrl: r.trackingUrl,
  items: r.items.map((i) => ({
    lineId: i.lineId,
    quantity: i.quantity,
    productName: labels.get(i.lineId)?.productName ?? '',
    sku: labels.get(i.lineId)?.sku ?? null,
  })),
  shippedAt: r.shippedAt,
  deliveredAt: r.deliveredAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

export async function fulfillmentDtos(db: Tx, projectId: string, rows: FulfillmentRow[]) {
  const labels = await lineLabels(db, projectId, [...new Set(rows.flatMap((r) => r.items.map((i) => i.lineId)))]);
  return rows.map((r) => toDto(r, labels));
}

export async function fulfillmentDto(db: Tx, projectId: string, row: FulfillmentRow) {
  return (await fulfillmentDtos(db, projectId, [row]))[0]!;
}
