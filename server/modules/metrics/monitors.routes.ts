/** Monitor contracts (spec 001 §7: GET /monitors (optional tags), GET one, inspect (start, end), POST settings). */
import { z } from '@hono/zod-openapi';
import { PERMISSIONS } from '../../../common/permissions.ts';
import { MONITOR_CHANNELS, MONITOR_STATES, MONITOR_TYPES } from '../../../common/metrics.ts';
import { access } from '../../lib/access.ts';
import { defineRoute, jsonBody, jsonResponse, pageQuery } from '../../lib/openapi.ts';
import { checkRange, idParam, projectQuery, QueryResultSchema, rangeFields } from './metrics.routes.ts';

const tags = ['Metrics'];

export const MonitorSettingsSchema = z
  .object({
    comparator: z.enum(['above', 'below']),
    threshold: z.number(),
    window: z.string().openapi({ description: 'A duration (15m, 6h, 1d) or `today`' }),
    noDataMinutes: z.number().int(),
    evaluationIntervalMinutes: z.number().int(),
    channel: z.enum(MONITOR_CHANNELS),
    muted: z.boolean(),
  })
  .openapi('MonitorSettings');

export const MonitorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(MONITOR_TYPES),
    query: z.string(),
    message: z.string(),
    tags: z.array(z.string()),
    settings: MonitorSettingsSchema,
    state: z.enum(MONITOR_STATES),
    stateChangedAt: z.string().nullable(),
    lastValue: z.number().nullable(),
    lastEvaluatedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Monitor');
export const MonitorListSchema = z
  .object({ monitors: z.array(MonitorSchema), nextPageToken: z.string().nullable() })
  .openapi('MonitorList');

export const MonitorEventSchema = z
  .object({
    id: z.string(),
    fromState: z.enum(MONITOR_STATES),
    toState: z.enum(MONITOR_STATES),
    value: z.number().nullable(),
    notified: z.boolean(),
    at: z.string(),
  })
  .openapi('MonitorEvent');
export const InspectSchema = z
  .object({
    monitor: MonitorSchema,
    series: z.array(QueryResultSchema).openapi({ description: "The monitor's queries over the range (two for a ratio)" }),
    events: z.array(MonitorEventSchema).openapi({ description: 'State changes in the range, oldest first' }),
  })
  .openapi('MonitorInspection');

const durationOrToday = z
  .string()
  .trim()
  .regex(/^(today|\d{1,5}[mhd])$/, 'Use a duration such as 15m, 6h or 1d, or today.');
export const MonitorSettingsBody = z
  .strictObject({
    project: z.string().min(1).max(64).optional(),
    name: z.string().trim().min(1, 'The name is required.').max(120).optional(),
    comparator: z.enum(['above', 'below']).optional(),
    threshold: z.number().refine(Number.isFinite, 'The threshold must be a number.').optional(),
    window: durationOrToday.optional(),
    noDataMinutes: z.number().int().min(1, 'At least one minute.').max(10_080, 'At most a week (10,080 minutes).').optional(),
    evaluationIntervalMinutes: z
      .number()
      .int()
      .min(1, 'At least every minute.')
      .max(1440, 'At least once a day (1,440 minutes).')
      .optional(),
    channel: z.enum(MONITOR_CHANNELS).optional(),
    muted: z.boolean().optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  })
  .openapi('MonitorSettingsRequest');

const read = access.project(PERMISSIONS.metricsMonitorsList);
const params = z.object({ monitorId: idParam('monitorId') });

export const listMonitorsRoute = defineRoute({
  method: 'get',
  path: '/monitors',
  operationId: 'listMonitors',
  access: read,
  tags,
  summary: 'Monitors with their states; `tags` (comma-separated) keeps those having every tag',
  request: { query: z.object({ ...projectQuery, ...pageQuery, tags: z.string().max(500).optional() }) },
  responses: { 200: jsonResponse(MonitorListSchema, 'Monitors') },
});
export const getMonitorRoute = defineRoute({
  method: 'get',
  path: '/monitors/{monitorId}',
  operationId: 'getMonitor',
  access: read,
  tags,
  summary: 'One monitor',
  request: { query: z.object(projectQuery), params },
  responses: { 200: jsonResponse(MonitorSchema, 'The monitor') },
});
export const inspectMonitorRoute = defineRoute({
  method: 'get',
  path: '/monitors/{monitorId}/inspect',
  operationId: 'inspectMonitor',
  access: read,
  tags,
  summary: "A monitor's series and state changes over [start, end) (both required)",
  request: { query: z.object({ ...projectQuery, ...rangeFields }).superRefine(checkRange), params },
  responses: { 200: jsonResponse(InspectSchema, 'Series and history') },
});
export const monitorSettingsRoute = defineRoute({
  method: 'post',
  path: '/monitors/{monitorId}/settings',
  operationId: 'updateMonitorSettings',
  access: access.project(PERMISSIONS.metricsMonitorsManage),
  tags,
  summary: 'Change thresholds, window, evaluation interval, channel, mute, name or tags (re-evaluated at once)',
  request: { query: z.object({ project: projectQuery.project.optional() }), params, body: jsonBody(MonitorSettingsBody) },
  responses: { 200: jsonResponse(MonitorSchema, 'The monitor') },
});
