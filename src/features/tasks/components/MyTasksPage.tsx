/** The no-project Tasks screen: my open tasks in every project, soonest due first; each opens on its board. */
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { myTasksList } from '../api/tasks.ts';
import type { MyTask } from '../api/types.ts';
import { PRIORITY_COLOR, dueState, phaseLabel } from './task-format.ts';

const columns: DataColumn<MyTask>[] = [
  {
    id: 'title',
    header: 'Task',
    hideable: false,
    csv: (t) => t.title,
    cell: (t) => (
      <Anchor
        component={Link}
        to="/m/$module/$"
        params={{ module: 'workflow', _splat: '' } as never}
        search={{ project: t.projectId, task: t.id } as never}
        fw={600}
      >
        {t.title}
      </Anchor>
    ),
  },
  { id: 'project', header: 'Project', csv: (t) => t.projectName, cell: (t) => t.projectName },
  { id: 'phase', header: 'Phase', csv: (t) => t.phase, cell: (t) => phaseLabel(t.phase) },
  {
    id: 'priority',
    header: 'Priority',
    csv: (t) => t.priority,
    cell: (t) => (
      <Badge variant="light" color={PRIORITY_COLOR[t.priority]}>
        {t.priority}
      </Badge>
    ),
  },
  {
    id: 'due',
    header: 'Due',
    csv: (t) => t.dueDate,
    cell: (t) => (
      <Text size="sm" c={dueState(t) === 'overdue' ? 'red.8' : undefined}>
        {t.dueDate ?? '—'}
      </Text>
    ),
  },
];

export function MyTasksPage() {
  const state = useUrlListState({});
  return (
    <Stack gap="md">
      <Title order={2}>My tasks</Title>
      <Text c="dimmed">Open tasks assigned to you in all your projects.</Text>
      <DataTable
        label="My tasks"
        state={state}
        {...myTasksList()}
        columns={columns}
        rowTestId={(t) => `my-task-${t.id}`}
        exportable
        empty={{ title: 'Nothing assigned to you. Enjoy the calm.' }}
      />
    </Stack>
  );
}
