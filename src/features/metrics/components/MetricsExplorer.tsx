/**
 * The metrics explorer: pick a metric, label filters, aggregation, group by, step and range; the series as a
 * chart (lazy) and as a table (the list kit, CSV export). The query runs through `POST /query` with the cache.
 */
import { Alert, Code, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data/DataTable.tsx';
import type { DataColumn, ListSource } from '../../../components/data/types.ts';
import { useLocalListState } from '../../../components/data/useListState.ts';
import { usePermission } from '../../../lib/permissions/usePermission.ts';
import { metricListQuery, metricQuery } from '../api/metrics.ts';
import { metricsKeys } from '../api/keys.ts';
import { AGGREGATIONS, buildQuery, groupName, RANGES, type RangeValue, rangeOf } from './ranges.ts';

const MetricChart = lazy(() => import('./MetricChart.tsx'));

interface Row {
  id: string;
  t: string;
  series: string;
  v: number | null;
}

export function MetricsExplorer({ projectId, initialMetric }: { projectId: string; initialMetric?: string | undefined }) {
  const access = usePermission(projectId, 'metrics.metrics.list');
  const metrics = useQuery({ ...metricListQuery(projectId), enabled: access.state !== 'denied' });
  const [metric, setMetric] = useState<string | null>(initialMetric ?? null);
  const [aggregation, setAggregation] = useState<string>('sum');
  const [filtersText, setFilters] = useState('');
  const [groupBy, setGroupBy] = useState<string | null>(null);
  const [step, setStep] = useState<string | null>(null);
  const [range, setRange] = useState<RangeValue>('7d');
  const [filters] = useDebouncedValue(filtersText, 400);
  const chosen = metric ?? metrics.data?.[0]?.name ?? null;
  const info = metrics.data?.find((m) => m.name === chosen);
  const text = chosen ? buildQuery({ aggregation, metric: chosen, filters, groupBy, step }) : null;
  const { start, end } = useMemo(() => rangeOf(range), [range]);
  const result = useQuery({ ...metricQuery(projectId, text ?? '', start, end), enabled: !!text });
  const series = (result.data?.series ?? []).map((s) => ({ name: groupName(s.group), points: s.points }));
  const rows: Row[] = series.flatMap((s) => s.points.map((p) => ({ id: `${s.name}|${p.t}`, t: p.t, series: s.name, v: p.v })));
  const table: ListSource<Row> = {
    queryKey: metricsKeys.rows(projectId, text ?? '', start, end),
    // The answer is already here: the table pages through it (the token is the offset), CSV takes every page.
    queryFn: async (p) => {
      const from = Number(p.pageToken ?? 0) || 0;
      const to = from + p.pageSize;
      return { items: rows.slice(from, to), nextPageToken: to < rows.length ? String(to) : null };
    },
  };
  const listState = useLocalListState();
  const columns: DataColumn<Row>[] = [
    { id: 't', header: 'Time', hideable: false, cell: (r) => new Date(r.t).toLocaleString(), csv: (r) => r.t },
    { id: 'series', header: 'Series', cell: (r) => r.series, csv: (r) => r.series },
    {
      id: 'v',
      header: 'Value',
      align: 'right',
      cell: (r) => (r.v === null ? '—' : Number(r.v.toFixed(4)).toLocaleString()),
      csv: (r) => r.v,
    },
  ];
  if (access.state === 'denied')
    return (
      <Alert color="gray" title="Metrics">
        You can't see this project's metrics ({access.denied?.join(', ') || 'metrics.metrics.list'}).
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={2}>Metrics</Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Select
            label="Metric"
            searchable
            data={(metrics.data ?? []).map((m) => ({ value: m.name, label: m.description ? `${m.name} — ${m.description}` : m.name }))}
            value={chosen}
            onChange={(v) => {
              setMetric(v);
              setGroupBy(null);
            }}
            placeholder={metrics.isPending ? 'Loading…' : 'No metrics yet'}
            allowDeselect={false}
          />
          <Select
            label="Aggregation"
            data={AGGREGATIONS.map((a) => ({ value: a, label: a }))}
            value={aggregation}
            onChange={(v) => setAggregation(v ?? 'sum')}
            allowDeselect={false}
          />
          <Select
            label="Group by"
            data={(info?.labels ?? []).map((l) => ({ value: l, label: l }))}
            value={groupBy}
            onChange={setGroupBy}
            clearable
            placeholder={info?.labels.length ? 'No grouping' : 'No labels'}
          />
          <TextInput
            label="Label filters"
            placeholder="currency=EUR, source!=api"
            value={filtersText}
            onChange={(e) => setFilters(e.currentTarget.value)}
          />
          <Select
            label="Step"
            data={['1m', '5m', '15m', '1h', '6h', '1d'].map((s) => ({ value: s, label: s }))}
            value={step}
            onChange={setStep}
            clearable
            placeholder="Automatic"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="range-label">
              Range
            </Text>
            <SegmentedControl
              aria-labelledby="range-label"
              value={range}
              onChange={(v) => setRange(v as RangeValue)}
              data={RANGES.map((r) => ({ value: r.value, label: r.label }))}
              fullWidth
            />
          </Stack>
        </SimpleGrid>
        {text && (
          <Text size="xs" c="dimmed" mt="sm">
            Query: <Code data-testid="metric-query">{text}</Code>
            {result.data ? ` · step ${result.data.step / 60} min from ${result.data.resolution} data` : ''}
          </Text>
        )}
      </Paper>
      {result.isError ? (
        <Alert color="red" title="The query failed">
          {result.error.message}
        </Alert>
      ) : (
        <Paper withBorder p="md">
          {result.isPending && text ? (
            <Skeleton h={280} />
          ) : (
            <Suspense fallback={<Skeleton h={280} />}>
              <MetricChart series={series} step={result.data?.step ?? 3600} />
            </Suspense>
          )}
        </Paper>
      )}
      {result.data && (
        <DataTable
          key={text ?? ''}
          label="Metric points"
          state={listState}
          {...table}
          columns={columns}
          exportable
          empty={{ title: 'No points in this range.' }}
        />
      )}
    </Stack>
  );
}
