/** The tasks as a list (list kit): search, filters and sort in the URL, paging, bulk move/assign/archive, CSV. */
import { Anchor, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { TASK_PHASES } from '../../../../common/tasks.ts';
import { DataTable } from '../../../components/data/DataTable.tsx';
import { FilterSelect } from '../../../components/data/FilterSelect.tsx';
import type { DataColumn, ListSource } from '../../../components/data/types.ts';
import { useUrlListState } from '../../../components/data/useListState.ts';
import { currentUserQuery } from '../../../lib/auth/user.ts';
import type { PermissionCheck } from '../../../lib/permissions/usePermission.ts';
import { useBulkUpdate } from '../api/mutations.ts';
import { personName, type Task } from '../api/types.ts';
import { tasksListSearch } from './list-search.ts';
import { PRIORITY_COLOR, dueState, phaseLabel } from './task-format.ts';

export function TaskList({
  project,
  source,
  label,
  access,
  canUpdate,
  onOpen,
  archived = false,
}: {
  project: string;
  source: ListSource<Task>;
  label: string;
  access: PermissionCheck;
  canUpdate: boolean;
  onOpen: (id: string) => void;
  archived?: boolean;
}) {
  const state = useUrlListState(tasksListSearch);
  const me = useQuery(currentUserQuery).data;
  const bulk = useBulkUpdate(project);
  const run = (rows: Task[], set: Parameters<typeof bulk.mutate>[0]['set'], clear: () => void, message: string) =>
    bulk.mutate(
      { ids: rows.map((r) => r.id), set },
      {
        onSuccess: () => {
          clear();
          notifications.show({ color: 'green', message });
        },
        onError: (e) => notifications.show({ color: 'red', message: e.message }),
      },
    );
  const columns: DataColumn<Task>[] = [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      hideable: false,
      csv: (t) => t.title,
      cell: (t) => (
        <Anchor component="button" type="button" fw={600} onClick={() => onOpen(t.id)} td={t.done ? 'line-through' : undefined} ta="left">
          {t.title}
        </Anchor>
      ),
    },
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
    { id: 'assignee', header: 'Assignee', csv: (t) => personName(t.assignee), cell: (t) => personName(t.assignee) },
    {
      id: 'due',
      header: 'Due',
      sortKey: 'dueDate',
      csv: (t) => t.dueDate,
      cell: (t) => (
        <Text size="sm" c={dueState(t) === 'overdue' ? 'red.8' : undefined}>
          {t.dueDate ?? '—'}
        </Text>
      ),
    },
    { id: 'labels', header: 'Labels', csv: (t) => t.labels.join(', '), cell: (t) => t.labels.join(', ') },
    { id: 'done', header: 'Done', csv: (t) => (t.done ? 'yes' : 'no'), cell: (t) => (t.done ? 'Yes' : 'No') },
    {
      id: 'created',
      header: 'Created',
      sortKey: 'createdAt',
      defaultHidden: true,
      csv: (t) => t.createdAt,
      cell: (t) => t.createdAt.slice(0, 10),
    },
  ];
  return (
    <DataTable
      access={access}
      label={label}
      state={state}
      {...source}
      columns={columns}
      rowTestId={(t) => `task-row-${t.id}`}
      search={{ label: 'Search tasks', placeholder: 'Search by title' }}
      exportable
      filters={
        <>
          <FilterSelect
            state={state}
            name="phase"
            label="Phase"
            allLabel="All phases"
            options={TASK_PHASES.map((p) => ({ value: p, label: phaseLabel(p) }))}
          />
          <FilterSelect
            state={state}
            name="priority"
            label="Priority"
            allLabel="All priorities"
            options={['urgent', 'high', 'normal', 'low'].map((p) => ({ value: p, label: p }))}
          />
          <FilterSelect
            state={state}
            name="assignee"
            label="Assignee"
            allLabel="Anyone"
            options={[
              { value: 'me', label: 'Assigned to me' },
              { value: 'none', label: 'Unassigned' },
            ]}
          />
          <FilterSelect
            state={state}
            name="done"
            label="Done"
            allLabel="Open and done"
            options={[
              { value: 'false', label: 'Open' },
              { value: 'true', label: 'Done' },
            ]}
          />
        </>
      }
      empty={{ title: archived ? 'No archived tasks.' : 'No tasks yet.' }}
      bulkActions={
        canUpdate
          ? (rows, clear) =>
              archived ? (
                <Button
                  size="xs"
                  variant="default"
                  loading={bulk.isPending}
                  onClick={() => run(rows, { archived: false }, clear, 'Restored.')}
                >
                  Restore
                </Button>
              ) : (
                <Group gap="xs">
                  <Menu>
                    <Menu.Target>
                      <Button size="xs" variant="default">
                        Move to…
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {TASK_PHASES.map((p) => (
                        <Menu.Item key={p} onClick={() => run(rows, { phase: p }, clear, `Moved to ${phaseLabel(p)}.`)}>
                          {phaseLabel(p)}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                  {me && (
                    <Button size="xs" variant="default" onClick={() => run(rows, { assigneeId: me.id }, clear, 'Assigned to you.')}>
                      Assign to me
                    </Button>
                  )}
                  <Button size="xs" variant="default" onClick={() => run(rows, { done: true }, clear, 'Marked done.')}>
                    Mark done
                  </Button>
                  <Button size="xs" variant="default" color="red" onClick={() => run(rows, { archived: true }, clear, 'Archived.')}>
                    Archive
                  </Button>
                </Group>
              )
          : undefined
      }
    />
  );
}
