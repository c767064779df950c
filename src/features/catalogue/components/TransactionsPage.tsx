/**
 * `/m/products/transactions`: the charges (one per fulfilment cost line), of one statement with `statementId`,
 * of one fulfilment with `fulfillmentId`, by type, full-text search; server CSV export of the filtered list.
 */
import { Alert, Anchor, Badge, Button, Group, NativeSelect, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { listParams } from '../../../components/data/list-query.ts';
import type { DataColumn } from '../../../components/data/types.ts';
import { type ListState, useLocalListState, useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { datedName, saveFile } from '../../../lib/download.ts';
import { formatMoney, toMajor } from '../../../lib/format/money.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import {
  exportTransactionsCsv,
  fulfillmentsList,
  statementQuery,
  TRANSACTION_TYPES,
  transactionFilters,
  transactionsList,
} from '../api/catalogue.ts';
import type { Fulfillment, Transaction } from '../api/calls.ts';
import { capitalise, formatDate, formatMonth, moduleHref } from '../lib/format.ts';

export const transactionsListSearch = { filters: { statementId: null, fulfillmentId: null, type: TRANSACTION_TYPES } };

function columns(projectId: string): DataColumn<Transaction>[] {
  return [
    { id: 'date', header: 'Date', csv: (t) => t.createdAt, cell: (t) => formatDate(t.createdAt) },
    { id: 'type', header: 'Type', csv: (t) => t.type, cell: (t) => <Badge variant="light">{t.type}</Badge> },
    { id: 'description', header: 'Description', hideable: false, csv: (t) => t.description, cell: (t) => t.description },
    { id: 'sku', header: 'SKU', csv: (t) => t.sku ?? '', cell: (t) => t.sku ?? '—' },
    { id: 'quantity', header: 'Qty', align: 'right', csv: (t) => t.quantity, cell: (t) => t.quantity },
    {
      id: 'fulfillment',
      header: 'Fulfilment',
      defaultHidden: false,
      csv: (t) => t.fulfillmentId ?? '',
      cell: (t) =>
        t.fulfillmentId ? (
          <Anchor
            component={AppLink}
            href={moduleHref(projectId, 'transactions', { fulfillmentId: t.fulfillmentId })}
            size="xs"
            ff="monospace"
          >
            {t.fulfillmentId.slice(-8)}
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      csv: (t) => toMajor(t.amount, t.currency),
      cell: (t) => formatMoney(t.amount, t.currency),
    },
  ];
}

function TypeFilter({ state }: { state: ListState }) {
  const [s, set] = state;
  return (
    <NativeSelect
      aria-label="Type"
      w={180}
      data={[{ value: '', label: 'All types' }, ...TRANSACTION_TYPES.map((t) => ({ value: t, label: capitalise(t) }))]}
      value={s.filters?.type ?? ''}
      onChange={(e) => {
        const { type: _t, ...rest } = s.filters ?? {};
        const v = e.currentTarget.value;
        set({ filters: v ? { ...rest, type: v } : Object.keys(rest).length ? rest : undefined, pages: undefined });
      }}
    />
  );
}

function ExportTransactions({ projectId, state }: { projectId: string; state: ListState }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const f = transactionFilters(listParams(state[0]));
      const body = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
      saveFile(datedName('transactions'), await exportTransactionsCsv(projectId, body));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={busy} onClick={() => void run()}>
        Export CSV
      </Button>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function StatementHeader({ projectId, statementId }: { projectId: string; statementId: string }) {
  const s = useQuery(statementQuery(projectId, statementId));
  if (!s.data) return s.isError ? <Alert color="red">The statement could not be loaded.</Alert> : null;
  return (
    <Group gap="lg" wrap="wrap">
      <Text fw={600}>{s.data.number}</Text>
      <Text>{formatMonth(s.data.periodStart)}</Text>
      <Text>{s.data.fulfillmentProjectName}</Text>
      <Text>{s.data.fulfillmentCount} fulfilments</Text>
      <Text fw={600}>{formatMoney(s.data.total, s.data.currency)}</Text>
    </Group>
  );
}

function fulfillmentColumns(projectId: string): DataColumn<Fulfillment>[] {
  return [
    { id: 'date', header: 'Fulfilled', csv: (f) => f.fulfilledAt, cell: (f) => formatDate(f.fulfilledAt) },
    {
      id: 'id',
      header: 'Fulfilment',
      hideable: false,
      csv: (f) => f.id,
      cell: (f) => (
        <Anchor component={AppLink} href={moduleHref(projectId, 'transactions', { fulfillmentId: f.id })} ff="monospace" size="sm">
          {f.id.slice(-8)}
        </Anchor>
      ),
    },
    { id: 'order', header: 'Order', csv: (f) => f.orderReference, cell: (f) => f.orderReference },
    { id: 'items', header: 'Items', align: 'right', csv: (f) => f.itemCount, cell: (f) => f.itemCount },
    {
      id: 'total',
      header: 'Charged',
      align: 'right',
      csv: (f) => toMajor(f.total, f.currency),
      cell: (f) => formatMoney(f.total, f.currency),
    },
  ];
}

function Fulfillments({ projectId, statementId }: { projectId: string; statementId: string }) {
  const list = useLocalListState();
  return (
    <DataTable
      label="Fulfilments"
      state={list}
      {...fulfillmentsList(projectId, statementId)}
      columns={fulfillmentColumns(projectId)}
      rowTestId={(f) => `fulfillment-row-${f.id}`}
      empty={{ title: 'No fulfilments on this statement.' }}
    />
  );
}

export function TransactionsPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState(transactionsListSearch);
  const canList = usePermission(ctx.projectId, 'gfn.statements.list');
  const canExport = usePermission(ctx.projectId, 'gfn.transactions.export');
  const statementId = list[0].filters?.statementId;
  const fulfillmentId = list[0].filters?.fulfillmentId;
  return (
    <Stack gap="md">
      <Anchor component={AppLink} href={moduleHref(ctx.projectId, 'statements')} size="sm">
        ← Statements
      </Anchor>
      <Title order={2}>Transactions</Title>
      {statementId && <StatementHeader projectId={ctx.projectId} statementId={statementId} />}
      {fulfillmentId && (
        <Text size="sm">
          Fulfilment{' '}
          <Text span ff="monospace">
            {fulfillmentId}
          </Text>
        </Text>
      )}
      {statementId ? (
        <Tabs defaultValue="transactions" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="transactions">Charges</Tabs.Tab>
            <Tabs.Tab value="fulfillments">Fulfilments</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="transactions" pt="md">
            <DataTable
              access={canList}
              label="Transactions"
              state={list}
              {...transactionsList(ctx.projectId)}
              columns={columns(ctx.projectId)}
              rowTestId={(t) => `transaction-row-${t.id}`}
              search={{ label: 'Search transactions', placeholder: 'Description, SKU, carrier' }}
              filters={
                <>
                  <TypeFilter state={list} />
                  {canExport.allowed && <ExportTransactions projectId={ctx.projectId} state={list} />}
                </>
              }
              empty={{ title: 'No transactions.' }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="fulfillments" pt="md">
            <Fulfillments projectId={ctx.projectId} statementId={statementId} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <DataTable
          access={canList}
          label="Transactions"
          state={list}
          {...transactionsList(ctx.projectId)}
          columns={columns(ctx.projectId)}
          rowTestId={(t) => `transaction-row-${t.id}`}
          search={{ label: 'Search transactions', placeholder: 'Description, SKU, carrier' }}
          filters={
            <>
              <TypeFilter state={list} />
              {canExport.allowed && <ExportTransactions projectId={ctx.projectId} state={list} />}
            </>
          }
          empty={{ title: 'No transactions.' }}
        />
      )}
    </Stack>
  );
}
