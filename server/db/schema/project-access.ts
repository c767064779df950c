import { jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';

/** Invites to a project. The emailed token is stored as its SHA-256; redeemed once, before `expiresAt`. */
export const projectInvites = pgTable(
  'project_invites',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    id: text().notNull(),
    email: text().notNull(),
    role: text().notNull(),
    tokenHash: text().notNull(),
    invitedBy: text(),
    expiresAt: ts().notNull(),
    acceptedAt: ts(),
    acceptedBy: text(),
    revokedAt: ts(),
    sentAt: ts().notNull().defaultNow(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), uniqueIndex('project_invites_token_idx').on(t.tokenHash)],
);

/** Project API keys (auth entries). Only the SHA-256 of the key is stored; the key is shown once. */
export const projectApiKeys = pgTable(
  'project_api_keys',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    id: text().notNull(),
    name: text().notNull(),
    /** The first characters of the key, to recognise it in lists. */
    prefix: text().notNull(),
    keyHash: text().notNull(),
    permissions: jsonb().$type<string[]>().notNull().default([]),
    createdBy: text(),
    createdAt: ts().notNull().defaultNow(),
    lastUsedAt: ts(),
    revokedAt: ts(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), uniqueIndex('project_api_keys_hash_idx').on(t.keyHash)],
);
