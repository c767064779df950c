import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { users } from './users.ts';

/** Organisations group projects (`projects.organisation_id`). */
export const organisations = pgTable('organisations', {
  id: text().primaryKey(),
  name: text().notNull(),
  createdBy: text().references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts().notNull().defaultNow(),
});

/** Who may see an organisation directly (its creator); members of its projects see it too. */
export const organisationMembers = pgTable(
  'organisation_members',
  {
    organisationId: text()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.userId] }), index('organisation_members_user_idx').on(t.userId)],
);
