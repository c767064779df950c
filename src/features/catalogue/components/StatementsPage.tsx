/** `/m/products/statements`: each factory's monthly statements (fulfilments and what they cost); a row opens its transactions. */
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { formatMoney, toMajor } from '../../../lib/format/money.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { statementsList } from '../api/catalogue.ts';
import type { Statement } from '../api/calls.ts';
import { formatMonth, moduleHref } from '../lib/format.ts';

function columns(projectId: string): DataColumn<Statement>[] {
  return [
    {
      id: 'number',
      header: 'Statement',
      hideable: false,
      csv: (s) => s.number,
      cell: (s) => (
        <Anchor component={AppLink} href={moduleHref(projectId, 'transactions', { statementId: s.id })} fw={600}>
          {s.number}
        </Anchor>
      ),
    },
    { id: 'period', header: 'Period', csv: (s) => s.periodStart.slice(0, 7), cell: (s) => formatMonth(s.periodStart) },
    { id: 'factory', header: 'Factory', csv: (s) => s.fulfillmentProjectName, cell: (s) => s.fulfillmentProjectName },
    {
      id: 'status',
      header: 'Status',
      csv: (s) => s.status,
      cell: (s) => <Badge color={s.status === 'open' ? 'blue' : 'gray'}>{s.status}</Badge>,
    },
    { id: 'fulfillments', header: 'Fulfilments', align: 'right', csv: (s) => s.fulfillmentCount, cell: (s) => s.fulfillmentCount },
    {
      id: 'transactions',
      header: 'Charges',
      align: 'right',
      defaultHidden: true,
      csv: (s) => s.transactionCount,
      cell: (s) => s.transactionCount,
    },
    {
      id: 'total',
      header: 'Total',
      align: 'right',
      csv: (s) => toMajor(s.total, s.currency),
      cell: (s) => formatMoney(s.total, s.currency),
    },
  ];
}

export function StatementsPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState({});
  const canList = usePermission(ctx.projectId, 'gfn.statements.list');
  return (
    <Stack gap="md">
      <Anchor component={AppLink} href={moduleHref(ctx.projectId, '')} size="sm">
        ← Catalogue
      </Anchor>
      <Title order={2}>Statements</Title>
      <Text c="dimmed" size="sm">
        Each factory's statement of the fulfilments it made in a month and what they cost.
      </Text>
      <DataTable
        access={canList}
        label="Statements"
        state={list}
        {...statementsList(ctx.projectId)}
        exportable
        columns={columns(ctx.projectId)}
        rowTestId={(s) => `statement-row-${s.number}`}
        search={{ label: 'Search statements', placeholder: 'Number or factory' }}
        empty={{ title: 'No statements yet. A factory writes one each month it fulfils orders.' }}
      />
    </Stack>
  );
}
