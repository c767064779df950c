/** billing.charges: the project's transactions (charges and credits) with filters, confirm, and a server CSV export. */
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { RowAction } from '../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { type ListState, useUrlListState } from '../../../components/data/useListState.ts';
import { datedName, saveFile } from '../../../lib/download.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { confirmTransaction, exportTransactionsCsv, refreshBilling, transactionsList } from '../api/billing.ts';
import type { Transaction } from '../api/types.ts';
import { chargesListSearch } from './list-search.ts';
import { day, money } from './shared.tsx';

const signed = (t: Transaction) => (t.type === 'charge' ? t.total : -t.total);

export function ChargesPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const list = useUrlListState(chargesListSearch);
  const canList = usePermission(projectId, 'billing.billing.get');
  const canConfirm = usePermission(projectId, 'billing.transactions.create');
  const canExport = usePermission(projectId, 'billing.transactions.export');
  const confirm = useMutation({
    mutationFn: (id: string) => confirmTransaction(projectId, id),
    onSuccess: () => {
      notifications.show({ message: 'Transaction confirmed.', color: 'green' });
      refreshBilling(qc, projectId);
    },
    onError: (e) => notifications.show({ message: e.message, color: 'red' }),
  });
  const columns: DataColumn<Transaction>[] = [
    { id: 'date', header: 'Date', cell: (t) => day(t.createdAt), csv: (t) => t.createdAt },
    {
      id: 'description',
      header: 'Description',
      hideable: false,
      cell: (t) => <Text fw={500}>{t.description}</Text>,
      csv: (t) => t.description,
    },
    { id: 'category', header: 'Category', cell: (t) => t.category.replace('_', ' '), csv: (t) => t.category },
    { id: 'integration', header: 'Integration', cell: (t) => t.integration ?? '—', csv: (t) => t.integration },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <Badge color={t.status === 'confirmed' ? 'green' : 'gray'}>{t.status}</Badge>,
      csv: (t) => t.status,
    },
    { id: 'reference', header: 'Reference', defaultHidden: true, cell: (t) => t.sourceReference ?? '—', csv: (t) => t.sourceReference },
    { id: 'total', header: 'Amount', align: 'right', cell: (t) => money(signed(t), t.currency), csv: (t) => money(signed(t), t.currency) },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (t) =>
        t.status === 'pending' ? (
          <RowAction check={canConfirm} loading={confirm.isPending && confirm.variables === t.id} onClick={() => confirm.mutate(t.id)}>
            Confirm
          </RowAction>
        ) : null,
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>Charges</Title>
      <DataTable
        access={canList}
        label="Charges"
        state={list}
        {...transactionsList(projectId)}
        columns={columns}
        rowTestId={(t) => `transaction-${t.id}`}
        search={{ label: 'Search charges', placeholder: 'Description, reference or integration' }}
        filters={
          <>
            <IntegrationFilter state={list} />
            {canExport.allowed && <ExportCharges projectId={projectId} state={list[0]} />}
          </>
        }
        exportable
        empty={{ title: 'No charges yet.' }}
      />
    </Stack>
  );
}

function IntegrationFilter({ state: [state, set] }: { state: ListState }) {
  const [value, setValue] = useState(state.filters?.integration ?? '');
  const apply = () => {
    const { integration: _i, ...rest } = state.filters ?? {};
    set({ filters: value.trim() ? { ...rest, integration: value.trim() } : rest, pages: undefined });
  };
  return (
    <TextInput
      aria-label="Integration"
      placeholder="Integration (e.g. printful)"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      w={200}
    />
  );
}

function ExportCharges({ projectId, state }: { projectId: string; state: ListState[0] }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const csv = await exportTransactionsCsv(projectId, {
        ...(state.q ? { search: state.q } : {}),
        ...(state.filters?.integration ? { integration: state.filters.integration } : {}),
        ...(state.filters?.invoice ? { invoice: state.filters.invoice } : {}),
      });
      saveFile(datedName('transactions'), csv);
    } catch (e) {
      notifications.show({ message: e instanceof Error ? e.message : String(e), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap="xs">
      <Button variant="default" loading={busy} onClick={() => void run()}>
        Export transactions
      </Button>
    </Group>
  );
}
