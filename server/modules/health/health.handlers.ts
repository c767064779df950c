import { ping } from './health.repo.ts';
import { access } from '../../lib/access.ts';
import { z } from '@hono/zod-openapi';
import { createRouter, defineRoute, jsonResponse } from '../../lib/openapi.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) }).openapi('Health');

export const healthRoute = defineRoute({
  method: 'get',
  path: '/healthz',
  access: access.public(),
  tags: ['System'],
  summary: 'Liveness and database reachability',
  responses: { 200: jsonResponse(HealthSchema, 'Healthy'), 503: jsonResponse(HealthSchema, 'Database unreachable') },
});

export const healthRouter = createRouter();

healthRouter.openapi(healthRoute, async (c) => {
  try {
    await ping(c.get('deps').database.db);
    return c.json({ status: 'ok' as const, database: 'ok' as const }, 200);
  } catch {
    return c.json({ status: 'degraded' as const, database: 'down' as const }, 503);
  }
});
