/** A line per series of a query result: @mantine/charts (recharts), in this lazy chunk only. */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Text } from '@mantine/core';

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];

export interface ChartSeries {
  name: string;
  points: { t: string; v: number | null }[];
}

export default function MetricChart({
  series,
  step,
  threshold,
  h = 280,
}: {
  series: ChartSeries[];
  step: number;
  threshold?: number | null;
  h?: number;
}) {
  if (!series.length || series.every((s) => !s.points.length))
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        No data in this range.
      </Text>
    );
  const byT = new Map<string, Record<string, number | string | null>>();
  series.forEach((s, i) => {
    for (const p of s.points) {
      const row = byT.get(p.t) ?? { t: p.t };
      row[`s${i}`] = p.v;
      byT.set(p.t, row);
    }
  });
  const fmt = (iso: string) =>
    step >= 86400
      ? new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
      : new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const data = [...byT.values()].sort((a, b) => String(a.t).localeCompare(String(b.t))).map((r) => ({ ...r, t: fmt(String(r.t)) }));
  return (
    <div data-testid="metric-chart" role="img" aria-label={`Chart of ${series.map((s) => s.name).join(', ')}`}>
      <LineChart
        h={h}
        data={data}
        dataKey="t"
        withLegend={series.length > 1}
        withDots={data.length < 60}
        curveType="linear"
        connectNulls={false}
        series={series.map((s, i) => ({ name: `s${i}`, label: s.name, color: COLORS[i % COLORS.length] as string }))}
        referenceLines={threshold !== undefined && threshold !== null ? [{ y: threshold, label: 'Threshold', color: 'red.6' }] : []}
      />
    </div>
  );
}
