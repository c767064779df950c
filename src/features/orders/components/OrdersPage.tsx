/** `/m/orders`: status tabs, date range (created/updated), search, keyset paging, selection, server CSV export. */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { listParams } from '../../../components/data/list-query.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { datedName, saveFile } from '../../../lib/download.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { exportOrdersCsv } from '../api/orders.ts';
import { exportQuery, ordersListSearch } from '../lib/order-filters.ts';
import { DateFilters, StatusTabs } from './OrderFilters.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';

export function OrdersPage({ ctx }: ModuleRouteProps) {
  return (
    <Stack gap="md">
      <Title order={2}>Orders</Title>
      <StorefrontGate projectId={ctx.projectId}>
        {(platformId) => <OrdersList projectId={ctx.projectId} platformId={platformId} />}
      </StorefrontGate>
    </Stack>
  );
}

function OrdersList({ projectId, platformId }: { projectId: string; platformId: string }) {
  const list = useUrlListState(ordersListSearch);
  const canList = usePermission(projectId, 'platform.orders.list');
  const canUpdate = usePermission(projectId, 'platform.orders.update');
  const canExport = usePermission(projectId, 'platform.orders.export');
  const dateType = list[0].filters?.dateType === 'updated' ? 'updated' : 'created';
  return (
    <Stack gap="sm">
      <StatusTabs state={list} />
      <OrdersTable
        projectId={projectId}
        platformId={platformId}
        state={list}
        access={canList}
        canUpdate={canUpdate}
        dateType={dateType}
        filters={
          <>
            <DateFilters state={list} />
            {canExport.allowed && <ExportOrders projectId={projectId} platformId={platformId} state={list[0]} />}
          </>
        }
      />
    </Stack>
  );
}

function ExportOrders({
  projectId,
  platformId,
  state,
}: {
  projectId: string;
  platformId: string;
  state: ReturnType<typeof useUrlListState>[0];
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const csv = await exportOrdersCsv(projectId, platformId, exportQuery(listParams(state)));
      saveFile(datedName('orders'), typeof csv === 'string' ? csv : (csv as Blob));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Group gap="xs" align="center">
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void run()}>
          Export CSV
        </Button>
        {!state.filters?.from && (
          <Text size="xs" c="dimmed">
            Last 30 days
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" py={4} withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}
