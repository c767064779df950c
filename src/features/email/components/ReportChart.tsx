/** The campaign report as bars: @mantine/charts (recharts) in this lazy chunk only. */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Campaign } from '../api/email.ts';

export default function ReportChart({ report }: { report: Campaign['report'] }) {
  const data = [
    { step: 'Delivered', people: report.delivered },
    { step: 'Opened', people: report.opened },
    { step: 'Clicked', people: report.clicked },
    { step: 'Unsubscribed', people: report.unsubscribed },
    { step: 'Bounced', people: report.bounced },
    { step: 'Complained', people: report.complained },
  ];
  return (
    <div
      role="img"
      aria-label={`Delivered ${report.delivered}, opened ${report.opened}, clicked ${report.clicked}, bounced ${report.bounced}, complained ${report.complained}`}
      data-testid="report-chart"
    >
      <BarChart h={220} data={data} dataKey="step" series={[{ name: 'people', color: 'blue.6', label: 'People' }]} />
    </div>
  );
}
