/** The flow page's runs: counts (in the flow now, runs, emails sent) and the recent runs, newest first. */
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useLocalListState } from '../../../components/data/useListState.ts';
import { type Flow, type FlowRun, flowRunsList } from '../api/flows.ts';

const COLOR: Record<string, string> = { active: 'blue', done: 'teal', exited: 'gray' };
const TRIGGER: Record<string, string> = { list_joined: 'joined the list', order_placed: 'placed an order', customer_inactive: 'inactive' };
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

function progress(r: FlowRun) {
  if (r.status === 'done') return 'Finished';
  if (r.status === 'exited') return r.exitReason ?? 'Left the flow';
  return `Step ${Math.min(r.step + 1, r.steps)} of ${r.steps}${r.nextAt && Date.parse(r.nextAt) > Date.now() ? ` · next ${when(r.nextAt)}` : ''}`;
}

export function FlowRuns({ projectId, flow }: { projectId: string; flow: Flow }) {
  const state = useLocalListState();
  const columns: DataColumn<FlowRun>[] = [
    { id: 'email', header: 'Subscriber', hideable: false, csv: (r) => r.email ?? r.subscriberId, cell: (r) => r.email ?? r.subscriberId },
    {
      id: 'status',
      header: 'Status',
      csv: (r) => r.status,
      cell: (r) => (
        <Badge color={COLOR[r.status]} variant="light">
          {r.status}
        </Badge>
      ),
    },
    { id: 'progress', header: 'Progress', csv: progress, cell: progress },
    { id: 'emailsSent', header: 'Emails', align: 'right', csv: (r) => r.emailsSent, cell: (r) => r.emailsSent },
    { id: 'trigger', header: 'Because they', csv: (r) => r.trigger, cell: (r) => TRIGGER[r.trigger] ?? r.trigger },
    { id: 'startedAt', header: 'Started', csv: (r) => r.startedAt, cell: (r) => when(r.startedAt) },
  ];
  return (
    <Stack gap="xs" component="section" aria-label="Runs">
      <Title order={3}>Runs</Title>
      <Group gap="lg">
        <Text size="sm" data-testid="flow-active-runs">
          <b>{flow.activeRuns.toLocaleString()}</b> in the flow now
        </Text>
        <Text size="sm">
          <b>{flow.totalRuns.toLocaleString()}</b> {flow.totalRuns === 1 ? 'run' : 'runs'}
        </Text>
        <Text size="sm">
          <b>{flow.emailsSent.toLocaleString()}</b> {flow.emailsSent === 1 ? 'email' : 'emails'} sent
        </Text>
      </Group>
      <DataTable
        label="Flow runs"
        state={state}
        {...flowRunsList(projectId, flow.id)}
        columns={columns}
        rowTestId={(r) => `flow-run-${r.email ?? r.subscriberId}`}
        exportable
        empty={{ title: flow.live ? 'Nobody has entered this flow yet.' : 'Publish the flow to start enrolling people.' }}
      />
    </Stack>
  );
}
