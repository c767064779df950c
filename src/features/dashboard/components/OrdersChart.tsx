/** Orders (bars) and revenue (line) over the dashboard's range: @mantine/charts (recharts) in this lazy chunk only. */
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Text } from '@mantine/core';
import { formatMoney, toMajor } from '../../../lib/format/money.ts';
import type { DashboardData, DashboardRange } from '../api/dashboard.ts';

export default function OrdersChart({ chart, range }: { chart: DashboardData['chart']; range: DashboardRange }) {
  const currency = chart.currency ?? 'EUR';
  const label = (t: string) =>
    range === 'today'
      ? new Date(t).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
      : new Date(t).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
  const data = chart.points.map((p) => ({ t: label(p.t), orders: p.orders, revenue: toMajor(p.revenue, currency) }));
  if (!data.some((d) => d.orders > 0))
    return (
      <Text c="dimmed" size="sm" py="xl" ta="center">
        No orders in this range yet.
      </Text>
    );
  return (
    <div data-testid="orders-chart" aria-label="Orders and revenue chart" role="img">
      <CompositeChart
        h={260}
        data={data}
        dataKey="t"
        withLegend
        withRightYAxis
        rightYAxisProps={{ tickFormatter: (v: number) => formatMoney(Math.round(v * 100), currency).replace(/\.00$/, '') }}
        series={[
          { name: 'orders', label: 'Orders', color: 'blue.4', type: 'bar' },
          { name: 'revenue', label: `Revenue (${currency})`, color: 'teal.7', type: 'line', yAxisId: 'right' },
        ]}
        curveType="monotone"
        withDots={false}
      />
    </div>
  );
}
