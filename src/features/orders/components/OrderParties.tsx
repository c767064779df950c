/** The customer card (with a link to the customer), the addresses and the payment (with "Retry payment"). */
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import type { Address, Order } from '../../../lib/commerce/types.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import type { PermissionCheck } from '../../../lib/permissions/usePermission.ts';
import { ordersKeys } from '../api/keys.ts';
import { refreshOrders, retryPayment } from '../api/orders.ts';
import { customerHref, formatDate, formatDateTime } from '../lib/format.ts';
import { humanize, PaymentBadge } from './OrderBadges.tsx';

export function CustomerCard({ order, projectId }: { order: Order; projectId: string }) {
  const c = order.customer;
  const name = c ? [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email : order.customerName;
  return (
    <Paper withBorder p="md" data-testid="order-customer">
      <Title order={3} size="h4" mb="xs">
        Customer
      </Title>
      <Stack gap={2}>
        {c ? (
          <Anchor component={AppLink} href={customerHref(projectId, c.id)} fw={600}>
            {name}
          </Anchor>
        ) : (
          <Text fw={600}>{name || 'Guest'}</Text>
        )}
        <Anchor href={`mailto:${order.email}`} size="sm">
          {order.email}
        </Anchor>
        {c?.phone && <Text size="sm">{c.phone}</Text>}
        {c && (
          <Text size="xs" c="dimmed" mt={4}>
            {c.totalOrderCount} {c.totalOrderCount === 1 ? 'order' : 'orders'} · {formatMoney(c.lifetimeValue, c.currency)} lifetime · last{' '}
            {formatDate(c.lastPurchasedAt)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {address ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {[
            address.name,
            address.company,
            address.line1,
            address.line2,
            [address.postalCode, address.city].filter(Boolean).join(' '),
            [address.region, address.country].filter(Boolean).join(', '),
            address.phone,
          ]
            .filter(Boolean)
            .join('\n')}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      )}
    </Stack>
  );
}

export function Addresses({ order }: { order: Order }) {
  return (
    <Paper withBorder p="md">
      <Title order={3} size="h4" mb="xs">
        Addresses
      </Title>
      <SimpleGrid cols={1} spacing="sm">
        <AddressBlock title="Shipping" address={order.shippingAddress} />
        <AddressBlock title="Billing" address={order.billingAddress} />
      </SimpleGrid>
    </Paper>
  );
}

export function PaymentCard({
  order,
  projectId,
  platformId,
  canUpdate,
}: {
  order: Order;
  projectId: string;
  platformId: string;
  canUpdate: PermissionCheck;
}) {
  const qc = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryPayment(projectId, platformId, order.id),
    onSuccess: (r) => {
      qc.setQueryData(ordersKeys.detail(projectId, order.id), r.order);
      notifications.show(
        r.payment.status === 'succeeded'
          ? { color: 'green', message: `Payment of ${formatMoney(r.payment.amount, r.payment.currency)} succeeded.` }
          : { color: 'red', message: `The payment failed: ${r.payment.failureMessage ?? 'declined'}.` },
      );
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => void refreshOrders(qc, projectId),
  });
  const retryable = order.paymentStatus === 'pending' || order.paymentStatus === 'failed';
  return (
    <Paper withBorder p="md" data-testid="order-payment">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4">
          Payment
        </Title>
        <PaymentBadge status={order.paymentStatus} />
      </Group>
      <Stack gap={6}>
        {order.payments.length === 0 && (
          <Text size="sm" c="dimmed">
            No payment recorded.
          </Text>
        )}
        {order.payments.map((p) => (
          <Group key={p.id} justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm">
                {p.kind === 'refund' ? 'Refund' : 'Charge'} · {humanize(p.provider)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(p.createdAt)}
                {p.failureMessage ? ` · ${p.failureMessage}` : ''}
              </Text>
            </Stack>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{formatMoney(p.kind === 'refund' ? -p.amount : p.amount, p.currency)}</Text>
              <Badge size="sm" variant="light" color={p.status === 'succeeded' ? 'green' : 'red'}>
                {p.status}
              </Badge>
            </Group>
          </Group>
        ))}
        {retryable && canUpdate.allowed && (
          <Button size="xs" variant="default" loading={retry.isPending} onClick={() => retry.mutate()} data-no-print>
            Retry payment
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
