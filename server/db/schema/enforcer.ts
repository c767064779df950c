import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';

/** Custom roles of a project: named sets of permission strings. Built-in roles live in common/permissions.ts. */
export const projectRoles = pgTable(
  'project_roles',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    id: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    permissions: jsonb().$type<string[]>().notNull().default([]),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] })],
);

/** Platform-wide descriptions of permissions, editable by platform admins. */
export const permissionNotes = pgTable('permission_notes', {
  permission: text().primaryKey(),
  description: text().notNull(),
  updatedAt: ts().notNull().defaultNow(),
});

/**
 * Audit log: every change of roles, membership, keys and invites, written in the same transaction as the
 * change. No foreign key to projects: the trail outlives a deleted project.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text().primaryKey(),
    projectId: text(),
    actorId: text(),
    actorKind: text({ enum: ['user', 'apiKey', 'system'] }).notNull(),
    action: text().notNull(),
    target: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('audit_log_project_idx').on(t.projectId, t.id), index('audit_log_action_idx').on(t.action)],
);
