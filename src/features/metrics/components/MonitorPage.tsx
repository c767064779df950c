/** One monitor: its state, the inspect chart over a range with the state changes, and its settings form. */
import { Alert, Anchor, Badge, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { inspectQuery, monitorQuery } from '../api/monitors.ts';
import { describeRule, MonitorStateBadge } from './MonitorState.tsx';
import { MonitorSettingsForm } from './MonitorSettingsForm.tsx';
import { groupName, RANGES, type RangeValue, rangeOf } from './ranges.ts';

const MetricChart = lazy(() => import('./MetricChart.tsx'));

export function MonitorPage({ projectId, monitorId }: { projectId: string; monitorId: string }) {
  const monitor = useQuery(monitorQuery(projectId, monitorId));
  const [range, setRange] = useState<RangeValue>('24h');
  const { start, end } = useMemo(() => rangeOf(range), [range]);
  const inspect = useQuery(inspectQuery(projectId, monitorId, start, end));
  const m = monitor.data;
  if (monitor.isError && !m)
    return (
      <Alert color="red" title="Monitor not found">
        {monitor.error.message}
      </Alert>
    );
  if (!m) return <Skeleton h={300} />;
  const series = (inspect.data?.series ?? []).flatMap((r) =>
    r.series.map((s) => ({ name: `${r.query}${Object.keys(s.group).length ? ` (${groupName(s.group)})` : ''}`, points: s.points })),
  );
  return (
    <Stack gap="md">
      <Anchor component={AppLink} href={`/metrics/monitors?project=${encodeURIComponent(projectId)}`} size="sm">
        ← Monitors
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={2}>{m.name}</Title>
        <MonitorStateBadge state={m.state} />
        {m.settings.muted && <Badge variant="outline">Muted</Badge>}
      </Group>
      <Text size="sm" c="dimmed">
        {describeRule(m)}
        {m.lastEvaluatedAt ? ` · evaluated ${new Date(m.lastEvaluatedAt).toLocaleString()}` : ''}
        {m.lastValue !== null ? ` · value ${Number(m.lastValue.toFixed(4))}` : ''}
      </Text>
      {m.message && <Text>{m.message}</Text>}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4">
            Inspect
          </Title>
          <SegmentedControl
            size="xs"
            aria-label="Inspect range"
            value={range}
            onChange={(v) => setRange(v as RangeValue)}
            data={RANGES.map((r) => ({ value: r.value, label: r.label }))}
          />
        </Group>
        {inspect.isError ? (
          <Alert color="red">{inspect.error.message}</Alert>
        ) : !inspect.data ? (
          <Skeleton h={260} />
        ) : (
          <Suspense fallback={<Skeleton h={260} />}>
            <MetricChart
              series={series}
              step={inspect.data.series[0]?.step ?? 3600}
              threshold={m.type === 'threshold' && inspect.data.series.length === 1 ? m.settings.threshold : null}
              h={260}
            />
          </Suspense>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          History
        </Title>
        {inspect.data && inspect.data.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            No state changes in this range.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table data-testid="monitor-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th ta="right">Value</Table.Th>
                  <Table.Th>Notified</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...(inspect.data?.events ?? [])].reverse().map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{new Date(e.at).toLocaleString()}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <MonitorStateBadge state={e.fromState} /> → <MonitorStateBadge state={e.toState} />
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{e.value === null ? '—' : Number(e.value.toFixed(4))}</Table.Td>
                    <Table.Td>{e.notified ? 'Yes' : 'No'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="xs">
          Settings
        </Title>
        <MonitorSettingsForm key={m.updatedAt} projectId={projectId} monitor={m} />
      </Paper>
    </Stack>
  );
}
