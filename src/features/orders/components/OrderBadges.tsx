/** The order's status, payment and fulfilment as badges (one colour per state, the word always shown). */
import { Badge } from '@mantine/core';
import type { OrderStatus } from '../../../lib/commerce/types.ts';
import { STATUS_COLOR, STATUS_LABEL } from '../lib/order-filters.ts';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" data-testid="order-status">
      {STATUS_LABEL[status] ?? status}
    </Badge>
  );
}

const PAYMENT_COLOR: Record<string, string> = {
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  refunded: 'gray',
  partially_refunded: 'gray',
};
const FULFILLMENT_COLOR: Record<string, string> = { fulfilled: 'green', partial: 'yellow', unfulfilled: 'gray' };

export const humanize = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, ' ');

export function PaymentBadge({ status }: { status: string }) {
  return (
    <Badge color={PAYMENT_COLOR[status] ?? 'gray'} variant="dot">
      {humanize(status)}
    </Badge>
  );
}

export function FulfillmentBadge({ status }: { status: string }) {
  return (
    <Badge color={FULFILLMENT_COLOR[status] ?? 'gray'} variant="dot">
      {humanize(status)}
    </Badge>
  );
}
