/** billing.summaries: period statements — make one for a month or a range, download its PDF, delete it. */
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../../components/data/ConfirmAction.tsx';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { RowAction } from '../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { saveFile } from '../../../lib/download.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { createSummary, deleteSummary, refreshBilling, summariesList, summaryPdf } from '../api/billing.ts';
import type { Summary } from '../api/types.ts';
import { summariesListSearch } from './list-search.ts';
import { day, lastDay, money } from './shared.tsx';

const thisMonth = () => new Date().toISOString().slice(0, 7);

export function SummariesPage({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const list = useUrlListState(summariesListSearch);
  const canList = usePermission(projectId, 'billing.billing.get');
  const canManage = usePermission(projectId, 'billing.billing.update');
  const [month, setMonth] = useState(thisMonth());
  const create = useMutation({
    mutationFn: () => {
      const [y, m] = month.split('-').map(Number) as [number, number];
      const start = new Date(Date.UTC(y, m - 1, 1));
      const end = new Date(Date.UTC(y, m, 1));
      const name = start.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      return createSummary(projectId, { name, start: start.toISOString(), end: end.toISOString() });
    },
    onSuccess: (s) => {
      notifications.show({ message: `${s.name} created.`, color: 'green' });
      refreshBilling(qc, projectId);
    },
  });
  const download = async (s: Summary) => {
    try {
      saveFile(`${s.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`, await summaryPdf(projectId, s.id), 'application/pdf');
    } catch (e) {
      notifications.show({ message: e instanceof Error ? e.message : String(e), color: 'red' });
    }
  };
  const columns: DataColumn<Summary>[] = [
    { id: 'name', header: 'Summary', hideable: false, cell: (s) => <Text fw={600}>{s.name}</Text>, csv: (s) => s.name },
    { id: 'period', header: 'Period', cell: (s) => `${day(s.periodStart)} – ${lastDay(s.periodEnd)}`, csv: (s) => s.periodStart },
    {
      id: 'charges',
      header: 'Charges',
      align: 'right',
      cell: (s) => money(s.charges + s.tax, s.currency),
      csv: (s) => money(s.charges + s.tax, s.currency),
    },
    {
      id: 'credits',
      header: 'Credits',
      align: 'right',
      cell: (s) => money(s.credits + s.payments, s.currency),
      csv: (s) => money(s.credits + s.payments, s.currency),
    },
    {
      id: 'closing',
      header: 'Closing balance',
      align: 'right',
      cell: (s) => money(s.closingBalance, s.currency),
      csv: (s) => money(s.closingBalance, s.currency),
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (s) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <RowAction onClick={() => void download(s)}>PDF</RowAction>
          <ConfirmAction
            trigger="Delete"
            check={canManage}
            title="Delete summary"
            message={`${s.name} is deleted. Its transactions and invoices stay.`}
            onConfirm={async () => {
              await deleteSummary(projectId, s.id);
              refreshBilling(qc, projectId);
            }}
          />
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>Summaries</Title>
      {canManage.allowed && (
        <Paper withBorder p="md">
          <Group align="flex-end">
            <TextInput type="month" label="Month" value={month} onChange={(e) => setMonth(e.currentTarget.value)} max={thisMonth()} />
            <Button onClick={() => create.mutate()} loading={create.isPending} disabled={!/^\d{4}-\d\d$/.test(month)}>
              Create summary
            </Button>
          </Group>
          {create.error && (
            <Alert color="red" mt="sm">
              {create.error.message}
            </Alert>
          )}
        </Paper>
      )}
      <DataTable
        access={canList}
        label="Summaries"
        state={list}
        {...summariesList(projectId)}
        columns={columns}
        rowTestId={(s) => `summary-${s.id}`}
        search={{ label: 'Search summaries', placeholder: 'Name' }}
        exportable
        empty={{ title: 'No summaries yet. Create one for a month above.' }}
      />
    </Stack>
  );
}
