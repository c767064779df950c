/** `npm run seed`: boot the database (embedded or DATABASE_URL), migrate, seed the demo data once. */
import { config } from '../../config.ts';
import { logger } from '../../lib/logger.ts';
import { bootRuntime } from '../../runtime.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './demo.ts';

const runtime = await bootRuntime(config, logger);
try {
  const seeded = await seedDemo(runtime.database);
  console.log(seeded ? `Seeded demo data. Sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}` : 'Demo data already present.');
} finally {
  await runtime.stop();
}
