/** billing.invoices: the list (status colours from the theme), an invoice's detail, PDF download, pay now. */
import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { FilterSelect } from '../../../components/data/FilterSelect.tsx';
import { RowAction } from '../../../components/data/RowAction.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { saveFile } from '../../../lib/download.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { invoicePdf, invoiceQuery, invoicesList, payInvoice, refreshBilling } from '../api/billing.ts';
import type { Invoice } from '../api/types.ts';
import { invoicesListSearch } from './list-search.ts';
import { day, InvoiceStatus, lastDay, money } from './shared.tsx';

export function InvoicesPage({ projectId }: { projectId: string }) {
  const list = useUrlListState(invoicesListSearch);
  const canList = usePermission(projectId, 'billing.billing.get');
  const [open, setOpen] = useState<string | null>(null);
  const columns: DataColumn<Invoice>[] = [
    { id: 'number', header: 'Invoice', hideable: false, cell: (i) => <Text fw={600}>{i.number}</Text>, csv: (i) => i.number },
    {
      id: 'period',
      header: 'Period',
      cell: (i) => `${day(i.periodStart)} – ${lastDay(i.periodEnd)}`,
      csv: (i) => i.periodStart.slice(0, 7),
    },
    { id: 'status', header: 'Status', cell: (i) => <InvoiceStatus status={i.status} />, csv: (i) => i.status },
    { id: 'total', header: 'Total', align: 'right', cell: (i) => money(i.total, i.currency), csv: (i) => money(i.total, i.currency) },
    {
      id: 'due',
      header: 'Amount due',
      align: 'right',
      cell: (i) => (i.status === 'paid' ? '—' : money(i.amountDue, i.currency)),
      csv: (i) => money(i.amountDue, i.currency),
    },
    { id: 'dueAt', header: 'Due', cell: (i) => day(i.dueAt), csv: (i) => i.dueAt },
    { id: 'issued', header: 'Issued', defaultHidden: true, cell: (i) => day(i.issuedAt), csv: (i) => i.issuedAt },
    {
      id: 'actions',
      header: '',
      hideable: false,
      align: 'right',
      cell: (i) => <RowAction onClick={() => setOpen(i.id)}>Open {i.number}</RowAction>,
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>Invoices</Title>
      <DataTable
        access={canList}
        label="Invoices"
        state={list}
        {...invoicesList(projectId)}
        columns={columns}
        rowTestId={(i) => `invoice-${i.number}`}
        search={{ label: 'Search invoices', placeholder: 'Invoice number' }}
        filters={
          <FilterSelect
            state={list}
            name="status"
            label="Status"
            allLabel="All statuses"
            options={(['paid', 'due', 'overdue', 'failed', 'void'] as const).map((s) => ({
              value: s,
              label: s[0]!.toUpperCase() + s.slice(1),
            }))}
          />
        }
        exportable
        empty={{ title: 'No invoices yet. Invoices are issued at the end of each month with charges.' }}
      />
      <Modal opened={!!open} onClose={() => setOpen(null)} size="lg" title="Invoice">
        {open && <InvoiceDetail projectId={projectId} id={open} />}
      </Modal>
    </Stack>
  );
}

function InvoiceDetail({ projectId, id }: { projectId: string; id: string }) {
  const qc = useQueryClient();
  const q = useQuery(invoiceQuery(projectId, id));
  const canPay = usePermission(projectId, 'billing.billing.update');
  const [downloading, setDownloading] = useState(false);
  const pay = useMutation({
    mutationFn: () => payInvoice(projectId, id),
    onSuccess: (r) => {
      notifications.show({
        message:
          r.paymentAttempt.status === 'succeeded'
            ? `${r.invoice.number} paid.`
            : (r.paymentAttempt.failureMessage ?? 'The payment failed.'),
        color: r.paymentAttempt.status === 'succeeded' ? 'green' : 'red',
      });
      refreshBilling(qc, projectId);
    },
  });
  if (q.isPending) return <Skeleton h={300} />;
  if (q.isError) return <Alert color="red">{q.error.message}</Alert>;
  const inv = q.data;
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(`${inv.number}.pdf`, await invoicePdf(projectId, id), 'application/pdf');
    } catch (e) {
      notifications.show({ message: e instanceof Error ? e.message : String(e), color: 'red' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="sm" data-testid="invoice-detail">
      <Group justify="space-between">
        <Title order={3}>{inv.number}</Title>
        <InvoiceStatus status={inv.status} />
      </Group>
      {pay.error && <Alert color="red">{pay.error.message}</Alert>}
      <Group>
        <Button onClick={() => void download()} loading={downloading} variant="default">
          Download PDF
        </Button>
        {(inv.status === 'due' || inv.status === 'overdue' || inv.status === 'failed') && canPay.allowed && (
          <Button onClick={() => pay.mutate()} loading={pay.isPending}>
            Pay now
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {inv.billedTo.companyName} · {day(inv.periodStart)} – {lastDay(inv.periodEnd)} · due {day(inv.dueAt)}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inv.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>{l.description}</Table.Td>
                <Table.Td ta="right">{money(l.type === 'charge' ? l.amount : -l.amount, l.currency)}</Table.Td>
                <Table.Td ta="right">{money(l.taxAmount, l.currency)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(
        [
          ['Subtotal', inv.subtotal],
          ['Tax', inv.tax],
          ['Credits', -inv.credits],
          ['Total', inv.total],
          ['Amount due', inv.status === 'paid' ? 0 : inv.amountDue],
        ] as const
      ).map(([label, v]) => (
        <Group key={label} justify="space-between">
          <Text fw={label === 'Total' ? 700 : 400}>{label}</Text>
          <Text fw={label === 'Total' ? 700 : 400}>{money(v, inv.currency)}</Text>
        </Group>
      ))}
    </Stack>
  );
}
