/** Metrics handlers: list, get, query (GET and POST), ingest, record, admin query. */
import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../../lib/context.ts';
import { CODES } from '../../../lib/error-codes.ts';
import { notFound } from '../../../lib/errors.ts';
import { findMetric, pageMetrics, toMetricDto } from '../metrics.repo.ts';
import type {
  adminQueryRoute,
  getMetricRoute,
  ingestRoute,
  listMetricsRoute,
  postQueryRoute,
  queryRoute,
  recordRoute,
} from '../metrics.routes.ts';
import { cachedQuery, ingest, query } from '../metrics.service.ts';

type C = Parameters<RouteHandler<typeof listMetricsRoute, AppEnv>>[0];
const database = (c: C) => c.get('deps').database;

export const listMetrics: RouteHandler<typeof listMetricsRoute, AppEnv> = async (c) => {
  const page = await pageMetrics(database(c).db, c.get('access').projectId, c.req.valid('query'));
  return c.json({ metrics: page.items.map(toMetricDto), nextPageToken: page.nextPageToken }, 200);
};

export const getMetric: RouteHandler<typeof getMetricRoute, AppEnv> = async (c) => {
  const row = await findMetric(c.get('deps').database.db, c.get('access').projectId, c.req.valid('param').metricId);
  if (!row) throw notFound('Metric', CODES.METRIC_NOT_FOUND);
  return c.json(toMetricDto(row), 200);
};

export const queryMetrics: RouteHandler<typeof queryRoute, AppEnv> = async (c) => {
  const q = c.req.valid('query');
  return c.json(await query(c.get('deps').database.db, c.get('access').projectId, q.query, q.start, q.end), 200);
};

export const postQueryMetrics: RouteHandler<typeof postQueryRoute, AppEnv> = async (c) => {
  const b = c.req.valid('json');
  return c.json(await cachedQuery(c.get('deps').database.db, c.get('access').projectId, b.query, b.start, b.end, b.cache === true), 200);
};

export const ingestMetrics: RouteHandler<typeof ingestRoute, AppEnv> = async (c) =>
  c.json(await ingest(c.get('deps').database, c.get('access').projectId, c.req.valid('json')), 200);

export const recordMetrics: RouteHandler<typeof recordRoute, AppEnv> = async (c) =>
  c.json(await ingest(c.get('deps').database, c.get('access').projectId, c.req.valid('json')), 200);

export const adminQueryMetrics: RouteHandler<typeof adminQueryRoute, AppEnv> = async (c) => {
  const b = c.req.valid('json');
  return c.json(await query(c.get('deps').database.db, b.project ?? null, b.query, b.start, b.end), 200);
};
