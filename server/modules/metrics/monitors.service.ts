/**
 * Monitor evaluation (docs/decisions/metrics.md "Monitors"). A threshold monitor computes one value of its query
 * (or the ratio of two: `a / b`) over its window and compares it with the threshold; a no_data monitor alerts
 * when its metric has had no point for `noDataMinutes`. A state change (ok → alert → ok) writes an event and,
 * unless muted or on channel `none`, one notification + push per member in the same transaction — so each
 * transition notifies exactly once. Evaluations run on the job queue, each scheduling the next.
 */
import type { Database, Tx } from '../../db/client.ts';
import type { MonitorSettings, MonitorState } from '../../db/schema/index.ts';
import { enqueue } from '../../lib/jobs.ts';
import { notify } from '../../lib/notify.ts';
import { DEFAULT_SETTINGS, insertEvent, lockMonitor, type MonitorRow, updateMonitor } from './monitors.repo.ts';
import { MAX_POINTS, type ParsedQuery, parseDuration, parseQuery } from './query-language.ts';
import { hasPointsSince, runQuery } from './query.repo.ts';

export const EVALUATE_QUEUE = 'metrics.monitor.evaluate';
export const RETENTION_QUEUE = 'metrics.retention';

export interface EvaluatePayload {
  projectId: string;
  monitorId: string;
  token: number;
}

/** The queries of a monitor: one, or two for a ratio (`sum:orders.refunds / sum:orders.count`). */
export function monitorQueries(text: string): ParsedQuery[] {
  return text.split(/\s+\/\s+/).map((part) => parseQuery(part));
}

/** [start, end) of a window ending at `now`: `today` is since 00:00 UTC. */
export function windowOf(settings: MonitorSettings, now: Date): { start: Date; end: Date } {
  if (settings.window === 'today') {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return { start, end: new Date(Math.max(now.getTime(), start.getTime() + 60_000)) };
  }
  const seconds = parseDuration(settings.window) ?? 3600;
  return { start: new Date(now.getTime() - seconds * 1000), end: now };
}

/**
 * The step of a monitor's inspect series: its window (each point is then the value the monitor compares), an
 * hour for `today`, or the automatic step when that would make too many points.
 */
export function inspectStep(m: Pick<MonitorRow, 'type' | 'settings'>, start: Date, end: Date): number | null {
  if (m.type !== 'threshold') return null;
  const settings = { ...DEFAULT_SETTINGS, ...m.settings };
  const step = settings.window === 'today' ? 3600 : parseDuration(settings.window);
  if (!step || step % 60 !== 0) return null;
  return (end.getTime() - start.getTime()) / 1000 / step <= MAX_POINTS ? step : null;
}

/** One number for a query over [start, end): sums add up across groups, other aggregations take the largest. */
async function windowValue(tx: Tx, projectId: string, q: ParsedQuery, start: Date, end: Date): Promise<number | null> {
  const minute = 60_000;
  const from = Math.floor(start.getTime() / minute) * minute;
  const step = Math.max(60, Math.ceil((end.getTime() - from) / minute) * 60);
  const result = await runQuery(tx, projectId, { ...q, step: step % 3600 === 0 ? step + 60 : step }, '', new Date(from), end);
  const values = result.series.flatMap((s) => s.points.map((p) => p.v)).filter((v): v is number => v !== null);
  if (q.aggregation === 'sum' || q.aggregation === 'count') return values.reduce((a, b) => a + b, 0);
  return values.length ? Math.max(...values) : null;
}

export async function computeState(tx: Tx, m: MonitorRow, now: Date): Promise<{ state: MonitorState; value: number | null }> {
  const settings = { ...DEFAULT_SETTINGS, ...m.settings };
  const queries = monitorQueries(m.query);
  if (m.type === 'no_data') {
    const since = new Date(now.getTime() - settings.noDataMinutes * 60_000);
    const fresh = await hasPointsSince(tx, m.projectId, (queries[0] as ParsedQuery).metric, since);
    return { state: fresh ? 'ok' : 'alert', value: null };
  }
  const { start, end } = windowOf(settings, now);
  const [a, b] = queries;
  const top = await windowValue(tx, m.projectId, a as ParsedQuery, start, end);
  let value = top;
  if (b) {
    const bottom = await windowValue(tx, m.projectId, b, start, end);
    value = top === null || !bottom ? null : top / bottom;
  }
  // Nothing to compare (no data, or a ratio over zero) does not breach a threshold; no_data monitors watch absence.
  if (value === null) return { state: 'ok', value };
  const breached = settings.comparator === 'above' ? value > settings.threshold : value < settings.threshold;
  return { state: breached ? 'alert' : 'ok', value };
}

function describe(m: MonitorRow, to: MonitorState, value: number | null) {
  const v = value === null ? '' : ` (value ${Number(value.toFixed(4))})`;
  if (to === 'alert') return { title: `Monitor alert: ${m.name}`, body: `${m.message || m.query}${v}` };
  return { title: `Monitor recovered: ${m.name}`, body: `Back to normal${v}.` };
}

/** Evaluate a (locked) monitor now: returns the new state and whether it changed. */
export async function evaluateLocked(tx: Tx, m: MonitorRow, now = new Date()) {
  const settings = { ...DEFAULT_SETTINGS, ...m.settings };
  const { state, value } = await computeState(tx, m, now);
  const at = now.toISOString();
  const changed = state !== m.state;
  if (changed) {
    const tell = !settings.muted && settings.channel !== 'none';
    await insertEvent(tx, m.projectId, { monitorId: m.id, fromState: m.state, toState: state, value, notified: tell, at });
    if (tell)
      await notify(
        tx,
        { projectId: m.projectId },
        { ...describe(m, state, value), action: `/metrics/monitors/${m.id}?project=${m.projectId}` },
      );
  }
  await updateMonitor(tx, m.projectId, m.id, {
    state,
    lastValue: value,
    lastEvaluatedAt: at,
    ...(changed ? { stateChangedAt: at } : {}),
  });
  return { state, value, changed };
}

export async function evaluateMonitor(database: Database, projectId: string, monitorId: string, now = new Date()) {
  return database.db.transaction(async (tx) => {
    const m = await lockMonitor(tx, projectId, monitorId);
    if (!m) return null;
    return evaluateLocked(tx, m, now);
  });
}

/** Queue the monitor's next evaluation (`delayMinutes` from now) with its current schedule token. */
export async function scheduleEvaluation(tx: Tx, m: Pick<MonitorRow, 'projectId' | 'id' | 'scheduleToken'>, delayMinutes: number) {
  const payload: EvaluatePayload = { projectId: m.projectId, monitorId: m.id, token: m.scheduleToken };
  await enqueue(tx, EVALUATE_QUEUE, payload, { runAt: new Date(Date.now() + delayMinutes * 60_000), maxAttempts: 3 });
}
