/** Storage metrics over a time range (presets), for every project or one: totals and a chart per day. */
import '@mantine/core/styles/SegmentedControl.css';
import { Card, Group, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formMessage } from '../../../../lib/api/errors.ts';
import { storageMetricsQuery } from '../../api/admin.ts';
import { formatBytes } from '../../lib/format.ts';

const StorageChart = lazy(() => import('./StorageChart.tsx'));

export const RANGE_PRESETS = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '12 months' },
] as const;

/** The last `days` whole UTC days including today: `[start, end)` ending at tomorrow's midnight (stable all day). */
export function presetRange(days: number, now = new Date()) {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { start: new Date(end - days * 86_400_000).toISOString(), end: new Date(end).toISOString() };
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export function StorageMetricsPanel({
  range,
  onRange,
  project,
  onProject,
  projects,
}: {
  range: string;
  onRange: (v: string) => void;
  project: string | null;
  onProject: (v: string | null) => void;
  projects: { value: string; label: string }[];
}) {
  const { start, end } = presetRange(Number(range));
  const q = useQuery(storageMetricsQuery(project, start, end));
  const m = q.data;
  const empty = !!m && !m.bytesStored && m.days.every((d) => !d.bytesUploaded && !d.bytesDownloaded);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Storage metrics" id="storage-metrics">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={3} size="h4">
            Usage
          </Title>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label="Project"
              aria-label="Metrics project"
              data={[{ value: '', label: 'All projects' }, ...projects]}
              value={project ?? ''}
              onChange={(v) => onProject(v || null)}
              allowDeselect={false}
              searchable
              w={220}
              data-testid="metrics-project"
            />
            <SegmentedControl aria-label="Time range" size="sm" data={[...RANGE_PRESETS]} value={range} onChange={onRange} />
          </Group>
        </Group>
        {q.isPending && <Skeleton h={320} />}
        {q.isError && (
          <Text size="sm" c="red" role="alert">
            {formMessage(q.error)}
          </Text>
        )}
        {m && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="storage-totals">
              <Stat label="Stored" value={formatBytes(m.bytesStored)} detail={plural(m.filesStored, 'file', 'files')} />
              <Stat label="Uploaded" value={formatBytes(m.bytesUploaded)} detail={plural(m.filesUploaded, 'file', 'files')} />
              <Stat label="Downloaded" value={formatBytes(m.bytesDownloaded)} detail={plural(m.downloads, 'download', 'downloads')} />
              <Stat label="Deleted" value={plural(m.filesDeleted, 'file', 'files')} />
              <Stat label="Days" value={String(m.days.length)} detail={`${m.days[0]?.day ?? ''} – ${m.days.at(-1)?.day ?? ''}`} />
            </SimpleGrid>
            {empty ? (
              <Text c="dimmed" size="sm" py="lg" ta="center">
                No files stored, uploaded or downloaded in this range.
              </Text>
            ) : (
              <Suspense fallback={<Skeleton h={400} />}>
                <StorageChart days={m.days} />
              </Suspense>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
