/**
 * Platforms (the white-label brands projects run on), their terms and conditions, who signed which terms,
 * and the header search log (spec 000 §3 "Terms", "Search log", §7 "Platform public").
 */
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

export interface PlatformLogo {
  url: string;
  meta: { context?: string; device?: string; theme?: string; backgroundColor?: string };
}

export const platforms = pgTable('platforms', {
  id: text().primaryKey(),
  name: text().notNull(),
  /** A public platform lets anyone create projects on it (the Create project entry). */
  isPublic: boolean().notNull().default(false),
  /** Host names the platform answers on; the first is its canonical host. */
  domains: jsonb().$type<string[]>().notNull().default([]),
  logos: jsonb().$type<PlatformLogo[]>().notNull().default([]),
  favicon: text(),
  /** The platform served on local hosts and our own hosts. Exactly one row has it. */
  isDefault: boolean().notNull().default(false),
  createdAt: ts().notNull().defaultNow(),
  updatedAt: ts().notNull().defaultNow(),
});

/** Terms versions of a platform; the active terms are the latest published one. */
export const platformTerms = pgTable(
  'platform_terms',
  {
    id: text().primaryKey(),
    platformId: text()
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    version: text().notNull(),
    title: text().notNull(),
    /** Sanitised HTML. */
    content: text().notNull(),
    publishedAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_terms_version_idx').on(t.platformId, t.version),
    index('platform_terms_latest_idx').on(t.platformId, t.publishedAt),
  ],
);

/** A user's signature of a terms version, made while working in a project (project id kept for the record). */
export const platformTermsSignatures = pgTable(
  'platform_terms_signatures',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    platformId: text().notNull(),
    projectId: text(),
    termsId: text()
      .notNull()
      .references(() => platformTerms.id, { onDelete: 'cascade' }),
    version: text().notNull(),
    signedAt: ts().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_terms_signatures_user_terms_idx').on(t.userId, t.termsId)],
);

/** Header search log (searchLogContext `platform_search`). */
export const searchLogs = pgTable(
  'search_logs',
  {
    id: text().primaryKey(),
    platformId: text().notNull(),
    userId: text(),
    projectId: text(),
    searchTerm: text().notNull(),
    searchResultNumber: integer().notNull(),
    searchLogContext: text().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [index('search_logs_platform_idx').on(t.platformId, t.createdAt)],
);
