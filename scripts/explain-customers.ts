/**
 * The customer list's query plans at demo scale: for each filter and sort, the SQL the list runs (first page and
 * a later page, built by customers.repo.ts itself) under `EXPLAIN (ANALYZE)`, with the index each one uses and
 * its time. `DATA_DIR=.tmp/x npx tsx scripts/explain-customers.ts [prj_…]` (default: the demo project) prints
 * Markdown for docs/decisions/commerce-indexes.md. The bench runs it too (tests/bench/orders.ts).
 */
import { config } from '../server/config.ts';
import type { Database } from '../server/db/client.ts';
import { demoProjectId } from '../server/db/seed/commerce.ts';
import { DEMO_EMAIL } from '../server/db/seed/demo.ts';
import { logger } from '../server/lib/logger.ts';
import { parseCustomerFilters } from '../server/modules/commerce/customer-filters.ts';
import { customerListQuery, customerSeek } from '../server/modules/commerce/customers.repo.ts';
import { bootRuntime } from '../server/runtime.ts';

export const CUSTOMER_FILTER_CASES: [label: string, query: Record<string, string>][] = [
  ['default (newest purchase first)', {}],
  ['sortBy=lastPurchased (oldest first)', { sortBy: 'lastPurchased' }],
  ['sortBy=-lifetimeValue', { sortBy: '-lifetimeValue' }],
  ['sortBy=lifetimeValue', { sortBy: 'lifetimeValue' }],
  ['sortBy=-totalOrderCount', { sortBy: '-totalOrderCount' }],
  ['sortBy=createdAt', { sortBy: 'createdAt' }],
  ['sortBy=-createdAt', { sortBy: '-createdAt' }],
  ['countries=DE', { countries: 'DE' }],
  ['countries=FR,BE,NL', { countries: 'FR,BE,NL' }],
  ['gender=female', { gender: 'female' }],
  ['totalOrderCount=gte:5', { totalOrderCount: 'gte:5' }],
  ['refundedOrderCount=gte:1', { refundedOrderCount: 'gte:1' }],
  ['lifetimeValue=gte:50000 & sortBy=-lifetimeValue', { lifetimeValue: 'gte:50000', sortBy: '-lifetimeValue' }],
  ['lifetimeValue=gte:100000 (default sort)', { lifetimeValue: 'gte:100000' }],
  ['lastPurchasedStart/End (one month)', { lastPurchasedStart: monthAgo(2), lastPurchasedEnd: monthAgo(1) }],
  ['search=ann', { search: 'ann' }],
  ['search=anna mül', { search: 'anna mül' }],
  ['countries=DE & gender=male & totalOrderCount=gte:2', { countries: 'DE', gender: 'male', totalOrderCount: 'gte:2' }],
];

function monthAgo(n: number) {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
function indexesOf(node: PlanNode, out = new Set<string>()): Set<string> {
  if (node['Index Name']) out.add(`${node['Node Type']} ${node['Index Name']}`);
  for (const p of node.Plans ?? []) indexesOf(p, out);
  return out;
}

export interface ExplainRow {
  label: string;
  page: 'first' | 'later';
  indexes: string;
  ms: number;
  rows: number;
}

/** EXPLAIN ANALYZE of every case (first page, and a page after a row in the middle of the sort). */
export async function explainCustomerFilters(database: Database, projectId: string): Promise<ExplainRow[]> {
  const out: ExplainRow[] = [];
  for (const [label, query] of CUSTOMER_FILTER_CASES) {
    const f = parseCustomerFilters(query);
    const first = customerListQuery(database.db, projectId, f, undefined, 21);
    const rows = await first;
    const pages: ['first' | 'later', ReturnType<typeof customerListQuery>][] = [['first', first]];
    const mid = rows[10];
    if (mid) {
      const v = f.sort.key === 'lastPurchased' ? mid.lastPurchasedAt : f.sort.key === 'createdAt' ? mid.createdAt : mid[f.sort.key];
      if (v !== null) pages.push(['later', customerListQuery(database.db, projectId, f, customerSeek(f, v, mid.id), 21)]);
    }
    for (const [page, q] of pages) {
      const { sql, params } = q.toSQL();
      const res = await database.pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
      const plan = (res.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode & { 'Actual Rows': number }; 'Execution Time': number }] })[
        'QUERY PLAN'
      ][0];
      out.push({
        label,
        page,
        indexes: [...indexesOf(plan.Plan)].join(', ') || plan.Plan['Node Type'],
        ms: plan['Execution Time'],
        rows: plan.Plan['Actual Rows'],
      });
    }
  }
  return out;
}

export function explainMarkdown(rows: ExplainRow[]) {
  const lines = ['| filter / sort | page | plan (index) | rows | ms |', '|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.label} | ${r.page} | ${r.indexes} | ${r.rows} | ${r.ms.toFixed(2)} |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runtime = await bootRuntime(config, logger);
  try {
    const projectId = process.argv[2] ?? (await demoProjectId(runtime.database, DEMO_EMAIL));
    if (!projectId) throw new Error('no project');
    await runtime.database.pool.query('ANALYZE customers');
    const count = await runtime.database.pool.query('SELECT count(*)::int AS n FROM customers WHERE project_id = $1', [projectId]);
    console.log(`${count.rows[0].n} customers in ${projectId}\n`);
    console.log(explainMarkdown(await explainCustomerFilters(runtime.database, projectId)));
  } finally {
    await runtime.stop();
  }
}
