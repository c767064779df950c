/**
 * `/m/inserts`: the project's inserts (printed extras packed into orders): list with search and an active
 * filter, create (a modal), switch on/off per row; and the insert types a factory prints (size, paper, cost, specs).
 */
import { Button, Group, Modal, NativeSelect, Stack, Switch, Table, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { type ListState, useUrlListState } from '../../../components/data/useListState.ts';
import { toAppError } from '../../../lib/api/errors.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { insertsList, insertTypesQuery, refreshInserts, updateInsert } from '../api/catalogue.ts';
import type { Insert } from '../api/calls.ts';
import { formatDate } from '../lib/format.ts';
import { InsertForm } from './InsertForm.tsx';

export const insertsListSearch = { filters: { active: ['true', 'false'] } };

function ActiveSwitch({ projectId, insert, canManage }: { projectId: string; insert: Insert; canManage: boolean }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      aria-label={`${insert.name} active`}
      checked={insert.active}
      disabled={!canManage || busy}
      onChange={async (e) => {
        const active = e.currentTarget.checked;
        setBusy(true);
        try {
          await updateInsert(projectId, insert.id, { active });
          await refreshInserts(qc, projectId);
        } catch (err) {
          notifications.show({ color: 'red', message: toAppError(err).message });
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}

function rulesText(i: Insert) {
  const r = i.rules;
  const parts = [
    r.minOrderTotal !== undefined ? `orders from ${formatMoney(r.minOrderTotal, i.insertType.currency)}` : null,
    r.countries?.length ? `to ${r.countries.join(', ')}` : null,
    r.firstOrderOnly ? 'first orders' : null,
    r.skus?.length ? `with ${r.skus.join(', ')}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Every order';
}

function columns(projectId: string, canManage: boolean, edit: (i: Insert) => void): DataColumn<Insert>[] {
  return [
    { id: 'name', header: 'Insert', hideable: false, csv: (i) => i.name, cell: (i) => <Text fw={600}>{i.name}</Text> },
    {
      id: 'type',
      header: 'Type',
      csv: (i) => `${i.insertType.name} ${i.insertType.size}`,
      cell: (i) => `${i.insertType.name} · ${i.insertType.size}`,
    },
    { id: 'rules', header: 'Packed into', csv: rulesText, cell: rulesText },
    {
      id: 'cost',
      header: 'Cost each',
      align: 'right',
      csv: (i) => i.insertType.cost,
      cell: (i) => formatMoney(i.insertType.cost, i.insertType.currency),
    },
    { id: 'created', header: 'Created', defaultHidden: true, csv: (i) => i.createdAt, cell: (i) => formatDate(i.createdAt) },
    {
      id: 'active',
      header: 'Active',
      csv: (i) => (i.active ? 'yes' : 'no'),
      cell: (i) => <ActiveSwitch projectId={projectId} insert={i} canManage={canManage} />,
    },
    {
      id: 'actions',
      header: '',
      hideable: false,
      cell: (i) =>
        canManage ? (
          <Button size="compact-sm" variant="subtle" onClick={() => edit(i)} aria-label={`Edit ${i.name}`}>
            Edit
          </Button>
        ) : null,
    },
  ];
}

function ActiveFilter({ state }: { state: ListState }) {
  const [s, set] = state;
  return (
    <NativeSelect
      aria-label="Active"
      w={160}
      data={[
        { value: '', label: 'All inserts' },
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Switched off' },
      ]}
      value={s.filters?.active ?? ''}
      onChange={(e) => {
        const v = e.currentTarget.value;
        set({ filters: v ? { active: v } : undefined, pages: undefined });
      }}
    />
  );
}

function TypesTable({ projectId }: { projectId: string }) {
  const types = useQuery(insertTypesQuery(projectId));
  if (types.isPending) return <Text c="dimmed">Loading…</Text>;
  if (types.isError) return <Text c="red">The insert types could not be loaded.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label="Insert types">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Paper</Table.Th>
            <Table.Th ta="right">Cost each</Table.Th>
            <Table.Th>Artwork</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {types.data.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td fw={600}>{t.name}</Table.Td>
              <Table.Td>
                {t.size} ({t.widthMm} × {t.heightMm} mm)
              </Table.Td>
              <Table.Td>{t.paper}</Table.Td>
              <Table.Td ta="right">{formatMoney(t.cost, t.currency)}</Table.Td>
              <Table.Td>
                <Text size="xs">{t.artworkSpec}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function InsertsPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState(insertsListSearch);
  const canList = usePermission(ctx.projectId, 'inserts.inserts.list');
  const canManage = usePermission(ctx.projectId, 'inserts.inserts.manage');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Insert | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Inserts</Title>
        {canManage.allowed && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            New insert
          </Button>
        )}
      </Group>
      <Text c="dimmed" size="sm">
        Thank-you cards, flyers and stickers the factory packs into your orders.
      </Text>
      <Tabs defaultValue="inserts" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="inserts">Your inserts</Tabs.Tab>
          <Tabs.Tab value="types">Insert types</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="inserts" pt="md">
          <DataTable
            access={canList}
            label="Inserts"
            state={list}
            {...insertsList(ctx.projectId)}
            exportable
            columns={columns(ctx.projectId, canManage.allowed, setEditing)}
            rowTestId={(i) => `insert-row-${i.name}`}
            search={{ label: 'Search inserts', placeholder: 'Name' }}
            filters={<ActiveFilter state={list} />}
            empty={{
              title: 'No inserts yet. Add a thank-you card or a flyer to every parcel.',
              action: canManage.allowed ? <Button onClick={() => setCreating(true)}>New insert</Button> : undefined,
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="types" pt="md">
          <TypesTable projectId={ctx.projectId} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New insert" size="lg">
        <InsertForm
          projectId={ctx.projectId}
          onDone={() => {
            setCreating(false);
          }}
        />
      </Modal>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit insert" size="lg">
        {editing && <InsertForm key={editing.id} projectId={ctx.projectId} insert={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
