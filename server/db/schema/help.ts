/**
 * Help content (spec 001 §3 "FAQs", "Blog"): FAQ groups, FAQs with one vote per user, and blog posts (the
 * tutorials of /support/tutorials/{slug}). Bodies are sanitised HTML; `search` columns are generated tsvectors
 * behind GIN indexes (full-text search with ranking and prefix matching; see docs/decisions/help.md).
 * Every row belongs to the project that wrote it; `platform_id` (copied from that project) lets content marked
 * `platform` / `parent-platform` reach the other projects of the same platform.
 */
import { sql } from 'drizzle-orm';
import { customType, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BlogType, BlogVisibility, FaqVisibility, FaqVote } from '../../../common/help.ts';
import { ts } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: text().notNull(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platformId: text(),
    name: text().notNull(),
    /** Display order within the project (ascending). */
    position: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('faq_groups_project_position_idx').on(t.projectId, t.position, t.id),
    index('faq_groups_platform_idx').on(t.platformId),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: text().notNull(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platformId: text(),
    /** Same project's group; the foreign key (ON DELETE SET NULL (group_id)) is custom SQL in 0011_help.sql. */
    groupId: text(),
    question: text().notNull(),
    /** Sanitised HTML. */
    answer: text().notNull(),
    /** The answer's text without tags (what search reads). */
    answerText: text().notNull(),
    position: integer().notNull().default(0),
    visibility: text().$type<FaqVisibility>().notNull().default('draft'),
    /** Vote counts, kept in the same transaction as the vote that changes them. */
    helpfulCount: integer().notNull().default(0),
    notHelpfulCount: integer().notNull().default(0),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(question, '')), 'A') || setweight(to_tsvector('english', coalesce(answer_text, '')), 'B')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('faqs_project_position_idx').on(t.projectId, t.position, t.id),
    index('faqs_platform_visibility_idx').on(t.platformId, t.visibility),
    index('faqs_group_idx').on(t.groupId),
    index('faqs_search_idx').using('gin', t.search),
  ],
);

export const faqVotes = pgTable(
  'faq_votes',
  {
    /** The FAQ's project (a platform FAQ is voted on from other projects too; the vote lives with the FAQ). */
    projectId: text().notNull(),
    faqId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: text().$type<FaqVote>().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.faqId, t.userId] }),
    foreignKey({ name: 'faq_votes_faq_fk', columns: [t.projectId, t.faqId], foreignColumns: [faqs.projectId, faqs.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text().notNull(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    platformId: text(),
    slug: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    /** Sanitised HTML; h2/h3 carry generated ids for the table of contents. */
    body: text().notNull(),
    bodyText: text().notNull(),
    cover: text(),
    authorName: text().notNull().default(''),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    visibility: text().$type<BlogVisibility>().notNull().default('draft'),
    type: text().$type<BlogType>().notNull().default('project'),
    publishedAt: ts(),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    uniqueIndex('blog_posts_project_slug_idx').on(t.projectId, t.slug),
    index('blog_posts_project_published_idx').on(t.projectId, t.publishedAt, t.id),
    index('blog_posts_platform_idx').on(t.platformId, t.type, t.visibility),
    index('blog_posts_search_idx').using('gin', t.search),
  ],
);
