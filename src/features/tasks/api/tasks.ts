/** Task reads: the list kit's sources (live, archived, mine), the board (every live task), one task and its parts. */
import { queryOptions } from '@tanstack/react-query';
import type { ListParams, ListSource } from '../../../components/data/types.ts';
import { allPages } from '../../../lib/api/all-pages.ts';
import { getDashboardUserTasks } from '../../../lib/api/generated/ops/getDashboardUserTasks.ts';
import { getProjectsByProjectOkrsSummary } from '../../../lib/api/generated/ops/getProjectsByProjectOkrsSummary.ts';
import { getProjectsByProjectTasks } from '../../../lib/api/generated/ops/getProjectsByProjectTasks.ts';
import { getProjectsByProjectTasksArchive } from '../../../lib/api/generated/ops/getProjectsByProjectTasksArchive.ts';
import { getProjectsByProjectTasksById } from '../../../lib/api/generated/ops/getProjectsByProjectTasksById.ts';
import { getProjectsByProjectTasksByIdActivity } from '../../../lib/api/generated/ops/getProjectsByProjectTasksByIdActivity.ts';
import { getProjectsByProjectTasksByIdComments } from '../../../lib/api/generated/ops/getProjectsByProjectTasksByIdComments.ts';
import { getProjectsByProjectUsers } from '../../../lib/api/generated/ops/getProjectsByProjectUsers.ts';
import { tasksKeys } from './keys.ts';
import type { MyTask, Task } from './types.ts';

/** Filters the tasks list declares (URL params) and the values each accepts. */
export const TASK_FILTERS = {
  phase: ['starting', 'in_progress', 'finishing'],
  priority: ['low', 'normal', 'high', 'urgent'],
  assignee: ['me', 'none'],
  done: ['true', 'false'],
  label: null,
} as const;
export const TASK_SORTS = ['createdAt', 'dueDate', 'title'] as const;

type Sort = NonNullable<Parameters<typeof getProjectsByProjectTasks>[0]['query']>['sort'];
const sortOf = (s: string | undefined): Sort => {
  if (!s) return '-createdAt';
  return (TASK_SORTS as readonly string[]).includes(s.replace(/^-/, '')) ? (s as Sort) : '-createdAt';
};
const queryOf = (p: ListParams) => ({
  search: p.search || undefined,
  sort: sortOf(p.sort),
  pageToken: p.pageToken || undefined,
  pageSize: p.pageSize,
  ...(p.filters as Record<string, string>),
});

export const tasksList = (project: string): ListSource<Task> => ({
  queryKey: tasksKeys.list(project),
  queryFn: (p) =>
    getProjectsByProjectTasks({ path: { project }, query: queryOf(p) as never }).then((r) => ({
      items: r.tasks,
      nextPageToken: r.nextPageToken,
    })),
});

export const archivedTasksList = (project: string): ListSource<Task> => ({
  queryKey: tasksKeys.archive(project),
  queryFn: (p) =>
    getProjectsByProjectTasksArchive({ path: { project }, query: queryOf(p) as never }).then((r) => ({
      items: r.tasks,
      nextPageToken: r.nextPageToken,
    })),
});

export const myTasksList = (): ListSource<MyTask> => ({
  queryKey: tasksKeys.mine(),
  queryFn: (p) =>
    getDashboardUserTasks({ query: { pageSize: p.pageSize, pageToken: p.pageToken || undefined } }).then((r) => ({
      items: r.tasks,
      nextPageToken: r.nextPageToken,
    })),
});

/** Every live task in board order (phase columns are built on the page). */
export const boardQuery = (project: string) =>
  queryOptions({
    queryKey: tasksKeys.board(project),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getProjectsByProjectTasks({ path: { project }, query: { ...q, sort: 'position' } });
        return { items: r.tasks, nextPageToken: r.nextPageToken };
      }),
  });

export const taskQuery = (project: string, id: string) =>
  queryOptions({ queryKey: tasksKeys.detail(project, id), queryFn: () => getProjectsByProjectTasksById({ path: { project, id } }) });

export const commentsQuery = (project: string, id: string) =>
  queryOptions({
    queryKey: tasksKeys.comments(project, id),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getProjectsByProjectTasksByIdComments({ path: { project, id }, query: q });
        return { items: r.comments, nextPageToken: r.nextPageToken };
      }),
  });

export const activityQuery = (project: string, id: string) =>
  queryOptions({
    queryKey: tasksKeys.activity(project, id),
    queryFn: () => getProjectsByProjectTasksByIdActivity({ path: { project, id }, query: { pageSize: 50 } }).then((r) => r.activity),
  });

/** Members to assign (the users list needs projects.users.list, which every built-in role has). */
export const peopleQuery = (project: string) =>
  queryOptions({
    queryKey: tasksKeys.people(project),
    queryFn: () =>
      allPages(async (q) => {
        const r = await getProjectsByProjectUsers({ path: { project }, query: q });
        return { items: r.users, nextPageToken: r.nextPageToken };
      }),
    staleTime: 5 * 60_000,
  });

/** Key results a task may contribute to (this quarter's; none when OKRs are not readable). */
export const keyResultsQuery = (project: string) =>
  queryOptions({
    queryKey: tasksKeys.keyResults(project),
    queryFn: async () => {
      try {
        const s = await getProjectsByProjectOkrsSummary({ path: { project }, query: {} });
        return s.objectives.flatMap((o) => o.keyResults.map((k) => ({ id: k.id, title: k.title, objective: o.title })));
      } catch {
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
