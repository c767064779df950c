/**
 * The orders table (list kit): order, date, customer, status badges, items, total; selection with "Mark
 * processing" and "Export selection". Used by the orders page; the customers module has its own copy of the
 * customer's orders (features don't import each other).
 */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { toCsv } from '../../../components/data/csv.ts';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import type { ListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import type { OrderSummary } from '../../../lib/commerce/types.ts';
import { datedName, saveFile } from '../../../lib/download.ts';
import { formatMoney, toMajor } from '../../../lib/format/money.ts';
import type { PermissionCheck } from '../../../lib/permissions/usePermission.ts';
import { bulkSetStatus, ordersList, refreshOrders } from '../api/orders.ts';
import { formatDateTime, orderHref } from '../lib/format.ts';
import { FulfillmentBadge, PaymentBadge, StatusBadge } from './OrderBadges.tsx';

export function orderColumns(projectId: string, dateType: 'created' | 'updated' = 'created'): DataColumn<OrderSummary>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      hideable: false,
      csv: (o) => o.name,
      cell: (o) => (
        <Anchor component={AppLink} href={orderHref(projectId, o.id)} fw={600}>
          {o.name}
        </Anchor>
      ),
    },
    {
      id: 'date',
      header: dateType === 'updated' ? 'Updated' : 'Date',
      csv: (o) => (dateType === 'updated' ? o.updatedAt : o.createdAt),
      cell: (o) => formatDateTime(dateType === 'updated' ? o.updatedAt : o.createdAt),
    },
    {
      id: 'customer',
      header: 'Customer',
      csv: (o) => o.customerName ?? '',
      cell: (o) => (
        <Stack gap={0}>
          <Text size="sm">{o.customerName || '—'}</Text>
          <Text size="xs" c="dimmed">
            {o.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'email', header: 'Email', defaultHidden: true, csv: (o) => o.email, cell: (o) => o.email },
    { id: 'status', header: 'Status', csv: (o) => o.status, cell: (o) => <StatusBadge status={o.status} /> },
    { id: 'payment', header: 'Payment', csv: (o) => o.paymentStatus, cell: (o) => <PaymentBadge status={o.paymentStatus} /> },
    {
      id: 'fulfillment',
      header: 'Fulfilment',
      csv: (o) => o.fulfillmentStatus,
      cell: (o) => <FulfillmentBadge status={o.fulfillmentStatus} />,
    },
    { id: 'items', header: 'Items', align: 'right', defaultHidden: true, csv: (o) => o.itemCount, cell: (o) => o.itemCount },
    {
      id: 'total',
      header: 'Total',
      align: 'right',
      hideable: false,
      csv: (o) => toMajor(o.total, o.currency),
      cell: (o) => <Text fw={600}>{formatMoney(o.total, o.currency)}</Text>,
    },
    { id: 'currency', header: 'Currency', defaultHidden: true, csv: (o) => o.currency, cell: (o) => o.currency },
  ];
}

/** Selected rows → a CSV file (what is on screen, no request). */
export function exportSelection(rows: OrderSummary[], columns: DataColumn<OrderSummary>[]) {
  const cols = columns.filter((c) => c.csv);
  saveFile(
    datedName('orders-selection'),
    `\uFEFF${toCsv(
      cols.map((c) => c.header),
      rows.map((r) => cols.map((c) => c.csv?.(r))),
    )}`,
  );
}

export function OrdersTable({
  projectId,
  platformId,
  state,
  access,
  canUpdate,
  customerId,
  dateType,
  filters,
  label = 'Orders',
}: {
  projectId: string;
  platformId: string;
  state: ListState;
  access?: PermissionCheck;
  canUpdate?: PermissionCheck;
  customerId?: string;
  dateType?: 'created' | 'updated';
  filters?: ReactNode;
  label?: string;
}) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const columns = orderColumns(projectId, dateType);
  const markProcessing = async (rows: OrderSummary[], clear: () => void) => {
    setBusy(true);
    try {
      await bulkSetStatus(
        projectId,
        platformId,
        rows.map((r) => r.id),
        'processing',
      );
      notifications.show({ color: 'green', message: `${rows.length} ${rows.length === 1 ? 'order' : 'orders'} marked processing.` });
      clear();
    } catch (e) {
      notifications.show({ color: 'red', title: 'Nothing was changed', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
      void refreshOrders(qc, projectId);
    }
  };
  return (
    <DataTable
      access={access}
      label={label}
      state={state}
      {...ordersList(projectId, platformId, { customerId })}
      columns={columns}
      rowTestId={(o) => `order-row-${o.number}`}
      search={{ label: 'Search orders', placeholder: 'Order number, email or name' }}
      filters={filters}
      bulkActions={(rows, clear) => (
        <Group gap="xs">
          {canUpdate?.allowed && (
            <Button size="xs" loading={busy} onClick={() => void markProcessing(rows, clear)}>
              Mark processing
            </Button>
          )}
          <Button size="xs" variant="default" onClick={() => exportSelection(rows, columns)}>
            Export selection
          </Button>
        </Group>
      )}
      empty={{ title: customerId ? 'No orders from this customer yet.' : 'No orders yet. Orders from your storefront appear here.' }}
    />
  );
}
