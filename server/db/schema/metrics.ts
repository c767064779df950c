/**
 * Metrics and monitors (issue 23; docs/decisions/metrics.md). Tenant tables: every key starts with project_id.
 *
 * - `metric_points` is append-only raw data, physically ordered by arrival (≈ time): a BRIN index on `ts` keeps
 *   time-range scans cheap at a tiny size; a btree on (project, metric, ts) serves per-series raw reads (p95).
 * - `metric_rollups` holds minute, hour and day buckets per series (one row per resolution × series × bucket),
 *   maintained in the same statement as the insert of the raw points (INSERT … ON CONFLICT DO UPDATE).
 * - Retention per resolution is applied by the `metrics.retention` job.
 */
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MONITOR_CHANNELS, MONITOR_STATES, MONITOR_TYPES, type MonitorState, type MonitorType } from '../../../common/metrics.ts';
import { ts } from './columns.ts';

export { MONITOR_CHANNELS, MONITOR_STATES, MONITOR_TYPES, type MonitorState, type MonitorType };
import { projects } from './projects.ts';

const project = () =>
  text()
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export type MetricLabels = Record<string, string>;

export const metrics = pgTable(
  'metrics',
  {
    projectId: project(),
    id: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    unit: text().notNull().default(''),
    /** Label keys seen so far (for the explorer's filters). */
    labelKeys: jsonb().$type<string[]>().notNull().default([]),
    createdAt: ts().notNull().defaultNow(),
    lastPointAt: ts(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), uniqueIndex('metrics_name_uq').on(t.projectId, t.name)],
);

export const metricPoints = pgTable(
  'metric_points',
  {
    projectId: project(),
    id: bigint({ mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    metricId: text().notNull(),
    ts: ts().notNull(),
    value: doublePrecision().notNull(),
    /** Canonical JSON of the labels (keys sorted): the series within the metric. */
    seriesKey: text().notNull(),
    labels: jsonb().$type<MetricLabels>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('metric_points_series_idx').on(t.projectId, t.metricId, t.ts)],
);

export const METRIC_RESOLUTIONS = ['minute', 'hour', 'day'] as const;
export type MetricResolution = (typeof METRIC_RESOLUTIONS)[number];

export const metricRollups = pgTable(
  'metric_rollups',
  {
    projectId: project(),
    metricId: text().notNull(),
    resolution: text().$type<MetricResolution>().notNull(),
    seriesKey: text().notNull(),
    bucket: ts().notNull(),
    labels: jsonb().$type<MetricLabels>().notNull(),
    count: bigint({ mode: 'number' }).notNull(),
    sum: doublePrecision().notNull(),
    min: doublePrecision().notNull(),
    max: doublePrecision().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.metricId, t.resolution, t.bucket, t.seriesKey] }),
    index('metric_rollups_bucket_brin').using('brin', t.bucket),
  ],
);

/** Ingested batches, for idempotency per batch id (same id + same body → the first answer; another body → 409). */
export const metricBatches = pgTable(
  'metric_batches',
  {
    projectId: project(),
    id: text().notNull(),
    requestHash: text().notNull(),
    accepted: integer().notNull(),
    createdAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('metric_batches_created_idx').on(t.createdAt)],
);

export interface MonitorSettings {
  /** threshold monitors: alert when the value is `above` / `below` the threshold. */
  comparator: 'above' | 'below';
  threshold: number;
  /** The window the value is computed over: a duration (`15m`, `6h`, `1d`) or `today` (since 00:00 UTC). */
  window: string;
  /** no_data monitors: alert when the metric has had no point for this many minutes. */
  noDataMinutes: number;
  evaluationIntervalMinutes: number;
  channel: (typeof MONITOR_CHANNELS)[number];
  muted: boolean;
}

export const monitors = pgTable(
  'monitors',
  {
    projectId: project(),
    id: text().notNull(),
    name: text().notNull(),
    type: text().$type<MonitorType>().notNull(),
    /** A query of the query language; threshold monitors may divide two (`a / b`). */
    query: text().notNull(),
    message: text().notNull().default(''),
    tags: jsonb().$type<string[]>().notNull().default([]),
    settings: jsonb().$type<MonitorSettings>().notNull(),
    state: text().$type<MonitorState>().notNull().default('ok'),
    stateChangedAt: ts(),
    lastValue: doublePrecision(),
    lastEvaluatedAt: ts(),
    /** Bumped when the schedule changes: a queued evaluation carrying an older token is dropped. */
    scheduleToken: integer().notNull().default(0),
    createdAt: ts().notNull().defaultNow(),
    updatedAt: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('monitors_tags_idx').using('gin', t.tags)],
);

export const monitorEvents = pgTable(
  'monitor_events',
  {
    projectId: project(),
    id: text().notNull(),
    monitorId: text().notNull(),
    fromState: text().$type<MonitorState>().notNull(),
    toState: text().$type<MonitorState>().notNull(),
    value: doublePrecision(),
    notified: boolean().notNull().default(false),
    at: ts().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.id] }), index('monitor_events_monitor_idx').on(t.projectId, t.monitorId, t.at)],
);
