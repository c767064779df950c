/**
 * Shard-ready schema (docs/decisions/sharding.md): the rule in ./sharding.ts, read from the live, migrated schema,
 * so every area's new tables are checked as soon as their migration is merged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/setup/server.ts';
import type { Database } from './client.ts';
import { readSchema, shardingViolations } from './sharding.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('shard-ready schema', () => {
  it('every tenant table is keyed by project_id first; every other table is listed as global', async () => {
    const tables = await readSchema(database.pool);
    expect(tables.length).toBeGreaterThan(20);
    expect(shardingViolations(tables)).toEqual([]);
  });

  it('negative control: a tenant table keyed by id alone, an unlisted global table and a unique index without project_id fail', async () => {
    await database.pool.query(`
      CREATE TABLE bad_orders (id text PRIMARY KEY, project_id text NOT NULL, number text NOT NULL);
      CREATE UNIQUE INDEX bad_orders_number_idx ON bad_orders (number);
      CREATE TABLE bad_catalogue (code text PRIMARY KEY);
      CREATE TABLE good_orders (project_id text NOT NULL, id text NOT NULL, number text NOT NULL, PRIMARY KEY (project_id, id));
      CREATE UNIQUE INDEX good_orders_number_idx ON good_orders (project_id, number);`);
    try {
      const problems = shardingViolations(await readSchema(database.pool));
      expect(problems).toEqual([
        'bad_catalogue: no project_id — add it (tenant table, key it first) or list the table in GLOBAL_TABLES (server/db/sharding.ts)',
        'bad_orders: primary key (id) must start with project_id, e.g. primaryKey({ columns: [t.projectId, t.id] })',
        'bad_orders: unique index bad_orders_number_idx (number) must include project_id',
      ]);
    } finally {
      await database.pool.query('DROP TABLE bad_orders, bad_catalogue, good_orders');
    }
  });

  it('a stale exemption fails too', () => {
    expect(shardingViolations([], { gone: {} })).toEqual(['GLOBAL_TABLES lists gone, which does not exist: remove it']);
  });
});
