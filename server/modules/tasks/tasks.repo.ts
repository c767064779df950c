/** Task queries. Every read and write is scoped by project (projectRepo, or the project condition in joins). */
import { and, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { keyResults, projectMembers, projects, taskActivity, taskComments, taskDueNotices, tasks, users } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { type PageRequest, paginate } from '../../lib/pagination.ts';
import { projectRepo } from '../../lib/project-repo.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { z } from '@hono/zod-openapi';
import type { TaskListQuery } from './tasks.schemas.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type TaskFilter = z.infer<typeof TaskListQuery>;
const taskRepo = projectRepo(tasks);
const commentRepo = projectRepo(taskComments);
const activityRepo = projectRepo(taskActivity);

/** A joined person (assignee, author, actor): users left-joined, so every column may be null. */
const person = { personId: users.id, personEmail: users.email, personFirstName: users.firstName, personLastName: users.lastName };
const withAssignee = { ...getTableColumns(tasks), ...person };
export type TaskWithAssignee = TaskRow & {
  personId: string | null;
  personEmail: string | null;
  personFirstName: string | null;
  personLastName: string | null;
};
export type MyTaskRow = TaskWithAssignee & { projectName: string };

const NO_DUE = '9999-12-31';
const dueKey = sql<string>`coalesce(${tasks.dueDate}, ${NO_DUE}::date)::text`;
const SORTS = {
  '-createdAt': { keys: [tasks.id], dir: 'desc', cursor: (r: TaskRow) => [r.id] as const },
  createdAt: { keys: [tasks.id], dir: 'asc', cursor: (r: TaskRow) => [r.id] as const },
  dueDate: { keys: [dueKey, tasks.id], dir: 'asc', cursor: (r: TaskRow) => [r.dueDate ?? NO_DUE, r.id] as const },
  '-dueDate': { keys: [dueKey, tasks.id], dir: 'desc', cursor: (r: TaskRow) => [r.dueDate ?? NO_DUE, r.id] as const },
  title: { keys: [tasks.title, tasks.id], dir: 'asc', cursor: (r: TaskRow) => [r.title, r.id] as const },
  '-title': { keys: [tasks.title, tasks.id], dir: 'desc', cursor: (r: TaskRow) => [r.title, r.id] as const },
  position: { keys: [tasks.position, tasks.id], dir: 'asc', cursor: (r: TaskRow) => [r.position, r.id] as const },
} as const;

function filterWhere(f: Partial<TaskFilter>, userId: string | null): SQL | undefined {
  const assignee = f.assignee === 'me' ? userId : f.assignee;
  return and(
    f.search ? sql`${tasks.title} ILIKE ${containsPattern(f.search)}` : undefined,
    f.phase ? eq(tasks.phase, f.phase) : undefined,
    f.assignee === 'none' ? isNull(tasks.assigneeId) : assignee ? eq(tasks.assigneeId, assignee) : undefined,
    f.priority ? eq(tasks.priority, f.priority) : undefined,
    f.label ? sql`${tasks.labels} @> ${JSON.stringify([f.label])}::jsonb` : undefined,
    f.done ? eq(tasks.done, f.done === 'true') : undefined,
    f.keyResult ? eq(tasks.keyResultId, f.keyResult) : undefined,
  );
}

/** One page of live (or archived) tasks with their assignee. */
export function pageTasks(
  db: Tx,
  projectId: string,
  f: Partial<TaskFilter>,
  page: PageRequest,
  opts: { userId: string | null; archived?: boolean; ids?: string[] },
) {
  const sort = SORTS[f.sort ?? '-createdAt'];
  const q = db.select(withAssignee).from(tasks).leftJoin(users, eq(users.id, tasks.assigneeId)).$dynamic();
  return paginate(q, {
    where: and(
      eq(tasks.projectId, projectId),
      opts.archived ? isNotNull(tasks.archivedAt) : isNull(tasks.archivedAt),
      filterWhere(f, opts.userId),
      opts.ids ? inArray(tasks.id, opts.ids) : undefined,
    ),
    orderBy: sort.keys as never,
    direction: sort.dir,
    cursor: sort.cursor as never,
    ...page,
  }) as Promise<{ items: TaskWithAssignee[]; nextPageToken: string | null }>;
}

/** The caller's open tasks in every project they belong to (the no-project Tasks screen), soonest due first. */
export function pageMyTasks(db: Tx, userId: string, page: PageRequest) {
  const q = db
    .select({ ...withAssignee, projectName: projects.name })
    .from(tasks)
    .innerJoin(projectMembers, and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .$dynamic();
  return paginate(q, {
    where: and(eq(tasks.assigneeId, userId), isNull(tasks.archivedAt), eq(tasks.done, false)),
    orderBy: [dueKey, tasks.id],
    cursor: (r) => [r.dueDate ?? NO_DUE, r.id] as const,
    ...page,
  }) as Promise<{ items: MyTaskRow[]; nextPageToken: string | null }>;
}

export async function findTask(db: Tx, projectId: string, id: string): Promise<TaskWithAssignee | null> {
  const [row] = await db
    .select(withAssignee)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(and(eq(tasks.projectId, projectId), eq(tasks.id, id)))
    .limit(1);
  return row ?? null;
}

/** Tasks by id, locked for the rest of the transaction (bulk changes). */
export function lockTasks(tx: Tx, projectId: string, ids: string[]) {
  return tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), inArray(tasks.id, ids)))
    .for('update');
}

export async function lockTask(tx: Tx, projectId: string, id: string) {
  const [row] = await lockTasks(tx, projectId, [id]);
  return row ?? null;
}

export function insertTask(tx: Tx, projectId: string, values: Omit<typeof tasks.$inferInsert, 'projectId' | 'id'>) {
  return taskRepo(tx, projectId).insert({ id: newId('tsk'), ...values });
}

export async function updateTasks(tx: Tx, projectId: string, ids: string[], set: Partial<typeof tasks.$inferInsert>) {
  return taskRepo(tx, projectId).update(inArray(tasks.id, ids), { ...set, updatedAt: new Date().toISOString() });
}

export async function deleteTask(tx: Tx, projectId: string, id: string) {
  const [row] = await taskRepo(tx, projectId).remove(eq(tasks.id, id));
  if (row) {
    await commentRepo(tx, projectId).remove(eq(taskComments.taskId, id));
    await activityRepo(tx, projectId).remove(eq(taskActivity.taskId, id));
  }
  return row ?? null;
}

/** The next board position at the end of a phase. */
export async function nextPosition(tx: Tx, projectId: string, phase: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${tasks.position})` })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.phase, phase as TaskRow['phase'])));
  return (row?.max ?? 0) + 1024;
}

/** Which of these user ids are members of the project. */
export async function membersAmong(db: Tx, projectId: string, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function keyResultExists(db: Tx, projectId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: keyResults.id })
    .from(keyResults)
    .where(and(eq(keyResults.projectId, projectId), eq(keyResults.id, id)))
    .limit(1);
  return !!row;
}

export function insertActivity(
  tx: Tx,
  projectId: string,
  e: { taskId: string; actorId: string | null; kind: string; changes?: Record<string, [unknown, unknown]> },
) {
  return activityRepo(tx, projectId).insert({ id: newId('tac'), changes: {}, ...e });
}

export function insertActivities(
  tx: Tx,
  projectId: string,
  rows: { taskId: string; actorId: string | null; kind: string; changes: Record<string, [unknown, unknown]> }[],
) {
  if (!rows.length) return Promise.resolve();
  return tx.insert(taskActivity).values(rows.map((r) => ({ ...r, id: newId('tac'), projectId })));
}

export function insertComment(tx: Tx, projectId: string, c: { taskId: string; authorId: string | null; body: string }) {
  return commentRepo(tx, projectId).insert({ id: newId('tcm'), ...c });
}

export function pageComments(db: Tx, projectId: string, taskId: string, page: PageRequest) {
  const q = db
    .select({ ...getTableColumns(taskComments), ...person })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .$dynamic();
  return paginate(q, {
    where: and(eq(taskComments.projectId, projectId), eq(taskComments.taskId, taskId)),
    orderBy: [taskComments.id],
    cursor: (r) => [r.id] as const,
    ...page,
  });
}

export function pageActivity(db: Tx, projectId: string, taskId: string, page: PageRequest) {
  const q = db
    .select({ ...getTableColumns(taskActivity), ...person })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .$dynamic();
  return paginate(q, {
    where: and(eq(taskActivity.projectId, projectId), eq(taskActivity.taskId, taskId)),
    orderBy: [taskActivity.id],
    direction: 'desc',
    cursor: (r) => [r.id] as const,
    ...page,
  });
}

type Person = { personId: string | null; personEmail: string | null; personFirstName: string | null; personLastName: string | null };
export const toPerson = (r: Person) =>
  r.personId ? { id: r.personId, email: r.personEmail ?? '', firstName: r.personFirstName, lastName: r.personLastName } : null;

export const toTaskDto = (r: TaskWithAssignee) => ({
  id: r.id,
  projectId: r.projectId,
  title: r.title,
  description: r.description,
  assignee: toPerson(r),
  dueDate: r.dueDate,
  priority: r.priority,
  labels: r.labels,
  phase: r.phase,
  position: r.position,
  done: r.done,
  doneAt: r.doneAt,
  links: r.links,
  keyResultId: r.keyResultId,
  archivedAt: r.archivedAt,
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/** Record that the due-soon notice for this due date went out; false if it already had. */
export async function recordDueNotice(tx: Tx, projectId: string, taskId: string, dueDate: string): Promise<boolean> {
  const rows = await tx.insert(taskDueNotices).values({ projectId, taskId, dueDate }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Tasks contributing to one key result: total and done. */
export async function taskCountsFor(db: Tx, projectId: string, keyResultId: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number), done: sql<number>`count(*) filter (where ${tasks.done})`.mapWith(Number) })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.keyResultId, keyResultId)));
  return row ?? { total: 0, done: 0 };
}
