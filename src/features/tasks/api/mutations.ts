/** Task writes. Board moves are optimistic (the card stays where it was dropped; a failure puts it back). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProjectsByProjectTasksById } from '../../../lib/api/generated/ops/deleteProjectsByProjectTasksById.ts';
import { patchProjectsByProjectTasksById } from '../../../lib/api/generated/ops/patchProjectsByProjectTasksById.ts';
import { postProjectsByProjectTasks } from '../../../lib/api/generated/ops/postProjectsByProjectTasks.ts';
import { postProjectsByProjectTasksBulk } from '../../../lib/api/generated/ops/postProjectsByProjectTasksBulk.ts';
import { postProjectsByProjectTasksByIdComments } from '../../../lib/api/generated/ops/postProjectsByProjectTasksByIdComments.ts';
import { tasksKeys } from './keys.ts';
import type { BulkSet, CreateTask, Task, UpdateTask } from './types.ts';

function useRefresh(project: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: tasksKeys.all(project) });
    void qc.invalidateQueries({ queryKey: tasksKeys.mine() });
  };
}

export function useCreateTask(project: string) {
  const refresh = useRefresh(project);
  return useMutation({
    mutationFn: (body: CreateTask) => postProjectsByProjectTasks({ path: { project }, body }),
    onSuccess: refresh,
  });
}

export function useUpdateTask(project: string) {
  const qc = useQueryClient();
  const refresh = useRefresh(project);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTask }) => patchProjectsByProjectTasksById({ path: { project, id }, body }),
    onMutate: async ({ id, body }) => {
      const key = tasksKeys.board(project);
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Task[]>(key);
      if (before) {
        const { archived: _a, ...rest } = body;
        qc.setQueryData<Task[]>(key, (rows) => rows?.map((t) => (t.id === id ? ({ ...t, ...rest } as Task) : t)));
      }
      return { before };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.before) qc.setQueryData(tasksKeys.board(project), ctx.before);
    },
    onSuccess: (task) => qc.setQueryData(tasksKeys.detail(project, task.id), task),
    onSettled: refresh,
  });
}

export function useBulkUpdate(project: string) {
  const refresh = useRefresh(project);
  return useMutation({
    mutationFn: ({ ids, set }: { ids: string[]; set: BulkSet }) =>
      postProjectsByProjectTasksBulk({ path: { project }, body: { ids, set } }),
    onSuccess: refresh,
  });
}

export function useDeleteTask(project: string) {
  const refresh = useRefresh(project);
  return useMutation({ mutationFn: (id: string) => deleteProjectsByProjectTasksById({ path: { project, id } }), onSuccess: refresh });
}

export function useAddComment(project: string, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postProjectsByProjectTasksByIdComments({ path: { project, id }, body: { body } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: tasksKeys.comments(project, id) });
      void qc.invalidateQueries({ queryKey: tasksKeys.activity(project, id) });
    },
  });
}
