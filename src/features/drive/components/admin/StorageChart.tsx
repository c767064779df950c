/** Storage per day: bytes stored, uploaded and downloaded, and files stored. @mantine/charts in this lazy chunk only. */
import '@mantine/charts/styles.css';
import '@mantine/core/styles/ColorSwatch.css';
import { LineChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import type { StorageMetrics } from '../../api/admin.ts';
import { formatBytes } from '../../lib/format.ts';

export default function StorageChart({ days }: { days: StorageMetrics['days'] }) {
  const data = days.map((d) => ({
    day: new Date(`${d.day}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
    stored: d.bytesStored,
    uploaded: d.bytesUploaded,
    downloaded: d.bytesDownloaded,
    files: d.filesStored,
  }));
  const dots = data.length <= 31;
  return (
    <Stack gap="md" data-testid="storage-chart">
      <div role="img" aria-label="Chart of bytes stored, uploaded and downloaded per day">
        <LineChart
          h={240}
          data={data}
          dataKey="day"
          withLegend
          withDots={dots}
          curveType="linear"
          valueFormatter={formatBytes}
          yAxisProps={{ width: 72 }}
          series={[
            { name: 'stored', label: 'Bytes stored', color: 'blue.6' },
            { name: 'uploaded', label: 'Bytes uploaded', color: 'teal.6' },
            { name: 'downloaded', label: 'Bytes downloaded', color: 'orange.6' },
          ]}
        />
      </div>
      <div role="img" aria-label="Chart of files stored per day">
        <LineChart
          h={140}
          data={data}
          dataKey="day"
          withLegend
          withDots={dots}
          curveType="stepAfter"
          yAxisProps={{ width: 72, allowDecimals: false }}
          series={[{ name: 'files', label: 'Files stored', color: 'grape.6' }]}
        />
      </div>
    </Stack>
  );
}
