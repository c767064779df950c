/**
 * `/m/orders/{orderId}`: lines and totals, customer, addresses, payment, fulfilments with tracking, timeline,
 * the status actions the server allows (`allowedTransitions`; refund asks first), receipt preview/send/print/PDF.
 * Offline it shows the last fetched copy (persisted cache) with the time it was fetched.
 */
import './order-print.css';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { StaleNote } from '../../../components/data/DataStates.tsx';
import { NotFound } from '../../../components/NotFound.tsx';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';
import type { Order, OrderStatus } from '../../../lib/commerce/types.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission, type PermissionCheck } from '../../../lib/permissions/usePermission.ts';
import { ordersKeys } from '../api/keys.ts';
import { orderQuery, refreshOrders, setOrderStatus } from '../api/orders.ts';
import { formatDateTime } from '../lib/format.ts';
import { TRANSITION_LABEL } from '../lib/order-filters.ts';
import { FulfillmentBadge, PaymentBadge, StatusBadge } from './OrderBadges.tsx';
import { OrderFulfillments } from './OrderFulfillments.tsx';
import { OrderLines } from './OrderLines.tsx';
import { Addresses, CustomerCard, PaymentCard } from './OrderParties.tsx';
import { ReceiptActions } from './OrderReceipt.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';

export function OrderPage({ ctx, rest }: ModuleRouteProps) {
  const orderId = rest.split('/')[0] ?? '';
  return (
    <StorefrontGate projectId={ctx.projectId}>
      {(platformId) => <OrderView key={orderId} projectId={ctx.projectId} platformId={platformId} orderId={orderId} />}
    </StorefrontGate>
  );
}

function OrderView({ projectId, platformId, orderId }: { projectId: string; platformId: string; orderId: string }) {
  const query = useQuery({ ...orderQuery(projectId, platformId, orderId), retryOnMount: false });
  const canUpdate = usePermission(projectId, 'platform.orders.update');
  const back = (
    <Anchor component={AppLink} href={`/m/orders?project=${encodeURIComponent(projectId)}`} size="sm" data-no-print>
      ← Orders
    </Anchor>
  );
  if (query.isPending)
    return (
      <Center mih="40dvh">
        <Loader aria-label="Loading the order" />
      </Center>
    );
  if (query.isError && !query.data) {
    if ((query.error as { status?: number }).status === 404) return <NotFound />;
    return (
      <Stack gap="sm">
        {back}
        <Alert color="red" title="The order could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  const order = query.data;
  if (!order) return null;
  return (
    <Stack gap="md" data-print-area>
      {back}
      <StaleNote query={query} onRetry={() => void query.refetch()} />
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} data-testid="order-name">
              Order {order.name}
            </Title>
            <StatusBadge status={order.status} />
          </Group>
          <Group gap="xs">
            <PaymentBadge status={order.paymentStatus} />
            <FulfillmentBadge status={order.fulfillmentStatus} />
            <Text size="sm" c="dimmed">
              {formatDateTime(order.createdAt)} · {formatMoney(order.total, order.currency)}
              {order.source ? ` · ${order.source}` : ''}
            </Text>
          </Group>
        </Stack>
        <StatusActions order={order} projectId={projectId} platformId={platformId} canUpdate={canUpdate} />
      </Group>
      <ReceiptActions order={order} projectId={projectId} platformId={platformId} />
      {order.note && (
        <Alert color="gray" title="Note">
          {order.note}
        </Alert>
      )}
      {/* Two columns when there is room (main ≥ ~820 px), one on phones and narrow windows. */}
      <Group gap="md" align="flex-start" wrap="wrap">
        <Stack gap="md" style={{ flex: '2 1 520px', minWidth: 0 }}>
          <OrderLines order={order} />
          <OrderFulfillments order={order} projectId={projectId} platformId={platformId} canUpdate={canUpdate} />
          <OrderTimeline events={order.timeline} />
        </Stack>
        <Stack gap="md" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <CustomerCard order={order} projectId={projectId} />
          <PaymentCard order={order} projectId={projectId} platformId={platformId} canUpdate={canUpdate} />
          <Addresses order={order} />
        </Stack>
      </Group>
    </Stack>
  );
}

function StatusActions({
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
  const move = useMutation({
    mutationFn: (status: OrderStatus) => setOrderStatus(projectId, platformId, order.id, status),
    onSuccess: (o) => {
      qc.setQueryData(ordersKeys.detail(projectId, order.id), o);
      notifications.show({ color: 'green', message: `Order ${o.name} is ${o.status}.` });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => void refreshOrders(qc, projectId),
  });
  if (!canUpdate.allowed || order.allowedTransitions.length === 0) return null;
  return (
    <Group gap="xs" data-no-print>
      {order.allowedTransitions.map((s) =>
        s === 'refunded' ? (
          <ConfirmAction
            key={s}
            trigger="Refund"
            title={`Refund order ${order.name}`}
            message={`${formatMoney(order.total, order.currency)} goes back to ${order.email} through the payment provider. A refund can't be undone.`}
            confirmLabel="Refund"
            onConfirm={() => move.mutateAsync(s)}
          />
        ) : (
          <Button key={s} size="xs" loading={move.isPending && move.variables === s} onClick={() => move.mutate(s)}>
            {TRANSITION_LABEL[s]}
          </Button>
        ),
      )}
    </Group>
  );
}
