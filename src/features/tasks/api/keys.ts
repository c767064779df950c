/** Task query keys, rooted at the project (the no-project "my tasks" list at the user). */
import { projectScope, userScope } from '../../../lib/api/keys.ts';

export const tasksKeys = {
  all: (projectId: string) => [...projectScope(projectId), 'tasks'] as const,
  list: (projectId: string) => [...projectScope(projectId), 'tasks', 'list'] as const,
  archive: (projectId: string) => [...projectScope(projectId), 'tasks', 'archive'] as const,
  board: (projectId: string) => [...projectScope(projectId), 'tasks', 'board'] as const,
  detail: (projectId: string, id: string) => [...projectScope(projectId), 'tasks', 'detail', id] as const,
  comments: (projectId: string, id: string) => [...projectScope(projectId), 'tasks', 'comments', id] as const,
  activity: (projectId: string, id: string) => [...projectScope(projectId), 'tasks', 'activity', id] as const,
  people: (projectId: string) => [...projectScope(projectId), 'tasks', 'people'] as const,
  keyResults: (projectId: string) => [...projectScope(projectId), 'tasks', 'key-results'] as const,
  mine: () => [...userScope(), 'my-tasks'] as const,
};
