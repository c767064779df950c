/**
 * `npm run seed`: boot the database (embedded or DATABASE_URL), migrate, seed the demo data once.
 * `npm run seed -- --orders 1000000 [--project prj_…]`: also generate that many more orders (with customers,
 * lines, payments, timeline, fulfillments) into the project (default: the demo project) — the bench's data.
 */
import { parseArgs } from 'node:util';
import { config } from '../../config.ts';
import { logger } from '../../lib/logger.ts';
import { bootRuntime } from '../../runtime.ts';
import { demoProjectId, generateCommerce } from './commerce.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';

const { values } = parseArgs({ options: { orders: { type: 'string' }, project: { type: 'string' } } });
const extraOrders = values.orders === undefined ? 0 : Number(values.orders);
if (!Number.isInteger(extraOrders) || extraOrders < 0) throw new Error('--orders takes a whole number');

const runtime = await bootRuntime(config, logger);
try {
  const seeded = await seedDemo(runtime.database);
  console.log(seeded ? `Seeded demo data. Sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}` : 'Demo data already present.');
  if (extraOrders > 0) {
    const projectId = values.project ?? (await demoProjectId(runtime.database, DEMO_EMAIL));
    if (!projectId) throw new Error('No project: pass --project prj_…');
    const result = await generateCommerce(runtime.database, projectId, { orders: extraOrders, seed: Date.now() % 2 ** 31 });
    console.log(
      `Generated ${result.orders} orders, ${result.customers} customers, ${result.lines} lines, ${result.events} events, ${result.payments} payments, ${result.fulfillments} fulfillments into ${projectId} in ${(result.ms / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await runtime.stop();
}
