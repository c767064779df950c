/**
 * The shard-ready rule (docs/decisions/sharding.md), checked against the LIVE schema by ./sharding.test.ts so a
 * new area's tables are checked the moment they are migrated:
 *
 * - a table with a NOT NULL `project_id` column is a tenant table: its primary key starts with `project_id`, and
 *   every unique index includes `project_id` (Citus can only enforce uniqueness inside one shard);
 * - `projects` is the root: its `id` is the distribution column;
 * - every other table (no `project_id`, or a nullable one) must be listed below with what it becomes on Citus.
 */
import type pg from 'pg';

export type GlobalKind =
  /** A small catalogue every node needs for joins: a Citus reference table (replicated to all nodes). */
  | 'reference'
  /** Account-, platform- or system-level rows with no single project: stays a local table on the coordinator. */
  | 'local';

/** Tables that are not sharded by project, with the reason. A table missing from here without `project_id` fails. */
export const GLOBAL_TABLES: Record<string, { kind: GlobalKind; why: string }> = {
  app_settings: { kind: 'local', why: 'process-wide secrets and keys' },
  audit_log: { kind: 'local', why: 'project_id is nullable: platform and account actions have no project' },
  auth_attempts: { kind: 'local', why: 'login throttle, keyed by account/address' },
  domain_claims: { kind: 'local', why: 'a verified custom domain belongs to one project across all projects (the 409)' },
  device_codes: { kind: 'local', why: 'device sign-in codes of a user' },
  insert_types: { kind: 'reference', why: 'printed insert types every project picks from' },
  integration_categories: { kind: 'reference', why: 'marketplace catalogue' },
  integration_listings: { kind: 'reference', why: 'marketplace catalogue' },
  integration_products: { kind: 'reference', why: 'marketplace catalogue' },
  jobs: { kind: 'local', why: 'the job queue of all processes' },
  notifications: { kind: 'local', why: 'per user; project_id is nullable (account notifications)' },
  one_time_codes: { kind: 'local', why: 'per user' },
  organisation_members: { kind: 'local', why: 'organisations sit above projects' },
  organisations: { kind: 'reference', why: 'few rows, joined from projects' },
  permission_notes: { kind: 'reference', why: 'static catalogue of permissions' },
  platform_terms: { kind: 'reference', why: 'per platform, read on every sign-in' },
  platform_terms_signatures: { kind: 'local', why: 'per user; project_id is nullable' },
  platforms: { kind: 'reference', why: 'few rows, joined from projects' },
  push_subscriptions: { kind: 'local', why: 'per user device' },
  revoked_sessions: { kind: 'local', why: 'session revocations of all processes' },
  search_logs: { kind: 'local', why: 'per platform; project_id is nullable' },
  sessions: { kind: 'local', why: 'per user' },
  two_factor_recovery_codes: { kind: 'local', why: 'per user' },
  users: { kind: 'reference', why: 'joined from every member list; a user belongs to many projects' },
};

/**
 * Unique indexes on tenant tables that deliberately lack `project_id`: a global lookup by a random secret's hash
 * (unique by construction). On Citus they become plain indexes (or a lookup reference table).
 */
export const GLOBAL_UNIQUE_INDEXES: Record<string, string> = {
  project_api_keys_hash_idx: 'API key lookup by hash before the project is known',
  project_invites_token_idx: 'invite acceptance by token before the project is known',
};

export const ROOT_TABLE = 'projects';

export interface TableShape {
  name: string;
  primaryKey: string[];
  projectId: 'none' | 'nullable' | 'not null';
  uniqueIndexes: { name: string; columns: string[] }[];
}

/** Every table of the public schema, as the database sees it. */
export async function readSchema(client: Pick<pg.Pool, 'query'>): Promise<TableShape[]> {
  const { rows } = await client.query<{
    name: string;
    pk: string[] | null;
    pid: boolean | null;
    uniq: { name: string; columns: string[] }[] | null;
  }>(`
    SELECT c.relname AS name,
      (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM pg_index i
         CROSS JOIN unnest(i.indkey) WITH ORDINALITY k(att, ord)
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.att
        WHERE i.indrelid = c.oid AND i.indisprimary) AS pk,
      (SELECT a.attnotnull FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'project_id' AND NOT a.attisdropped) AS pid,
      (SELECT json_agg(json_build_object('name', ic.relname, 'columns',
          (SELECT coalesce(array_agg(a.attname::text ORDER BY k.ord), '{}') FROM unnest(i.indkey) WITH ORDINALITY k(att, ord)
             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.att)))
         FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
        WHERE i.indrelid = c.oid AND i.indisunique AND NOT i.indisprimary) AS uniq
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`);
  return rows.map((r) => ({
    name: r.name,
    primaryKey: r.pk ?? [],
    projectId: r.pid === null ? 'none' : r.pid ? 'not null' : 'nullable',
    uniqueIndexes: r.uniq ?? [],
  }));
}

/** What breaks the rule, one sentence per problem (empty = shard-ready). */
export function shardingViolations(
  tables: TableShape[],
  globals: Record<string, unknown> = GLOBAL_TABLES,
  globalUniques: Record<string, unknown> = GLOBAL_UNIQUE_INDEXES,
): string[] {
  const problems: string[] = [];
  for (const t of tables) {
    if (t.name === ROOT_TABLE) {
      if (t.primaryKey.join() !== 'id') problems.push(`${t.name}: the root table's primary key must be (id)`);
      continue;
    }
    const listed = t.name in globals;
    if (t.projectId !== 'not null') {
      if (!listed)
        problems.push(
          t.projectId === 'nullable'
            ? `${t.name}: project_id is nullable — make it NOT NULL (tenant table) or list the table in GLOBAL_TABLES (server/db/sharding.ts)`
            : `${t.name}: no project_id — add it (tenant table, key it first) or list the table in GLOBAL_TABLES (server/db/sharding.ts)`,
        );
      continue;
    }
    if (listed) problems.push(`${t.name}: has a NOT NULL project_id, so it is a tenant table — remove it from GLOBAL_TABLES`);
    if (t.primaryKey[0] !== 'project_id')
      problems.push(
        `${t.name}: primary key (${t.primaryKey.join(', ') || 'none'}) must start with project_id, e.g. primaryKey({ columns: [t.projectId, t.id] })`,
      );
    for (const u of t.uniqueIndexes)
      if (!u.columns.includes('project_id') && !(u.name in globalUniques))
        problems.push(`${t.name}: unique index ${u.name} (${u.columns.join(', ') || 'expression'}) must include project_id`);
  }
  const names = new Set(tables.map((t) => t.name));
  for (const g of Object.keys(globals)) if (!names.has(g)) problems.push(`GLOBAL_TABLES lists ${g}, which does not exist: remove it`);
  return problems;
}
