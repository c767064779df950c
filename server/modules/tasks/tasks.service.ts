/**
 * Task writes: validation against the project (assignee is a member, key result exists), the activity
 * history, and the events — an assignment notifies the assignee (notification + push in the same
 * transaction, server/lib/notify.ts) and a due date schedules a due-soon job (tasks.jobs.ts).
 */
import type { z } from '@hono/zod-openapi';
import type { Tx } from '../../db/client.ts';
import type { tasks } from '../../db/schema/index.ts';
import type { TaskRow } from './tasks.repo.ts';
import {
  insertActivities,
  insertTask,
  keyResultExists,
  lockTask,
  lockTasks,
  membersAmong,
  nextPosition,
  updateTasks,
} from './tasks.repo.ts';
import type { BulkUpdateBody, CreateTaskBody, UpdateTaskBody } from './tasks.schemas.ts';
import { type FieldErrors, unprocessable, notFound } from '../../lib/errors.ts';
import { CODES } from '../../lib/error-codes.ts';
import { notify } from '../../lib/notify.ts';
import { enqueue } from '../../lib/jobs.ts';
import { sanitizeRichText } from './rich-text.ts';

export const DUE_SOON_QUEUE = 'tasks.due-soon';
/** How long before the due date (00:00 UTC of that day) the assignee is told. */
export const DUE_SOON_HOURS = 24;

type Create = z.infer<typeof CreateTaskBody>;
type Update = z.infer<typeof UpdateTaskBody>;
type Bulk = z.infer<typeof BulkUpdateBody>;
interface Actor {
  projectId: string;
  userId: string | null;
}

async function checkRefs(tx: Tx, projectId: string, v: { assigneeId?: string | null; keyResultId?: string | null }, prefix = '') {
  const errors: FieldErrors = {};
  if (v.assigneeId && !(await membersAmong(tx, projectId, [v.assigneeId])).has(v.assigneeId))
    errors[`${prefix}assigneeId`] = ['The assignee must be a member of the project.'];
  if (v.keyResultId && !(await keyResultExists(tx, projectId, v.keyResultId)))
    errors[`${prefix}keyResultId`] = ['There is no such key result.'];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

const cleanLabels = (labels: string[]) => [...new Set(labels.map((l) => l.trim()))];

/** The columns a body changes (null/absent fields as sent). */
function columnsOf(body: Update | Create): Partial<typeof tasks.$inferInsert> {
  const set: Record<string, unknown> = {};
  for (const key of ['title', 'assigneeId', 'dueDate', 'priority', 'phase', 'position', 'links', 'keyResultId'] as const)
    if (body[key] !== undefined) set[key] = body[key];
  if (body.description !== undefined) set.description = sanitizeRichText(body.description);
  if (body.labels !== undefined) set.labels = cleanLabels(body.labels);
  if (body.done !== undefined) {
    set.done = body.done;
    set.doneAt = body.done ? new Date().toISOString() : null;
  }
  if ('archived' in body && body.archived !== undefined) set.archivedAt = body.archived ? new Date().toISOString() : null;
  return set;
}

const TRACKED = [
  'title',
  'description',
  'assigneeId',
  'dueDate',
  'priority',
  'labels',
  'phase',
  'done',
  'links',
  'keyResultId',
  'archivedAt',
] as const;
function diff(before: TaskRow, after: TaskRow): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of TRACKED) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key], after[key]];
  }
  return changes;
}

function kindOf(changes: Record<string, [unknown, unknown]>) {
  const archived = changes.archivedAt;
  if (!archived) return 'updated';
  return archived[1] ? 'archived' : 'restored';
}

/** Tell a new assignee (not when they assigned themselves); schedule the due-soon notice. */
async function events(tx: Tx, actor: Actor, before: TaskRow | null, after: TaskRow) {
  if (after.assigneeId && after.assigneeId !== before?.assigneeId && after.assigneeId !== actor.userId) {
    await notify(
      tx,
      { userId: after.assigneeId },
      {
        title: `Task assigned: ${after.title}`,
        body: after.dueDate ? `Due ${after.dueDate}` : 'No due date',
        action: `/m/workflow?project=${after.projectId}&task=${after.id}`,
      },
    );
  }
  const redated = after.dueDate && (after.dueDate !== before?.dueDate || after.assigneeId !== before?.assigneeId);
  if (redated && after.assigneeId && !after.done) {
    const runAt = new Date(Date.parse(`${after.dueDate}T00:00:00Z`) - DUE_SOON_HOURS * 3600_000);
    await enqueue(tx, DUE_SOON_QUEUE, { projectId: after.projectId, taskId: after.id, dueDate: after.dueDate }, { runAt, maxAttempts: 3 });
  }
}

export async function createTask(tx: Tx, actor: Actor, body: Create) {
  await checkRefs(tx, actor.projectId, body);
  const phase = body.phase ?? 'starting';
  const row = await insertTask(tx, actor.projectId, {
    title: body.title,
    description: '',
    ...columnsOf(body),
    phase,
    position: body.position ?? (await nextPosition(tx, actor.projectId, phase)),
    createdBy: actor.userId,
  });
  await insertActivities(tx, actor.projectId, [{ taskId: row.id, actorId: actor.userId, kind: 'created', changes: {} }]);
  await events(tx, actor, null, row);
  return row;
}

export async function updateTask(tx: Tx, actor: Actor, id: string, body: Update) {
  const before = await lockTask(tx, actor.projectId, id);
  if (!before) throw notFound('Task', CODES.TASK_NOT_FOUND);
  await checkRefs(tx, actor.projectId, body);
  const set = columnsOf(body);
  if (body.phase && body.phase !== before.phase && body.position === undefined)
    set.position = await nextPosition(tx, actor.projectId, body.phase);
  const [after] = await updateTasks(tx, actor.projectId, [id], set);
  const changes = diff(before, after!);
  if (Object.keys(changes).length)
    await insertActivities(tx, actor.projectId, [{ taskId: id, actorId: actor.userId, kind: kindOf(changes), changes }]);
  await events(tx, actor, before, after!);
  return after!;
}

/**
 * All or nothing: every id must be a task of this project (else 422 naming `ids.<index>`), the values valid;
 * the rows are locked, changed, and their history and notifications written in the caller's transaction.
 */
export async function bulkUpdate(tx: Tx, actor: Actor, body: Bulk) {
  const ids = [...new Set(body.ids)];
  const found = new Map((await lockTasks(tx, actor.projectId, ids)).map((r) => [r.id, r]));
  const errors: FieldErrors = {};
  body.ids.forEach((id, i) => {
    if (!found.has(id)) errors[`ids.${i}`] = ['There is no such task in this project.'];
  });
  if (Object.keys(errors).length) throw unprocessable(errors, 'Some tasks could not be changed; nothing was changed.');
  await checkRefs(tx, actor.projectId, body.set, 'set.');
  const after = await updateTasks(tx, actor.projectId, ids, columnsOf(body.set));
  const activity = after
    .map((row) => ({ row, changes: diff(found.get(row.id)!, row) }))
    .filter((a) => Object.keys(a.changes).length)
    .map((a) => ({ taskId: a.row.id, actorId: actor.userId, kind: kindOf(a.changes), changes: a.changes }));
  await insertActivities(tx, actor.projectId, activity);
  for (const row of after) await events(tx, actor, found.get(row.id)!, row);
  return after;
}
