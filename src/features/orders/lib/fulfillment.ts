/** Fulfilment statuses move forward only (docs/decisions/commerce.md "Fulfillments"). */
import type { FulfillmentStatus } from '../../../lib/commerce/types.ts';

const ORDER: FulfillmentStatus[] = ['pending', 'in_production', 'shipped', 'delivered'];

export const FULFILLMENT_LABEL: Record<FulfillmentStatus, string> = {
  pending: 'Pending',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The statuses a fulfilment can be set to from `from` (itself included, so the select shows it). */
export function nextFulfillmentStatuses(from: FulfillmentStatus): FulfillmentStatus[] {
  if (from === 'cancelled') return ['cancelled'];
  const i = ORDER.indexOf(from);
  const forward = ORDER.slice(i);
  return from === 'delivered' ? forward : [...forward, 'cancelled'];
}
