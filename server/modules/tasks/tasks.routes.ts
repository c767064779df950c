/** Task contracts under /v1/projects/{project}/tasks (spec 000 §7 "Project API"; bulk and archive paths designed here). */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, OkSchema, pageQuery } from '../../lib/openapi.ts';
import { ProjectParam } from './tasks.schemas.ts';
import {
  ActivityListSchema,
  ArchiveTasksBody,
  BulkResultSchema,
  BulkUpdateBody,
  CommentListSchema,
  CommentSchema,
  CreateCommentBody,
  CreateTaskBody,
  MyTaskListSchema,
  TaskListQuery,
  TaskListSchema,
  TaskParam,
  TaskSchema,
  tags,
  UpdateTaskBody,
} from './tasks.schemas.ts';

const csvResponse = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });

export const listTasksRoute = defineRoute({
  method: 'get',
  path: '/{project}/tasks',
  access: access.project(PERMISSIONS.projectsTasksList),
  tags,
  summary: 'Live (not archived) tasks, filtered and sorted',
  request: { params: ProjectParam, query: TaskListQuery.extend(pageQuery) },
  responses: { 200: jsonResponse(TaskListSchema, 'Tasks') },
});

export const createTaskRoute = defineRoute({
  method: 'post',
  path: '/{project}/tasks',
  access: access.project(PERMISSIONS.projectsTasksCreate),
  tags,
  summary: 'Create a task (the assignee is notified)',
  request: { params: ProjectParam, body: jsonBody(CreateTaskBody) },
  responses: { 201: jsonResponse(TaskSchema, 'The task') },
});

export const exportTasksRoute = defineRoute({
  method: 'get',
  path: '/{project}/tasks/export',
  access: access.project(PERMISSIONS.projectsTasksExport),
  tags,
  summary: 'The filtered tasks as CSV (streamed; cells that would start a formula are escaped)',
  request: { params: ProjectParam, query: TaskListQuery.extend({ archived: z.enum(['true', 'false']).optional() }) },
  responses: { 200: csvResponse('CSV') },
});

export const listArchivedTasksRoute = defineRoute({
  method: 'get',
  path: '/{project}/tasks/archive',
  access: access.project(PERMISSIONS.projectsTasksList),
  tags,
  summary: 'Archived tasks, filtered and sorted',
  request: { params: ProjectParam, query: TaskListQuery.extend(pageQuery) },
  responses: { 200: jsonResponse(TaskListSchema, 'Archived tasks') },
});

export const archiveTasksRoute = defineRoute({
  method: 'post',
  path: '/{project}/tasks/archive',
  access: access.project(PERMISSIONS.projectsTasksUpdate),
  tags,
  summary: 'Archive several tasks at once (all or nothing)',
  request: { params: ProjectParam, body: jsonBody(ArchiveTasksBody) },
  responses: { 200: jsonResponse(BulkResultSchema, 'The archived tasks') },
});

export const bulkUpdateTasksRoute = defineRoute({
  method: 'post',
  path: '/{project}/tasks/bulk',
  access: access.project(PERMISSIONS.projectsTasksUpdate),
  tags,
  summary: 'Change several tasks at once — assign, move phase, mark done, archive — in one transaction',
  request: { params: ProjectParam, body: jsonBody(BulkUpdateBody) },
  responses: { 200: jsonResponse(BulkResultSchema, 'The changed tasks') },
});

export const getTaskRoute = defineRoute({
  method: 'get',
  path: '/{project}/tasks/{id}',
  access: access.project(PERMISSIONS.projectsTasksList),
  tags,
  summary: 'One task (live or archived)',
  request: { params: TaskParam },
  responses: { 200: jsonResponse(TaskSchema, 'The task') },
});

export const updateTaskRoute = defineRoute({
  method: 'patch',
  path: '/{project}/tasks/{id}',
  access: access.project(PERMISSIONS.projectsTasksUpdate),
  tags,
  summary: 'Change a task (move it, assign it, archive or restore it)',
  request: { params: TaskParam, body: jsonBody(UpdateTaskBody) },
  responses: { 200: jsonResponse(TaskSchema, 'The task') },
});

export const deleteTaskRoute = defineRoute({
  method: 'delete',
  path: '/{project}/tasks/{id}',
  access: access.project(PERMISSIONS.projectsTasksDelete),
  tags,
  summary: 'Delete a task for good, with its comments and history (archive keeps done work instead)',
  request: { params: TaskParam },
  responses: { 200: jsonResponse(OkSchema, 'Deleted') },
});

export const listCommentsRoute = defineRoute({
  method: 'get',
  path: '/{project}/tasks/{id}/comments',
  access: access.project(PERMISSIONS.projectsTasksList),
  tags,
  summary: "A task's comments, oldest first",
  request: { params: TaskParam, query: z.object(pageQuery) },
  responses: { 200: jsonResponse(CommentListSchema, 'Comments') },
});

export const createCommentRoute = defineRoute({
  method: 'post',
  path: '/{project}/tasks/{id}/comments',
  access: access.project(PERMISSIONS.projectsTasksCreate),
  tags,
  summary: 'Comment on a task (rich text, sanitised)',
  request: { params: TaskParam, body: jsonBody(CreateCommentBody) },
  responses: { 201: jsonResponse(CommentSchema, 'The comment') },
});

export const listActivityRoute = defineRoute({
  method: 'get',
  path: '/{project}/tasks/{id}/activity',
  access: access.project(PERMISSIONS.projectsTasksList),
  tags,
  summary: "A task's history, newest first",
  request: { params: TaskParam, query: z.object(pageQuery) },
  responses: { 200: jsonResponse(ActivityListSchema, 'History') },
});

export const listMyTasksRoute = defineRoute({
  method: 'get',
  path: '/tasks',
  access: access.user(),
  tags,
  summary: "The caller's open tasks in every project they belong to, soonest due first (the no-project Tasks screen)",
  request: { query: z.object(pageQuery) },
  responses: { 200: jsonResponse(MyTaskListSchema, 'My tasks') },
});
