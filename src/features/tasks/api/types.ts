import type { Schema } from '../../../lib/api/schemas.ts';

export type Task = Schema<'Task'>;
export type MyTask = Schema<'MyTask'>;
export type TaskComment = Schema<'TaskComment'>;
export type TaskActivity = Schema<'TaskActivity'>;
export type TaskPerson = NonNullable<Task['assignee']>;
export type UpdateTask = Schema<'UpdateTaskRequest'>;
export type CreateTask = Schema<'CreateTaskRequest'>;
export type BulkSet = Schema<'BulkUpdateTasksRequest'>['set'];

export const personName = (p: { firstName: string | null; lastName: string | null; email: string } | null | undefined) =>
  p ? [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email : 'Unassigned';
