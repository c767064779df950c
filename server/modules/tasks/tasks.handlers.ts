/**
 * Tasks, OKRs and bookmarks (issue 24) under /v1/projects/{project}: contracts in *.routes.ts, queries in
 * *.repo.ts, writes with their events in tasks.service.ts, one handler per operation in handlers/. Static paths
 * (/tasks/export, /tasks/archive, /tasks/bulk) are registered before /tasks/{id}.
 */
import { createRouter } from '../../lib/openapi.ts';
import { registerBookmarkRoutes } from './bookmarks.handlers.ts';
import { archiveTasks, bulkUpdateTasks } from './handlers/bulk-update.ts';
import { createComment, listActivity, listComments } from './handlers/comments.ts';
import { createTask } from './handlers/create-task.ts';
import { deleteTask } from './handlers/delete-task.ts';
import { exportTasks } from './handlers/export-tasks.ts';
import { getTask } from './handlers/get-task.ts';
import { listArchivedTasks, listTasks } from './handlers/list-tasks.ts';
import { listMyTasks } from './handlers/my-tasks.ts';
import { updateTask } from './handlers/update-task.ts';
import { registerOkrRoutes } from './okrs.handlers.ts';
import * as r from './tasks.routes.ts';

export const tasksRouter = createRouter();
tasksRouter.openapi(r.listTasksRoute, listTasks);
tasksRouter.openapi(r.createTaskRoute, createTask);
tasksRouter.openapi(r.exportTasksRoute, exportTasks);
tasksRouter.openapi(r.listArchivedTasksRoute, listArchivedTasks);
tasksRouter.openapi(r.archiveTasksRoute, archiveTasks);
tasksRouter.openapi(r.bulkUpdateTasksRoute, bulkUpdateTasks);
tasksRouter.openapi(r.getTaskRoute, getTask);
tasksRouter.openapi(r.updateTaskRoute, updateTask);
tasksRouter.openapi(r.deleteTaskRoute, deleteTask);
tasksRouter.openapi(r.listCommentsRoute, listComments);
tasksRouter.openapi(r.createCommentRoute, createComment);
tasksRouter.openapi(r.listActivityRoute, listActivity);
registerOkrRoutes(tasksRouter);
registerBookmarkRoutes(tasksRouter);

/** The caller's tasks across projects, beside the other "me" calls. */
export const myTasksRouter = createRouter();
myTasksRouter.openapi(r.listMyTasksRoute, listMyTasks);
