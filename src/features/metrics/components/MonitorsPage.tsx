/** Monitors with their states and tags (the list kit: tags filter in the URL, CSV export). */
import { Anchor, Badge, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { type Monitor, monitorsList } from '../api/monitors.ts';
import { describeRule, MonitorStateBadge } from './MonitorState.tsx';
import { monitorsListSearch } from './list-search.ts';

export function MonitorsPage({ projectId }: { projectId: string }) {
  const list = useUrlListState(monitorsListSearch);
  const [state, setState] = list;
  const access = usePermission(projectId, 'metrics.monitors.list');
  const href = (m: Monitor) => `/metrics/monitors/${m.id}?project=${encodeURIComponent(projectId)}`;
  const columns: DataColumn<Monitor>[] = [
    {
      id: 'name',
      header: 'Monitor',
      hideable: false,
      cell: (m) => (
        <Stack gap={0}>
          <Anchor component={AppLink} href={href(m)} fw={600}>
            {m.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {describeRule(m)}
          </Text>
        </Stack>
      ),
      csv: (m) => m.name,
    },
    { id: 'state', header: 'State', cell: (m) => <MonitorStateBadge state={m.state} />, csv: (m) => m.state },
    {
      id: 'tags',
      header: 'Tags',
      cell: (m) => (
        <Group gap={4}>
          {m.tags.map((t) => (
            <Badge key={t} variant="outline" size="sm">
              {t}
            </Badge>
          ))}
        </Group>
      ),
      csv: (m) => m.tags.join(' '),
    },
    {
      id: 'value',
      header: 'Last value',
      align: 'right',
      cell: (m) => (m.lastValue === null ? '—' : Number(m.lastValue.toFixed(4)).toLocaleString()),
      csv: (m) => m.lastValue,
    },
    {
      id: 'muted',
      header: 'Notifications',
      cell: (m) => (m.settings.muted ? 'Muted' : m.settings.channel === 'none' ? 'Off' : 'On'),
      csv: (m) => (m.settings.muted ? 'muted' : m.settings.channel),
    },
    {
      id: 'evaluated',
      header: 'Last evaluated',
      defaultHidden: true,
      cell: (m) => (m.lastEvaluatedAt ? new Date(m.lastEvaluatedAt).toLocaleString() : 'Not yet'),
      csv: (m) => m.lastEvaluatedAt,
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Monitors</Title>
        <Anchor component={AppLink} href={`/metrics?project=${encodeURIComponent(projectId)}`} size="sm">
          Metrics explorer
        </Anchor>
      </Group>
      <DataTable
        access={access}
        label="Monitors"
        state={list}
        {...monitorsList(projectId)}
        columns={columns}
        rowTestId={(m) => `monitor-row-${m.id}`}
        exportable
        filters={
          <TextInput
            aria-label="Tags"
            placeholder="Tags, e.g. orders,money"
            defaultValue={state.filters?.tags ?? ''}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              const tags = e.currentTarget.value.trim();
              setState({ filters: tags ? { tags } : {} });
            }}
          />
        }
        empty={{ title: 'No monitors yet.' }}
      />
    </Stack>
  );
}
