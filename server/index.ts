/** Start: config, database (embedded or DATABASE_URL), migrate, seed on first start, jobs, listen. */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { config, displayHost } from './config.ts';
import { seedDemo } from './db/seed/demo.ts';
import { revocationsFor } from './lib/auth/revocations.ts';
import { startWorker } from './lib/jobs.ts';
import { logger } from './lib/logger.ts';
import { bootRuntime } from './runtime.ts';
import './modules/jobs.ts';

const t0 = performance.now();
const runtime = await bootRuntime(config, logger).catch((err: unknown) => {
  // Say why at error level (not an anonymous rejection), then exit non-zero.
  logger.error({ err }, err instanceof Error ? err.message : 'start failed');
  logger.flush?.();
  process.stderr.write(`\nShopfloor could not start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
if (config.SEED_DEMO) {
  const seeded = await seedDemo(runtime.database);
  if (seeded) logger.info({ email: seeded.email }, 'demo data seeded');
}
// Revoked sessions: listen and load the recent ones before the first request (bearer checks stay DB-free).
await revocationsFor(runtime.database).ready;
const stopWorker = config.JOBS_ENABLED ? await startWorker(runtime.database, logger) : async () => {};
const app = createApp(runtime.deps);

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const url = config.PUBLIC_URL ?? `http://${displayHost(config.HOST)}:${info.port}`;
  logger.info({ url, startMs: Math.round(performance.now() - t0) }, 'listening');
  process.stdout.write(
    `\n  Shopfloor is running at ${url}\n  Demo login: demo@shopfloor.local / demo-password-2026\n  API reference: ${url}/docs\n\n`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  await stopWorker().catch(() => {});
  await runtime.stop().catch((err) => logger.error({ err }, 'stop failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
