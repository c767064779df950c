/**
 * The project's dashboard (its own chunk): KPI cards (each links to its list; an area's card appears when the
 * area is installed), the orders/revenue chart with range presets (the chart library loads lazily, after the
 * figures), recent orders. Offline it shows the persisted answer and says when it was fetched.
 */
import { Alert, Anchor, Badge, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconCloudOff } from '@tabler/icons-react';
import { useNetwork } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AppLink } from '../../../components/shell/AppLink.tsx';
import { toAppError } from '../../../lib/api/errors.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { DASHBOARD_RANGES, type DashboardData, type DashboardRange, dashboardQuery } from '../api/dashboard.ts';

/** Small text on a card: the theme's darker shades in light mode (4.5:1 on white, axe), lighter ones in dark. */
const UP_COLOR = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
const DOWN_COLOR = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

const OrdersChart = lazy(() => import('./OrdersChart.tsx'));

type Card = DashboardData['cards'][number];

function formatValue(card: Pick<Card, 'format' | 'currency'>, value: number) {
  if (card.format === 'money') return formatMoney(value, card.currency ?? 'EUR');
  if (card.format === 'bytes') {
    const units = ['B', 'KB', 'MB', 'GB', 'TB'];
    let v = value;
    let i = 0;
    while (v >= 1000 && i < units.length - 1) {
      v /= 1000;
      i++;
    }
    return `${v.toFixed(v >= 10 || i === 0 ? 0 : 1)} ${units[i]}`;
  }
  return new Intl.NumberFormat().format(value);
}

function Delta({ card }: { card: Card }) {
  if (card.previous === undefined || card.previous === null) return null;
  const diff = card.value - card.previous;
  const pct = card.previous === 0 ? null : Math.round((diff / card.previous) * 100);
  const up = diff >= 0;
  return (
    <Group gap={4} wrap="nowrap">
      {diff !== 0 && (up ? <IconArrowUpRight size={14} aria-hidden /> : <IconArrowDownRight size={14} aria-hidden />)}
      <Text size="xs" c={diff === 0 ? 'dimmed' : up ? UP_COLOR : DOWN_COLOR}>
        {pct === null
          ? `${formatValue(card, card.previous)} on the same weekday last week`
          : `${up ? '+' : ''}${pct}% vs the same weekday last week`}
      </Text>
    </Group>
  );
}

function KpiCard({ card }: { card: Card }) {
  return (
    <Paper withBorder p="md" data-testid={`kpi-${card.id}`}>
      <Stack gap={4}>
        <Anchor component={AppLink} href={card.link} size="sm" c="dimmed">
          {card.title}
        </Anchor>
        <Text fw={700} fz={26} data-testid={`kpi-${card.id}-value`}>
          {formatValue(card, card.value)}
        </Text>
        <Delta card={card} />
      </Stack>
    </Paper>
  );
}

const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function ProjectDashboard({ projectId }: { projectId: string }) {
  const [range, setRange] = useState<DashboardRange>('30d');
  const q = useQuery(dashboardQuery(projectId, range));
  const { online } = useNetwork();
  const data = q.data;
  // A role without the figures (no metrics.metrics.list) simply has no figures on its dashboard.
  if (!data && q.isError && toAppError(q.error).status === 403) return null;
  if (!data && q.isError)
    return (
      <Alert color="red" title="The dashboard could not be loaded">
        {q.error.message}
      </Alert>
    );
  if (!data)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="dashboard-loading">
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={96} />
        ))}
      </SimpleGrid>
    );
  const hasOrders = data.cards.some((c) => c.id === 'orders.today');
  return (
    <Stack gap="md" data-testid="project-dashboard">
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" data-testid="dashboard-fetched">
          {!online || q.isError || q.isPaused ? (
            <Group gap={4} component="span">
              <IconCloudOff size={14} aria-hidden /> Offline: figures from {time(data.fetchedAt)}
            </Group>
          ) : (
            `Updated ${time(data.fetchedAt)}`
          )}
        </Text>
      </Group>
      {data.cards.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="kpi-cards">
          {data.cards.map((card) => (
            <KpiCard key={card.id} card={card} />
          ))}
        </SimpleGrid>
      )}
      {hasOrders && (
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={3} size="h4">
              Orders and revenue
            </Title>
            <SegmentedControl
              size="xs"
              aria-label="Chart range"
              value={range}
              onChange={(v) => setRange(v as DashboardRange)}
              data={DASHBOARD_RANGES.map((r) => ({ value: r.value, label: r.label }))}
            />
          </Group>
          <Suspense fallback={<Skeleton h={240} />}>
            <OrdersChart chart={data.chart} range={range} />
          </Suspense>
        </Paper>
      )}
      {data.recentOrders.length > 0 && (
        <Paper withBorder p="md">
          <Group justify="space-between" mb="xs">
            <Title order={3} size="h4">
              Recent orders
            </Title>
            <Anchor component={AppLink} href={`/m/orders?project=${encodeURIComponent(projectId)}`} size="sm">
              All orders
            </Anchor>
          </Group>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" data-testid="recent-orders">
              <Table.Tbody>
                {data.recentOrders.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <Anchor component={AppLink} href={`/m/orders/${o.id}?project=${encodeURIComponent(projectId)}`}>
                        {o.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{o.customerName || '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" size="sm">
                        {o.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(o.total, o.currency)}</Table.Td>
                    <Table.Td c="dimmed" visibleFrom="sm">
                      {time(o.createdAt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
