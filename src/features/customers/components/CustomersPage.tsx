/** `/m/customers`: every filter of spec 000 §3, sort by the server's keys, keyset paging, server CSV export. */
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { listParams } from '../../../components/data/list-query.ts';
import type { ListSearch } from '../../../components/data/list-search.ts';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { StorefrontGate } from '../../../lib/commerce/StorefrontGate.tsx';
import type { Customer } from '../../../lib/commerce/types.ts';
import { datedName, saveFile } from '../../../lib/download.ts';
import { formatMoney, toMajor } from '../../../lib/format/money.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { customersList, exportCustomersCsv } from '../api/customers.ts';
import { countryName } from '../lib/countries.ts';
import { customersExportQuery, customersListSearch } from '../lib/customer-filters.ts';
import { customerHref, formatDate, fullName } from '../lib/format.ts';
import { CustomerFilters } from './CustomerFilters.tsx';

export function CustomersPage({ ctx }: ModuleRouteProps) {
  return (
    <Stack gap="md">
      <Title order={2}>Customers</Title>
      <StorefrontGate projectId={ctx.projectId}>
        {(platformId, currency) => <CustomersList projectId={ctx.projectId} platformId={platformId} currency={currency} />}
      </StorefrontGate>
    </Stack>
  );
}

function columns(projectId: string): DataColumn<Customer>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      hideable: false,
      csv: fullName,
      cell: (c) => (
        <Stack gap={0}>
          <Anchor component={AppLink} href={customerHref(projectId, c.id)} fw={600}>
            {fullName(c)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {c.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'country', header: 'Country', csv: (c) => c.country ?? '', cell: (c) => countryName(c.country) },
    { id: 'gender', header: 'Gender', defaultHidden: true, csv: (c) => c.gender ?? '', cell: (c) => c.gender ?? '—' },
    {
      id: 'orders',
      header: 'Orders',
      sortKey: 'totalOrderCount',
      align: 'right',
      csv: (c) => c.totalOrderCount,
      cell: (c) => c.totalOrderCount,
    },
    { id: 'refunded', header: 'Refunded', align: 'right', csv: (c) => c.refundedOrderCount, cell: (c) => c.refundedOrderCount },
    {
      id: 'value',
      header: 'Lifetime value',
      sortKey: 'lifetimeValue',
      align: 'right',
      csv: (c) => toMajor(c.lifetimeValue, c.currency),
      cell: (c) => formatMoney(c.lifetimeValue, c.currency),
    },
    {
      id: 'last',
      header: 'Last purchase',
      sortKey: 'lastPurchased',
      csv: (c) => c.lastPurchasedAt ?? '',
      cell: (c) => formatDate(c.lastPurchasedAt),
    },
    {
      id: 'created',
      header: 'Customer since',
      sortKey: 'createdAt',
      defaultHidden: true,
      csv: (c) => c.createdAt,
      cell: (c) => formatDate(c.createdAt),
    },
  ];
}

function CustomersList({ projectId, platformId, currency }: { projectId: string; platformId: string; currency: string }) {
  const list = useUrlListState(customersListSearch);
  const canList = usePermission(projectId, 'platform.customers.list');
  const canExport = usePermission(projectId, 'platform.customers.export');
  return (
    <DataTable
      access={canList}
      label="Customers"
      state={list}
      {...customersList(projectId, platformId, currency)}
      columns={columns(projectId)}
      rowTestId={(c) => `customer-row-${c.email}`}
      search={{ label: 'Search customers', placeholder: 'Name, email or phone' }}
      filters={
        <>
          <CustomerFilters state={list} currency={currency} />
          {canExport.allowed && <ExportCustomers projectId={projectId} platformId={platformId} currency={currency} state={list[0]} />}
        </>
      }
      empty={{ title: 'No customers yet. A customer is added with their first order.' }}
    />
  );
}

function ExportCustomers(p: { projectId: string; platformId: string; currency: string; state: ListSearch }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const csv = await exportCustomersCsv(p.projectId, p.platformId, customersExportQuery(listParams(p.state), p.currency));
      saveFile(datedName('customers'), csv);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void run()}>
        Export CSV
      </Button>
      {error && (
        <Alert color="red" py={4} withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </>
  );
}
