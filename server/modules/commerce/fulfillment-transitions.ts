/**
 * Fulfillment statuses move forward only: pending → in_production → shipped → delivered (steps may be skipped:
 * a parcel packed from stock ships without production); anything but delivered may be cancelled; cancelled and
 * delivered are final. docs/decisions/commerce.md "Fulfillments".
 */
import type { FulfillmentStatus } from '../../db/schema/commerce.ts';

const ORDER: FulfillmentStatus[] = ['pending', 'in_production', 'shipped', 'delivered'];

export function canMoveFulfillment(from: FulfillmentStatus, to: FulfillmentStatus): boolean {
  if (from === to) return true; // no change
  if (from === 'cancelled' || from === 'delivered') return false;
  if (to === 'cancelled') return true;
  return ORDER.indexOf(to) > ORDER.indexOf(from);
}

/** The statuses a fulfillment can move to next (for the screens). */
export function nextFulfillmentStatuses(from: FulfillmentStatus): FulfillmentStatus[] {
  return (['pending', 'in_production', 'shipped', 'delivered', 'cancelled'] as const).filter(
    (to) => to !== from && canMoveFulfillment(from, to),
  );
}

const LABELS: Record<FulfillmentStatus, string> = {
  pending: 'pending',
  in_production: 'in production',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
};
export const fulfillmentStatusLabel = (s: FulfillmentStatus) => LABELS[s];

/** Tracking numbers in titles: long ones cut after 8 characters (`DHL 00340434…`). */
export const shortTracking = (n: string) => (n.length > 12 ? `${n.slice(0, 8)}…` : n);
