/**
 * The data side of the commerce bench (tests/bench/orders.ts runs it as a child process: the bench's own
 * TypeScript project does not include the server). On DATABASE_URL:
 *   prepare <orders>  the demo project up to <orders> orders (generateCommerce, timed), ANALYZE; prints JSON
 *                     { projectId, platformId, total, generated, generateMs, exportStart } (exportStart: the
 *                     creation time of the 100,000th newest order)
 *   explain           the customer list's plans (scripts/explain-customers.ts); prints JSON { customers, plans, markdown }
 */
import { connect } from '../server/db/client.ts';
import { demoProjectId, generateCommerce } from '../server/db/seed/commerce.ts';
import { DEMO_EMAIL } from '../server/db/seed/demo.ts';
import { explainCustomerFilters, explainMarkdown } from './explain-customers.ts';

const [command, arg] = process.argv.slice(2);
const database = connect(process.env.DATABASE_URL!, 4);
try {
  const projectId = await demoProjectId(database, DEMO_EMAIL);
  if (!projectId) throw new Error('no demo project');
  const count = async (table: string) =>
    (await database.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE project_id = $1`, [projectId])).rows[0].n as number;
  if (command === 'prepare') {
    const target = Number(arg);
    const existing = await count('orders');
    let generated = 0;
    let generateMs = 0;
    if (existing < target) {
      const gen = await generateCommerce(database, projectId, { orders: target - existing, seed: 15 });
      generated = gen.orders;
      generateMs = gen.ms;
    }
    await database.pool.query('ANALYZE customers; ANALYZE orders; ANALYZE order_lines');
    const platformId = (await database.pool.query('SELECT id FROM storefronts WHERE project_id = $1', [projectId])).rows[0].id as string;
    const since = (
      await database.pool.query(
        'SELECT created_at FROM orders WHERE project_id = $1 ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST OFFSET 99999 LIMIT 1',
        [projectId],
      )
    ).rows[0]?.created_at as Date | undefined;
    console.log(
      JSON.stringify({
        projectId,
        platformId,
        total: await count('orders'),
        generated,
        generateMs,
        exportStart: since?.toISOString() ?? null,
      }),
    );
  } else if (command === 'explain') {
    const plans = await explainCustomerFilters(database, projectId);
    console.log(JSON.stringify({ customers: await count('customers'), plans, markdown: explainMarkdown(plans) }));
  } else throw new Error('usage: bench-orders-data.ts prepare <orders> | explain');
} finally {
  await database.close();
}
