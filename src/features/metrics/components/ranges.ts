/** Range presets of the metrics screens: [start, end) ending now (rounded to the minute, so keys repeat). */
export const RANGES = [
  { value: '1h', label: '1 hour', ms: 3_600_000 },
  { value: '24h', label: '24 hours', ms: 86_400_000 },
  { value: '7d', label: '7 days', ms: 7 * 86_400_000 },
  { value: '30d', label: '30 days', ms: 30 * 86_400_000 },
] as const;
export type RangeValue = (typeof RANGES)[number]['value'];

export function rangeOf(value: RangeValue, now = Date.now()) {
  const end = Math.ceil(now / 60_000) * 60_000;
  const ms = RANGES.find((r) => r.value === value)?.ms ?? 86_400_000;
  return { start: new Date(end - ms).toISOString(), end: new Date(end).toISOString() };
}

export const AGGREGATIONS = ['sum', 'avg', 'min', 'max', 'count', 'p95'] as const;

/** The query text of the explorer's choices (the language of docs/decisions/metrics.md). */
export function buildQuery(v: { aggregation: string; metric: string; filters: string; groupBy: string | null; step: string | null }) {
  const filters = v.filters.trim() ? `{${v.filters.trim()}}` : '';
  const by = v.groupBy ? ` by {${v.groupBy}}` : '';
  const step = v.step ? ` step ${v.step}` : '';
  return `${v.aggregation}:${v.metric}${filters}${by}${step}`;
}

export const groupName = (group: Record<string, string | null>) =>
  Object.entries(group)
    .map(([k, v]) => `${k}=${v ?? '—'}`)
    .join(', ') || 'all';
