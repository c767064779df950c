/**
 * Metrics contracts (spec 001 §7 "Metrics service", base `/v2/metrics`, also `/v1/metrics`): metrics, query,
 * ingest and record, admin query. Monitors are in monitors.routes.ts, the dashboard's data in dashboard.routes.ts.
 */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';

export const tags = ['Metrics'];

export const projectQuery = {
  project: z.string().min(1).max(64).openapi({ description: 'The project the caller works in' }),
};
export const idParam = (name: string) =>
  z
    .string()
    .min(1)
    .max(120)
    .openapi({ param: { name, in: 'path' } });

const isoTime = (what: string) =>
  z.iso.datetime({ offset: true, message: `The ${what} must be an ISO-8601 date and time.` }).openapi({ example: '2026-11-24T00:00:00Z' });
/** start and end: both required (spec 000 §5), end after start. */
export const rangeFields = { start: isoTime('start'), end: isoTime('end') };
export function checkRange<T extends { start: string; end: string }>(v: T, ctx: z.RefinementCtx) {
  if (new Date(v.end).getTime() <= new Date(v.start).getTime())
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start.' });
  else if (new Date(v.end).getTime() - new Date(v.start).getTime() > 3660 * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'The range may be at most ten years.' });
}

export const MetricSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    unit: z.string(),
    labels: z.array(z.string()).openapi({ description: 'Label keys seen on its points' }),
    createdAt: z.string(),
    lastPointAt: z.string().nullable(),
  })
  .openapi('Metric');
export const MetricListSchema = z.object({ metrics: z.array(MetricSchema), nextPageToken: z.string().nullable() }).openapi('MetricList');

export const QueryResultSchema = z
  .object({
    query: z.string(),
    metric: z.string(),
    aggregation: z.string(),
    start: z.string().openapi({ description: 'The start, rounded down to the resolution' }),
    end: z.string(),
    step: z.number().int().openapi({ description: 'Seconds per point' }),
    resolution: z.enum(['minute', 'hour', 'day', 'raw']).openapi({ description: 'What it was computed from' }),
    series: z.array(
      z.object({
        group: z.record(z.string(), z.string().nullable()),
        points: z.array(z.object({ t: z.string(), v: z.number().nullable() })),
      }),
    ),
    cached: z.boolean().optional(),
  })
  .openapi('MetricQueryResult');

const queryText = z.string().trim().min(1, 'Write a query.').max(1000).openapi({
  description: 'aggregation:metric{label=value,label!=value} by {label} step 1h — see docs/decisions/metrics.md',
  example: 'sum:orders.revenue{currency=EUR} by {source} step 1d',
});

export const QueryParams = z.object({ ...projectQuery, query: queryText, ...rangeFields }).superRefine(checkRange);
export const QueryBody = z
  .strictObject({
    project: z.string().min(1).max(64).optional(),
    query: queryText,
    ...rangeFields,
    cache: z.boolean().optional().openapi({ description: 'Reuse the result of an identical query (60 s)' }),
  })
  .superRefine(checkRange)
  .openapi('MetricQueryRequest');
export const AdminQueryBody = z
  .strictObject({
    query: queryText,
    ...rangeFields,
    project: z.string().min(1).max(64).optional().openapi({ description: 'Limit to one project' }),
  })
  .superRefine(checkRange)
  .openapi('MetricAdminQueryRequest');

const labelValue = z.union([z.string().max(200), z.number(), z.boolean()]).transform(String);
export const PointSchema = z
  .strictObject({
    metric: z
      .string()
      .regex(/^[A-Za-z0-9_.\-/]{1,200}$/, 'A metric name: letters, digits, _ . - / (at most 200).')
      .openapi({ example: 'orders.count' }),
    value: z.number().refine(Number.isFinite, 'The value must be a finite number.'),
    timestamp: isoTime('timestamp').optional().openapi({ description: 'When; now when absent' }),
    labels: z
      .record(z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/, 'Label names: letters, digits, _ . - (at most 100).'), labelValue)
      .refine((l) => Object.keys(l).length <= 20, 'At most 20 labels.')
      .optional(),
  })
  .openapi('MetricPoint');
export const IngestBody = z
  .strictObject({
    project: z.string().min(1).max(64).optional(),
    batchId: z
      .string()
      .min(1)
      .max(120)
      .optional()
      .openapi({ description: 'Idempotency: the same batch id again answers the first result' }),
    points: z.array(PointSchema).min(1, 'Send at least one point.').max(10_000, 'At most 10,000 points per batch.'),
  })
  .openapi('MetricIngestRequest');
export const IngestResultSchema = z
  .object({ batchId: z.string().nullable(), accepted: z.number().int(), replayed: z.boolean() })
  .openapi('MetricIngestResult');

const read = access.project(PERMISSIONS.metricsMetricsList);
const ingest = access.project(PERMISSIONS.metricsMetricsIngest);

export const listMetricsRoute = defineRoute({
  method: 'get',
  path: '/metrics',
  operationId: 'listMetrics',
  access: read,
  tags,
  summary: "The project's metrics, by name",
  request: {
    query: z.object({
      ...projectQuery,
      ...pageQuery,
      search: z.string().trim().max(200).optional().openapi({ description: 'Name prefix' }),
    }),
  },
  responses: { 200: jsonResponse(MetricListSchema, 'Metrics') },
});
export const getMetricRoute = defineRoute({
  method: 'get',
  path: '/metrics/{metricId}',
  operationId: 'getMetric',
  access: read,
  tags,
  summary: 'One metric (by id or by name)',
  request: { query: z.object(projectQuery), params: z.object({ metricId: idParam('metricId') }) },
  responses: { 200: jsonResponse(MetricSchema, 'The metric') },
});
export const queryRoute = defineRoute({
  method: 'get',
  path: '/query',
  operationId: 'queryMetrics',
  access: read,
  tags,
  summary: 'Run a query over [start, end) (both required)',
  request: { query: QueryParams },
  responses: { 200: jsonResponse(QueryResultSchema, 'The series') },
});
export const postQueryRoute = defineRoute({
  method: 'post',
  path: '/query',
  operationId: 'postQueryMetrics',
  access: read,
  tags,
  summary: 'Run a query; with `cache`, an identical query within 60 s answers the stored result',
  request: { query: z.object({ project: projectQuery.project.optional() }), body: jsonBody(QueryBody) },
  responses: { 200: jsonResponse(QueryResultSchema, 'The series') },
});
export const ingestRoute = defineRoute({
  method: 'post',
  path: '/ingest',
  operationId: 'ingestMetrics',
  access: ingest,
  tags,
  summary: 'Ingest a batch of points (API key or bearer); idempotent per batchId',
  request: { query: z.object({ project: projectQuery.project.optional() }), body: jsonBody(IngestBody) },
  responses: { 200: jsonResponse(IngestResultSchema, 'Accepted') },
});
export const recordRoute = defineRoute({
  method: 'post',
  path: '/',
  operationId: 'recordMetrics',
  access: ingest,
  tags,
  summary: 'Record metrics (the same body as ingest)',
  request: { query: z.object({ project: projectQuery.project.optional() }), body: jsonBody(IngestBody) },
  responses: { 200: jsonResponse(IngestResultSchema, 'Recorded') },
});
export const adminQueryRoute = defineRoute({
  method: 'post',
  path: '/admin/query',
  operationId: 'adminQueryMetrics',
  access: access.platformAdmin(),
  tags,
  summary: 'Platform admins: a query across every project (group by {project})',
  request: { body: jsonBody(AdminQueryBody) },
  responses: { 200: jsonResponse(QueryResultSchema, 'The series') },
});
