import { boolean, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

export interface ProjectFlag {
  kind?: string;
  message: string;
  level: 'danger' | 'warning' | 'success' | 'default';
  actions?: { text: string; to?: string }[];
}
export interface ProjectLogo {
  url: string;
  meta: { context?: string; device?: string; theme?: string; backgroundColor?: string };
}

export const projects = pgTable('projects', {
  id: text().primaryKey(),
  name: text().notNull(),
  planCode: text().notNull().default('demo'),
  flags: jsonb().$type<ProjectFlag[]>().notNull().default([]),
  domains: jsonb().$type<string[]>().notNull().default([]),
  customDomain: text(),
  logos: jsonb().$type<ProjectLogo[]>().notNull().default([]),
  favicon: text(),
  platformId: text(),
  organisationId: text(),
  requireTwoFactor: boolean().notNull().default(false),
  createdAt: ts().notNull().defaultNow(),
  updatedAt: ts().notNull().defaultNow(),
});

/** Membership: tenant table, keyed by project first (shardable by project_id). */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Built-in role code (owner, admin, member) or a custom role id. */
    role: text().notNull().default('member'),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index('project_members_user_idx').on(t.userId)],
);
