import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { csvHeaders } from '../../../lib/csv.ts';
import { csvStream } from '../csv.ts';
import { plainText } from '../rich-text.ts';
import { pageTasks, type TaskWithAssignee } from '../tasks.repo.ts';
import type { exportTasksRoute } from '../tasks.routes.ts';

const name = (r: TaskWithAssignee) => [r.personFirstName, r.personLastName].filter(Boolean).join(' ') || r.personEmail || '';
const COLUMNS = [
  { header: 'id', value: (r: TaskWithAssignee) => r.id },
  { header: 'title', value: (r: TaskWithAssignee) => r.title },
  { header: 'description', value: (r: TaskWithAssignee) => plainText(r.description) },
  { header: 'phase', value: (r: TaskWithAssignee) => r.phase },
  { header: 'done', value: (r: TaskWithAssignee) => (r.done ? 'yes' : 'no') },
  { header: 'priority', value: (r: TaskWithAssignee) => r.priority },
  { header: 'assignee', value: name },
  { header: 'assigneeEmail', value: (r: TaskWithAssignee) => r.personEmail },
  { header: 'dueDate', value: (r: TaskWithAssignee) => r.dueDate },
  { header: 'labels', value: (r: TaskWithAssignee) => r.labels },
  { header: 'links', value: (r: TaskWithAssignee) => r.links.map((l) => `${l.type}:${l.id}`) },
  { header: 'createdAt', value: (r: TaskWithAssignee) => r.createdAt },
  { header: 'archivedAt', value: (r: TaskWithAssignee) => r.archivedAt },
];

/** GET /v1/projects/{project}/tasks/export — streamed, 500 rows per read. */
export const exportTasks: RouteHandler<typeof exportTasksRoute, AppEnv> = async (c) => {
  const { projectId, userId } = c.get('access');
  const { archived, ...filter } = c.req.valid('query');
  const db = c.get('deps').database.db;
  const stream = csvStream(COLUMNS, (pageToken) =>
    pageTasks(db, projectId, filter, { pageSize: 500, pageToken }, { userId, archived: archived === 'true' }),
  );
  return new Response(stream, { status: 200, headers: csvHeaders('tasks.csv') }) as never;
};
