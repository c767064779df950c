/**
 * The workflow module's Tasks screen: the board by phase (drag and drop, keyboard too), the list (list kit:
 * filters, sort, paging, bulk actions, CSV) and the archive; `?task=` opens the drawer. The view is in the URL
 * (`?view=list`), so a bookmark reopens the same view with its filters.
 */
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { TaskPhase } from '../../../../common/tasks.ts';
import { PermissionNote } from '../../../lib/permissions/PermissionNote.tsx';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { useUpdateTask } from '../api/mutations.ts';
import { archivedTasksList, boardQuery, tasksList } from '../api/tasks.ts';
import { NewTaskButton } from './NewTaskButton.tsx';
import { TaskBoard } from './TaskBoard.tsx';
import { TaskDrawer } from './TaskDrawer.tsx';
import { TaskList } from './TaskList.tsx';
import { phaseLabel } from './task-format.ts';

type View = 'board' | 'list' | 'archive';
const VIEWS: View[] = ['board', 'list', 'archive'];

export function TasksPage({ projectId }: { projectId: string }) {
  const search = useSearch({ strict: false }) as { view?: string; task?: string };
  const view: View = VIEWS.includes(search.view as View) ? (search.view as View) : 'board';
  const navigate = useNavigate();
  const setSearch = (patch: Record<string, string | undefined>, replace = false) =>
    void navigate({ to: '.', replace, search: (prev: Record<string, unknown>) => ({ ...prev, ...patch }) } as never);
  const canList = usePermission(projectId, 'projects.tasks.list');
  const canCreate = usePermission(projectId, 'projects.tasks.create');
  const canUpdate = usePermission(projectId, 'projects.tasks.update');
  const canDelete = usePermission(projectId, 'projects.tasks.delete');
  const board = useQuery({ ...boardQuery(projectId), enabled: view === 'board' && canList.state !== 'denied' });
  const update = useUpdateTask(projectId);
  const open = (id: string) => setSearch({ task: id });
  const move = (id: string, phase: TaskPhase, position: number) =>
    update.mutate(
      { id, body: { phase, position } },
      {
        onSuccess: (t) => notifications.show({ color: 'green', message: `${t.title} is now in ${phaseLabel(phase)}.`, autoClose: 2500 }),
        onError: (e) => notifications.show({ color: 'red', message: `The task was not moved: ${e.message}` }),
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Tasks</Title>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={(v) => setSearch({ view: v === 'board' ? undefined : v, pages: undefined })}
            data={[
              { value: 'board', label: 'Board' },
              { value: 'list', label: 'List' },
              { value: 'archive', label: 'Archive' },
            ]}
          />
          {canCreate.allowed && <NewTaskButton project={projectId} onCreated={open} />}
        </Group>
      </Group>
      {canList.state === 'denied' ? (
        <PermissionNote check={canList} />
      ) : view === 'board' ? (
        board.isPending ? (
          <Skeleton h={300} />
        ) : board.isError ? (
          <Alert color="red" title="The board could not be loaded">
            {board.error.message}{' '}
            <Button size="xs" variant="white" onClick={() => void board.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : board.data.length === 0 ? (
          <Alert color="gray" title="No tasks yet">
            Create a task to start the board.
          </Alert>
        ) : (
          <TaskBoard tasks={board.data} onMove={move} onOpen={open} />
        )
      ) : (
        <TaskList
          key={view}
          project={projectId}
          source={view === 'archive' ? archivedTasksList(projectId) : tasksList(projectId)}
          label={view === 'archive' ? 'Archived tasks' : 'Tasks'}
          access={canList}
          canUpdate={canUpdate.allowed}
          onOpen={open}
          archived={view === 'archive'}
        />
      )}
      <TaskDrawer
        project={projectId}
        id={search.task ?? null}
        onClose={() => setSearch({ task: undefined })}
        canUpdate={canUpdate.allowed}
        canDelete={canDelete.allowed}
      />
    </Stack>
  );
}
