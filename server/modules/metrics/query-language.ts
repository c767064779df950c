/**
 * The metrics query language (docs/decisions/metrics.md "Query language"):
 *
 *   <aggregation>:<metric>[{<label>=<value>,<label>!=<value>,…}] [by {<label>,…}] [step <duration>]
 *
 *   sum:orders.revenue{currency=EUR} by {source} step 1h
 *   count:orders.count
 *   p95:api.latency{route=/v1/orders}
 *
 * Aggregations: sum, avg, min, max, count, p95. Durations: <n>s|m|h|d (at least one minute). Label names and
 * metric names: letters, digits, `_`, `.`, `-`, `/`; values may be quoted with "…" to hold spaces or commas.
 * `by {project}` groups by project in admin queries.
 */
import { METRIC_AGGREGATIONS } from '../../../common/metrics.ts';

export const AGGREGATIONS = METRIC_AGGREGATIONS;
export type Aggregation = (typeof AGGREGATIONS)[number];

export interface LabelFilter {
  label: string;
  op: '=' | '!=';
  value: string;
}

export interface ParsedQuery {
  aggregation: Aggregation;
  metric: string;
  filters: LabelFilter[];
  groupBy: string[];
  /** Seconds, or null to choose from the range. */
  step: number | null;
}

export class QueryError extends Error {}

const NAME = /^[A-Za-z0-9_.\-/]{1,200}$/;
const LABEL = /^[A-Za-z0-9_.-]{1,100}$/;

/** `90s`, `15m`, `6h`, `1d` → seconds; null when malformed. */
export function parseDuration(text: string): number | null {
  const m = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]) * { s: 1, m: 60, h: 3600, d: 86400 }[m[2] as 's' | 'm' | 'h' | 'd'];
  return n > 0 ? n : null;
}

function splitFilters(body: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of body) {
    if (ch === '"') quoted = !quoted;
    if (ch === ',' && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (quoted) throw new QueryError('A quoted label value is not closed.');
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p && p !== '*');
}

export function parseQuery(input: string): ParsedQuery {
  const text = input.trim();
  if (!text) throw new QueryError('The query is empty.');
  const m = /^([A-Za-z0-9]+):([^\s{]+)(\{[^}]*\})?(?:\s+by\s+\{([^}]*)\})?(?:\s+step\s+(\S+))?\s*$/.exec(text);
  if (!m) throw new QueryError('Write the query as aggregation:metric{label=value} by {label} step 1h.');
  const aggregation = m[1]?.toLowerCase() as Aggregation;
  if (!AGGREGATIONS.includes(aggregation)) throw new QueryError(`Unknown aggregation "${m[1]}": use one of ${AGGREGATIONS.join(', ')}.`);
  const metric = m[2] ?? '';
  if (!NAME.test(metric)) throw new QueryError(`"${metric}" is not a metric name.`);
  const filters: LabelFilter[] = [];
  for (const part of m[3] ? splitFilters(m[3].slice(1, -1)) : []) {
    const f = /^([^=!\s]+)\s*(!=|=)\s*(.*)$/.exec(part);
    if (!f || !LABEL.test(f[1] ?? '')) throw new QueryError(`"${part}" is not a label filter (label=value or label!=value).`);
    const raw = (f[3] ?? '').trim();
    const value = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw;
    filters.push({ label: f[1] as string, op: f[2] as '=' | '!=', value });
  }
  const groupBy =
    m[4] !== undefined
      ? m[4]
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
  for (const g of groupBy) if (!LABEL.test(g)) throw new QueryError(`"${g}" is not a label to group by.`);
  if (groupBy.length > 5) throw new QueryError('Group by at most 5 labels.');
  let step: number | null = null;
  if (m[5] !== undefined) {
    step = parseDuration(m[5]);
    if (step === null || step < 60) throw new QueryError(`"${m[5]}" is not a step: use a duration of at least a minute (1m, 1h, 1d).`);
  }
  return { aggregation, metric, filters, groupBy: [...new Set(groupBy)], step };
}

/** At most this many points per series in one answer. */
export const MAX_POINTS = 1500;
const NICE_STEPS = [60, 300, 900, 1800, 3600, 3 * 3600, 6 * 3600, 12 * 3600, 86400, 7 * 86400];

/** The step when the query names none: the smallest nice step giving at most ~300 points. */
export function autoStep(rangeSeconds: number): number {
  for (const s of NICE_STEPS) if (rangeSeconds / s <= 300) return s;
  return Math.ceil(rangeSeconds / 300 / 86400) * 86400;
}

/** The coarsest rollup that divides the step: day for whole days, hour for whole hours, else minute. */
export function resolutionFor(step: number): 'minute' | 'hour' | 'day' {
  if (step % 86400 === 0) return 'day';
  if (step % 3600 === 0) return 'hour';
  return 'minute';
}
