/** `/m/flows`: automated flows (trigger, status, unpublished changes); a new flow opens its step editor. */
import { Anchor, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import type { ModuleRouteProps } from '../../../lib/modules/types.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type Flow, flowsList, newFlow } from '../api/flows.ts';

const TRIGGER: Record<string, string> = {
  list_joined: 'Joins a list',
  order_placed: 'Places an order',
  customer_inactive: 'Inactive customer',
};
const COLOR: Record<string, string> = { draft: 'gray', live: 'teal', paused: 'orange' };

export function FlowsPage({ ctx }: ModuleRouteProps) {
  const list = useUrlListState({});
  const canList = usePermission(ctx.projectId, 'flows.flows.list');
  const canManage = usePermission(ctx.projectId, 'flows.flows.manage');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const href = (f: Flow) => `/m/flows/${f.id}?project=${encodeURIComponent(ctx.projectId)}`;
  const columns: DataColumn<Flow>[] = [
    {
      id: 'name',
      header: 'Flow',
      hideable: false,
      csv: (f) => f.name,
      cell: (f) => (
        <Anchor component={AppLink} href={href(f)} fw={600}>
          {f.name}
        </Anchor>
      ),
    },
    { id: 'trigger', header: 'When someone', csv: (f) => f.draft.trigger.type, cell: (f) => TRIGGER[f.draft.trigger.type] },
    { id: 'steps', header: 'Steps', align: 'right', csv: (f) => f.draft.steps.length, cell: (f) => f.draft.steps.length },
    {
      id: 'activeRuns',
      header: 'In the flow now',
      align: 'right',
      csv: (f) => f.activeRuns,
      cell: (f) => f.activeRuns.toLocaleString(),
    },
    { id: 'emailsSent', header: 'Emails sent', align: 'right', csv: (f) => f.emailsSent, cell: (f) => f.emailsSent.toLocaleString() },
    {
      id: 'status',
      header: 'Status',
      csv: (f) => f.status,
      cell: (f) => (
        <Group gap={4}>
          <Badge color={COLOR[f.status]} variant="light">
            {f.status}
          </Badge>
          {f.hasUnpublishedChanges && f.live && <Badge variant="outline">unpublished changes</Badge>}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={2}>Flows</Title>
      <Text c="dimmed" size="sm">
        Automated emails: when someone joins a list, places an order or has not ordered for a while.
      </Text>
      {canManage.allowed && (
        <Group align="end">
          <TextInput label="New flow" placeholder="Welcome series" value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={!name.trim()}
            onClick={async () => {
              const f = await newFlow(ctx.projectId, name.trim());
              void navigate({ href: href(f) });
            }}
          >
            Create
          </Button>
        </Group>
      )}
      <DataTable
        access={canList}
        label="Flows"
        state={list}
        {...flowsList(ctx.projectId)}
        exportable
        columns={columns}
        rowTestId={(f) => `flow-row-${f.name}`}
        search={{ label: 'Search flows', placeholder: 'Name' }}
        empty={{ title: 'No flows yet.' }}
      />
    </Stack>
  );
}
