/**
 * Drive (spec 001 §7 "Files and storage", under /v1/drive): files with their metadata, the change feed the sync
 * calls read, the per-project storage setup (admin) and the usage events the admin metrics sum.
 * File contents live in object storage (local disk or S3, `server/lib/storage/`), keyed `<project>/<file id>`;
 * names and folders are metadata only, so no name ever becomes a storage path. See docs/decisions/drive.md.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './projects.ts';
import { users } from './users.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytes = () => bigint({ mode: 'number' });

export type DriveFileStatus = 'uploading' | 'ready';
export type DriveChangeKind = 'created' | 'updated' | 'deleted';
export type DriveUsageKind = 'upload' | 'download' | 'delete';
export type DriveCustomFields = Record<string, string | number | boolean | null>;

export const driveFiles = pgTable(
  'drive_files',
  {
    id: text().notNull(),
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** `/` or `/a/b` (no trailing slash). */
    folder: text().notNull().default('/'),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /** The tags joined by spaces (what search reads; a generated column cannot call array_to_string). */
    tagsText: text().notNull().default(''),
    fields: jsonb().$type<DriveCustomFields>().notNull().default({}),
    /** Sniffed from the bytes once the upload completes (null while uploading). */
    contentType: text(),
    /** What the client said at create (informational only). */
    declaredType: text(),
    size: bytes().notNull(),
    /** Bytes received so far (= size when ready). */
    received: bytes().notNull().default(0),
    sha256: text(),
    status: text().$type<DriveFileStatus>().notNull().default('uploading'),
    public: boolean().notNull().default(false),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(tags_text, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.id] }),
    index('drive_files_project_name_idx').on(t.projectId, t.name, t.id),
    index('drive_files_project_updated_idx').on(t.projectId, t.updatedAt, t.id),
    index('drive_files_project_size_idx').on(t.projectId, t.size, t.id),
    index('drive_files_project_folder_idx').on(t.projectId, t.folder, t.name, t.id),
    index('drive_files_search_idx').using('gin', t.search),
  ],
);

/** The change feed: one row per create, update and delete, in commit order per project (`seq`). */
export const driveChanges = pgTable(
  'drive_changes',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    fileId: text().notNull(),
    kind: text().$type<DriveChangeKind>().notNull(),
    at: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.seq] })],
);

/** A project's storage setup (admin): quota, largest file, allowed types. No row: the configured defaults. */
export const driveSettings = pgTable(
  'drive_settings',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    quotaBytes: bytes().notNull(),
    maxFileBytes: bytes().notNull(),
    /** MIME types or `type/*` patterns; empty: any type. */
    allowedTypes: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId] })],
);

/** Usage events (uploads completed, downloads served, deletes) that the admin metrics sum over a time range. */
export const driveUsage = pgTable(
  'drive_usage',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    kind: text().$type<DriveUsageKind>().notNull(),
    bytes: bytes().notNull(),
    at: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('drive_usage_at_idx').on(t.at)],
);
