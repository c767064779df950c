/**
 * Tasks, OKRs and bookmarks (issue 24). Tenant tables: every key starts with project_id.
 * Links to orders, customers and enquiries are kept as data (`{type, id}`), not foreign keys: those areas are
 * separate modules and a task must survive a deleted order.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  TASK_LINK_TYPES,
  TASK_PHASES,
  TASK_PRIORITIES,
  type TaskLinkType,
  type TaskPhase,
  type TaskPriority,
} from '../../../common/tasks.ts';
import { ts } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

export { TASK_LINK_TYPES, TASK_PHASES, TASK_PRIORITIES, type TaskPhase, type TaskPriority };
export interface TaskLink {
  type: TaskLinkType;
  id: string;
}

const project = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const objectives = pgTable(
  'objectives',
  {
    projectId: project(),
    id: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    /** `2026-Q4` (quarter) or `2026` (year). */
    period: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('objectives_period_idx').on(t.projectId, t.period, t.id)],
);

export const keyResults = pgTable(
  'key_results',
  {
    projectId: project(),
    id: text().notNull(),
    objectiveId: text().notNull(),
    title: text().notNull(),
    startValue: doublePrecision().notNull().default(0),
    target: doublePrecision().notNull(),
    current: doublePrecision().notNull().default(0),
    unit: text().notNull().default(''),
    sortOrder: integer().notNull().default(1),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('key_results_objective_idx').on(t.projectId, t.objectiveId, t.sortOrder)],
);

export const tasks = pgTable(
  'tasks',
  {
    projectId: project(),
    id: text().notNull(),
    title: text().notNull(),
    /** Sanitised HTML (server/modules/tasks/rich-text.ts). */
    description: text().notNull().default(''),
    assigneeId: text().references(() => users.id, { onDelete: 'set null' }),
    dueDate: date({ mode: 'string' }),
    priority: text().$type<TaskPriority>().notNull().default('normal'),
    labels: jsonb().$type<string[]>().notNull().default([]),
    phase: text().$type<TaskPhase>().notNull().default('starting'),
    /** Order within the phase on the board (fractional: a move writes one row). */
    position: doublePrecision().notNull().default(0),
    done: boolean().notNull().default(false),
    doneAt: ts(),
    links: jsonb().$type<TaskLink[]>().notNull().default([]),
    keyResultId: text(),
    archivedAt: ts(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('tasks_live_idx').on(t.projectId, t.id).where(sql`archived_at IS NULL`),
    index('tasks_archived_idx').on(t.projectId, t.archivedAt, t.id).where(sql`archived_at IS NOT NULL`),
    index('tasks_assignee_idx').on(t.assigneeId, t.id).where(sql`archived_at IS NULL`),
    index('tasks_board_idx').on(t.projectId, t.phase, t.position),
    index('tasks_key_result_idx').on(t.projectId, t.keyResultId),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    projectId: project(),
    id: text().notNull(),
    taskId: text().notNull(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** Sanitised HTML. */
    body: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('task_comments_task_idx').on(t.projectId, t.taskId, t.id)],
);

export const taskActivity = pgTable(
  'task_activity',
  {
    projectId: project(),
    id: text().notNull(),
    taskId: text().notNull(),
    actorId: text().references(() => users.id, { onDelete: 'set null' }),
    /** created, updated, commented, archived, restored */
    kind: text().notNull(),
    /** Changed fields: `{field: [before, after]}`. */
    changes: jsonb().$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('task_activity_task_idx').on(t.projectId, t.taskId, t.id)],
);

export interface BookmarkRoute {
  name: string;
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/** A user's own bookmark tabs within a project. */
export const bookmarkTabs = pgTable(
  'bookmark_tabs',
  {
    projectId: project(),
    id: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    sortOrder: integer().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('bookmark_tabs_user_idx').on(t.projectId, t.userId, t.sortOrder)],
);

/** A saved view: the route (name, params, query) the list kit keeps in the URL. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    projectId: project(),
    id: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    data: jsonb().$type<BookmarkRoute>().notNull(),
    description: text().notNull().default(''),
    color: text(),
    icon: text(),
    tabId: text(),
    sortOrder: integer().notNull().default(1),
    tabSortOrder: integer().notNull().default(1),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('bookmarks_user_idx').on(t.projectId, t.userId, t.sortOrder, t.id)],
);

/** Tasks whose due-soon notice went out (the job checks it so a re-dated task is told again, once). */
export const taskDueNotices = pgTable(
  'task_due_notices',
  {
    projectId: project(),
    taskId: text().notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    sentAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.taskId, t.dueDate] })],
);
